import type User from '#models/user'
import TermsAndCondition from '#models/terms_and_condition'

/**
 * The terms a member accepted (SPEC §2.8 Plan Agreements), newest first,
 * with each membership's plan, and the text of every version they name
 * that is still on file (by version), for PlanAgreementTransformer.
 */
export async function memberPlanAgreements(user: User) {
  const agreements = await user
    .related('planAgreements')
    .query()
    .preload('subscription', (subscription) => subscription.preload('plan'))
    .orderBy('accepted_at', 'desc')
    .orderBy('id', 'desc')
  const versions = [...new Set(agreements.map((agreement) => agreement.termsVersion))]
  const terms = versions.length ? await TermsAndCondition.query().whereIn('version', versions) : []
  return { agreements, termsByVersion: new Map(terms.map((row) => [row.version, row])) }
}
