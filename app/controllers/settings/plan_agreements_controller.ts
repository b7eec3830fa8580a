import type { HttpContext } from '@adonisjs/core/http'
import PlanAgreementTransformer from '#transformers/plan_agreement_transformer'
import { memberPlanAgreements } from '#services/memberships/plan_agreements'

/** Settings › Plan Agreements (SPEC §2.8): the terms the member accepted, newest first. */
export default class PlanAgreementsController {
  async index({ inertia, auth, i18n }: HttpContext) {
    const { agreements, termsByVersion } = await memberPlanAgreements(auth.getUserOrFail())
    return inertia.render('Settings/PlanAgreements', {
      agreements: PlanAgreementTransformer.transform(agreements, termsByVersion, i18n.locale),
    })
  }
}
