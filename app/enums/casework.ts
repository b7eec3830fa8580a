import { vocabulary, valuesOf, type ValueOf } from '#enums/vocabulary'
import { EntitlementKind } from '#enums/billing'

/** A matter is worked while open; closing it keeps its service log. */
export const MatterStatus = vocabulary(['open', 'closed'])
export type MatterStatus = ValueOf<typeof MatterStatus>
export const MATTER_STATUSES = valuesOf(MatterStatus)

/**
 * Matter categories: the covered topics of SPEC §1 (the Business copy's
 * topics too), then the SPEC §1 exclusions, which intake flags "not covered".
 */
export const COVERED_CATEGORIES = [
  'general',
  'letters_and_calls',
  'document_review',
  'wills_and_powers_of_attorney',
  'immigration_and_visa',
  'emergency',
  'company_formation',
  'contracts',
  'employment',
  'compliance',
  'dispute_resolution',
] as const
export const EXCLUDED_CATEGORIES = ['international', 'military', 'tribal'] as const
export const MATTER_CATEGORIES = [...COVERED_CATEGORIES, ...EXCLUDED_CATEGORIES] as const
export type MatterCategory = (typeof MATTER_CATEGORIES)[number]

export function isExcludedCategory(category: string): boolean {
  return (EXCLUDED_CATEGORIES as readonly string[]).includes(category)
}

/**
 * The services staff log on a matter, each the entitlement
 * kind the plan limits count it under (app/services/memberships/entitlements.ts).
 */
export const SERVICE_KINDS = [
  EntitlementKind.LETTER_OR_CALL,
  EntitlementKind.DOCUMENT_REVIEW,
  EntitlementKind.LEGAL_OPINION,
  EntitlementKind.COLLECTION_LETTER,
  EntitlementKind.RESEARCH_HOURS,
  EntitlementKind.WILL_OR_POWER_OF_ATTORNEY,
  EntitlementKind.IMMIGRATION_HELP,
  EntitlementKind.EMERGENCY_CALL,
  EntitlementKind.ADVICE,
] as const
export type ServiceKind = (typeof SERVICE_KINDS)[number]

/** Covered on every plan without a count (SPEC §1). */
export const UNCOUNTED_SERVICES: ReadonlyArray<EntitlementKind> = [
  EntitlementKind.WILL_OR_POWER_OF_ATTORNEY,
  EntitlementKind.IMMIGRATION_HELP,
  EntitlementKind.EMERGENCY_CALL,
  EntitlementKind.ADVICE,
]
