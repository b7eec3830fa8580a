/**
 * Fixed vocabularies of the membership and billing domain (DESIGN §3),
 * shared by models, validators, seeds and the UI.
 */

import { vocabulary, type ValueOf } from '#enums/vocabulary'

export const PlanSlug = vocabulary(['personal', 'business'])
export type PlanSlug = ValueOf<typeof PlanSlug>

/** The admin section (and route-name prefix) where staff edit each plan's details. */
export const PlanSection = {
  [PlanSlug.PERSONAL]: 'personal_plan',
  [PlanSlug.BUSINESS]: 'business_plan',
} as const
export type PlanSection = (typeof PlanSection)[PlanSlug]

export const BillingPeriod = vocabulary(['month', 'year'])
export type BillingPeriod = ValueOf<typeof BillingPeriod>

export const SubscriptionStatus = vocabulary([
  'pending_review',
  'active',
  'past_due',
  'suspended',
  'cancel_pending',
  'cancelled',
  'reactivation',
  'rejected',
])
export type SubscriptionStatus = ValueOf<typeof SubscriptionStatus>

/** Memberships that count as the member's "current plans" (SPEC §3). */
export const CURRENT_STATUSES: ReadonlyArray<SubscriptionStatus> = [
  SubscriptionStatus.PENDING_REVIEW,
  SubscriptionStatus.ACTIVE,
  SubscriptionStatus.PAST_DUE,
  SubscriptionStatus.CANCEL_PENDING,
  SubscriptionStatus.REACTIVATION,
]

export const InvoiceStatus = vocabulary(['open', 'paid', 'void', 'uncollectible'])
export type InvoiceStatus = ValueOf<typeof InvoiceStatus>

export const PaymentStatus = vocabulary(['pending', 'successful', 'failed', 'refunded'])
export type PaymentStatus = ValueOf<typeof PaymentStatus>

/** How an attempt is paid: a card, or a PromptPay QR (one-off only, never a renewal: DESIGN §11). */
export const PaymentMethodKind = vocabulary(['card', 'promptpay'])
export type PaymentMethodKind = ValueOf<typeof PaymentMethodKind>

export const PaymentGateway = vocabulary(['sandbox', 'omise'])
export type PaymentGateway = ValueOf<typeof PaymentGateway>

export const DependantRelation = vocabulary(['child', 'ward'])
export type DependantRelation = ValueOf<typeof DependantRelation>

/** Kinds of service a member can use against the plan's entitlements (SPEC §9). */
export const EntitlementKind = vocabulary([
  'letter_or_call',
  'document_review',
  'collection_letter',
  'legal_opinion',
  'research_hours',
  'spokesperson',
  'business_registration',
  // Covered without a count (SPEC §1: "unlimited advice", wills, immigration, 24/7 emergency help).
  'will_or_power_of_attorney',
  'immigration_help',
  'emergency_call',
  'advice',
])
export type EntitlementKind = ValueOf<typeof EntitlementKind>
