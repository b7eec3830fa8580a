import { PlanSlug } from '#enums/billing'
import PlanDetailsListController from '#controllers/admin/plan_details_list_controller'

/** SPEC §2.9 Manage Plan Details › Personal Plan: its page. */
export default class PersonalPlanDetailsListController extends PlanDetailsListController {
  readonly slug: PlanSlug = PlanSlug.PERSONAL
}
