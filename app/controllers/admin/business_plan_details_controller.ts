import { PlanSlug } from '#enums/billing'
import PlanDetailsController from '#controllers/admin/plan_details_controller'

/** SPEC §2.9 Manage Plan Details › Business Plan. */
export default class BusinessPlanDetailsController extends PlanDetailsController {
  readonly slug: PlanSlug = PlanSlug.BUSINESS
}
