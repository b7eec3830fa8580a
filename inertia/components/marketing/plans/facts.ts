/**
 * Which SPEC §1/§9 facts a plan page lists, in order; the wording is in
 * resources/lang/*\/plans.json under the same keys.
 */
export const LIMITS = {
  personal: [
    'letters',
    'documents_start',
    'documents_month',
    'family',
    'guardianship',
    'emergency',
  ],
  business: [
    'letters',
    'documents',
    'collection',
    'opinion',
    'research',
    'spokespersons',
    'registration',
  ],
} as const

export const EXCLUSIONS = ['areas', 'before', 'incarcerated'] as const

export const COVERAGE = {
  personal: [
    'advice',
    'letters',
    'documents',
    'wills',
    'immigration',
    'emergency',
    'hourly_discount',
    'contingency_discount',
    'forms',
  ],
  business: [
    'consultations',
    'formation',
    'contracts',
    'employment',
    'compliance',
    'disputes',
    'hourly_discount',
    'contingency_discount',
  ],
} as const
