import { PlanSlug } from '#enums/billing'
import PlanPagesController from '#controllers/marketing/plan_pages_controller'

export default class PersonalPlanController extends PlanPagesController {
  protected slug = PlanSlug.PERSONAL
}
