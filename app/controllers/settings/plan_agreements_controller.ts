import type { HttpContext } from '@adonisjs/core/http'
import TermsAndCondition from '#models/terms_and_condition'
import PlanAgreementTransformer from '#transformers/plan_agreement_transformer'

/** Settings › Plan Agreements (SPEC §2.8): the terms the member accepted, newest first. */
export default class PlanAgreementsController {
  async index({ inertia, auth, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const agreements = await user
      .related('planAgreements')
      .query()
      .preload('subscription', (subscription) => subscription.preload('plan'))
      .orderBy('accepted_at', 'desc')
      .orderBy('id', 'desc')
    const versions = [...new Set(agreements.map((agreement) => agreement.termsVersion))]
    const terms = versions.length
      ? await TermsAndCondition.query().whereIn('version', versions)
      : []
    const byVersion = new Map(terms.map((row) => [row.version, row]))
    return inertia.render('Settings/PlanAgreements', {
      agreements: PlanAgreementTransformer.transform(agreements, byVersion, i18n.locale),
    })
  }
}
