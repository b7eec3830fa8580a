import { BaseTransformer } from '@adonisjs/core/transformers'
import type PlanAgreement from '#models/plan_agreement'
import type TermsAndCondition from '#models/terms_and_condition'
import { formatDate } from '#support/dates'

/**
 * One agreement the member accepted (SPEC §2.8 Plan Agreements): the
 * membership it belongs to, the terms version and when it was accepted,
 * with the text of that version when it is still on file.
 */
export default class PlanAgreementTransformer extends BaseTransformer<PlanAgreement> {
  constructor(
    agreement: PlanAgreement,
    protected terms: Map<string, TermsAndCondition>,
    protected locale: string
  ) {
    super(agreement)
  }

  toObject() {
    const agreement = this.resource
    // The text in the language the member accepted it in.
    const terms = this.terms.get(agreement.termsVersion)?.textFor(agreement.termsLocale)
    return {
      id: agreement.id,
      plan: agreement.subscription.plan.nameFor(this.locale),
      membershipNumber: agreement.subscription.membershipNumber,
      termsVersion: agreement.termsVersion,
      termsLocale: terms?.locale ?? agreement.termsLocale,
      acceptedOn: formatDate(agreement.acceptedAt, this.locale, 'long'),
      termsTitle: terms?.title ?? null,
      termsHtml: terms?.html ?? null,
    }
  }
}
