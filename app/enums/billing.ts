/**
 * Fixed vocabularies of the membership and billing domain (DESIGN §3),
 * shared by models, validators, seeds and the UI.
 */
export const PlanSlug = { PERSONAL: 'personal', BUSINESS: 'business' } as const
export type PlanSlug = (typeof PlanSlug)[keyof typeof PlanSlug]

/** The admin section (and route-name prefix) where staff edit each plan's details. */
export const PlanSection = {
  [PlanSlug.PERSONAL]: 'personal_plan',
  [PlanSlug.BUSINESS]: 'business_plan',
} as const
export type PlanSection = (typeof PlanSection)[PlanSlug]

export const BillingPeriod = { MONTH: 'month', YEAR: 'year' } as const
export type BillingPeriod = (typeof BillingPeriod)[keyof typeof BillingPeriod]

export const SubscriptionStatus = {
  PENDING_REVIEW: 'pending_review',
  ACTIVE: 'active',
  PAST_DUE: 'past_due',
  SUSPENDED: 'suspended',
  CANCEL_PENDING: 'cancel_pending',
  CANCELLED: 'cancelled',
  REACTIVATION: 'reactivation',
  REJECTED: 'rejected',
} as const
export type SubscriptionStatus = (typeof SubscriptionStatus)[keyof typeof SubscriptionStatus]

/** Memberships that count as the member's "current plans" (SPEC §3). */
export const CURRENT_STATUSES: ReadonlyArray<SubscriptionStatus> = [
  SubscriptionStatus.PENDING_REVIEW,
  SubscriptionStatus.ACTIVE,
  SubscriptionStatus.PAST_DUE,
  SubscriptionStatus.CANCEL_PENDING,
  SubscriptionStatus.REACTIVATION,
]

export const InvoiceStatus = {
  OPEN: 'open',
  PAID: 'paid',
  VOID: 'void',
  UNCOLLECTIBLE: 'uncollectible',
} as const
export type InvoiceStatus = (typeof InvoiceStatus)[keyof typeof InvoiceStatus]

export const PaymentStatus = {
  PENDING: 'pending',
  SUCCESSFUL: 'successful',
  FAILED: 'failed',
  REFUNDED: 'refunded',
} as const
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus]

/** How an attempt is paid: a card, or a PromptPay QR (one-off only, never a renewal: DESIGN §11). */
export const PaymentMethodKind = { CARD: 'card', PROMPTPAY: 'promptpay' } as const
export type PaymentMethodKind = (typeof PaymentMethodKind)[keyof typeof PaymentMethodKind]

export const PaymentGateway = { SANDBOX: 'sandbox', OMISE: 'omise' } as const
export type PaymentGateway = (typeof PaymentGateway)[keyof typeof PaymentGateway]

export const DependantRelation = {
  CHILD: 'child',
  WARD: 'ward',
} as const
export type DependantRelation = (typeof DependantRelation)[keyof typeof DependantRelation]

/** Kinds of service a member can use against the plan's entitlements (SPEC §9). */
export const EntitlementKind = {
  LETTER_OR_CALL: 'letter_or_call',
  DOCUMENT_REVIEW: 'document_review',
  COLLECTION_LETTER: 'collection_letter',
  LEGAL_OPINION: 'legal_opinion',
  RESEARCH_HOURS: 'research_hours',
  SPOKESPERSON: 'spokesperson',
  BUSINESS_REGISTRATION: 'business_registration',
  // Covered without a count (SPEC §1: "unlimited advice", wills, immigration, 24/7 emergency help).
  WILL_OR_POWER_OF_ATTORNEY: 'will_or_power_of_attorney',
  IMMIGRATION_HELP: 'immigration_help',
  EMERGENCY_CALL: 'emergency_call',
  ADVICE: 'advice',
} as const
export type EntitlementKind = (typeof EntitlementKind)[keyof typeof EntitlementKind]
