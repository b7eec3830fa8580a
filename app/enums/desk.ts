import { EntitlementKind } from '#enums/billing'

/**
 * The member's legal desk (SPEC §1 "what a membership covers"): the kinds of
 * request a member starts from Settings › My requests, each also a kind of
 * service promise (service_promises.kind).
 */
export const DeskKind = {
  ADVICE: 'advice',
  CALLBACK: 'callback',
  DOCUMENT_REVIEW: 'document_review',
  LETTER_OR_CALL: 'letter_or_call',
  EMERGENCY: 'emergency',
} as const
export type DeskKind = (typeof DeskKind)[keyof typeof DeskKind]
export const DESK_KINDS = Object.values(DeskKind)

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
export const DeskStatus = {
  RECEIVED: 'received',
  ASSIGNED: 'assigned',
  IN_PROGRESS: 'in_progress',
  ANSWERED: 'answered',
  CLOSED: 'closed',
} as const
export type DeskStatus = (typeof DeskStatus)[keyof typeof DeskStatus]
export const DESK_STATUSES = Object.values(DeskStatus)

/** How a promise is counted: business hours, business days (8 business hours each) or at once. */
export const PromiseUnit = {
  BUSINESS_HOURS: 'business_hours',
  BUSINESS_DAYS: 'business_days',
  AT_ONCE: 'at_once',
} as const
export type PromiseUnit = (typeof PromiseUnit)[keyof typeof PromiseUnit]
export const PROMISE_UNITS = Object.values(PromiseUnit)

/** Where a page count came from: read from the PDF, stated by the member, corrected by staff. */
export type PagesFrom = 'pdf' | 'stated' | 'staff'
