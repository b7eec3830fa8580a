import { PlanSlug } from '#enums/billing'
import PlanDetailsController from '#controllers/admin/plan_details_controller'

/** SPEC §2.9 Manage Plan Details › Personal Plan. */
export default class PersonalPlanDetailsController extends PlanDetailsController {
  readonly slug: PlanSlug = PlanSlug.PERSONAL
}
