import { vocabulary, valuesOf, type ValueOf } from '#enums/vocabulary'
import { EntitlementKind } from '#enums/billing'

/**
 * The member's legal desk (SPEC §1 "what a membership covers"): the kinds of
 * request a member starts from Settings › My requests, each also a kind of
 * service promise (service_promises.kind).
 */
export const DeskKind = vocabulary([
  'advice',
  'callback',
  'document_review',
  'letter_or_call',
  'emergency',
])
export type DeskKind = ValueOf<typeof DeskKind>
export const DESK_KINDS = valuesOf(DeskKind)

/** The plan entitlement each kind is counted under (app/services/memberships/entitlements.ts). */
export const DESK_ENTITLEMENT: Record<DeskKind, EntitlementKind> = {
  advice: EntitlementKind.ADVICE,
  callback: EntitlementKind.ADVICE,
  document_review: EntitlementKind.DOCUMENT_REVIEW,
  letter_or_call: EntitlementKind.LETTER_OR_CALL,
  emergency: EntitlementKind.EMERGENCY_CALL,
}

/** The category staff read on the consultancy request a desk request creates. */
export const DESK_CATEGORY: Record<Exclude<DeskKind, 'emergency'>, string> = {
  advice: 'Legal advice',
  callback: 'Call-back',
  document_review: 'Document review',
  letter_or_call: 'Letter or call on my behalf',
}

/** The member's timeline, in order; internal notes are never part of it. */
export const DeskStatus = vocabulary(['received', 'assigned', 'in_progress', 'answered', 'closed'])
export type DeskStatus = ValueOf<typeof DeskStatus>
export const DESK_STATUSES = valuesOf(DeskStatus)

/** How a promise is counted: business hours, business days (8 business hours each) or at once. */
export const PromiseUnit = vocabulary(['business_hours', 'business_days', 'at_once'])
export type PromiseUnit = ValueOf<typeof PromiseUnit>
export const PROMISE_UNITS = valuesOf(PromiseUnit)

/** Where a page count came from: read from the PDF, stated by the member, corrected by staff. */
export type PagesFrom = 'pdf' | 'stated' | 'staff'
