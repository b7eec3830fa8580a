import { PlanSlug } from '#enums/billing'
import PlanDetailsListController from '#controllers/admin/plan_details_list_controller'

/** SPEC §2.9 Manage Plan Details › Business Plan: its page. */
export default class BusinessPlanDetailsListController extends PlanDetailsListController {
  readonly slug: PlanSlug = PlanSlug.BUSINESS
}
