import type User from '#models/user'
import type Subscription from '#models/subscription'
import type Invoice from '#models/invoice'
import type AuditLog from '#models/audit_log'
import { roleSlugForId, RoleSlug } from '#enums/role'
import { phoneLinks } from '#support/phone_numbers'

/**
 * Manage Users (SPEC §2.9): the list row and the member view, whitelists
 * of fields, never the models.
 */
/** What an audit entry's changes hold once stored (JSON). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

export type MembershipSummary = { number: string; status: string; plan: string | null }

export function toUserRow(user: User, membership: MembershipSummary | null = null) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: roleSlugForId(user.roleId) ?? RoleSlug.USER,
    is_free_member: user.isFreeMember,
    verified: user.emailVerifiedAt !== null,
    disabled: user.disabledAt !== null,
    deleted: user.deletedAt !== null,
    membership,
    country: user.country,
    phone_needs_review: user.phoneNeedsReview,
    country_needs_review: user.countryNeedsReview,
    created_at: user.createdAt.toISO()!,
  }
}

export type UserRow = ReturnType<typeof toUserRow>

export function toUserDetail(user: User) {
  return {
    ...toUserRow(user),
    phone: user.phone,
    /** `tel:` and WhatsApp links to the E.164 number; null for a value that is no number. */
    phone_links: phoneLinks(user.phone),
    nationality: user.nationality,
    locale: user.locale,
    date_of_birth: user.dateOfBirth?.toISODate() ?? null,
    is_omise_user: user.isOmiseUser,
    email_verified_at: user.emailVerifiedAt?.toISO() ?? null,
    disabled_at: user.disabledAt?.toISO() ?? null,
  }
}

/** A membership with its partner and dependants preloaded. */
export function toAdminMembership(subscription: Subscription) {
  return {
    id: subscription.id,
    number: subscription.membershipNumber,
    plan: subscription.plan.name,
    plan_th: subscription.plan.nameTh,
    status: subscription.status,
    custom_created: subscription.customCreated,
    amount_satang: subscription.price.amountSatang,
    billing_period: subscription.price.billingPeriod,
    applied_at: subscription.appliedAt.toISO()!,
    current_period_end: subscription.currentPeriodEnd?.toISO() ?? null,
    partner: subscription.partner
      ? {
          name: subscription.partner.name,
          email: subscription.partner.email,
          phone: subscription.partner.phone,
          phone_links: phoneLinks(subscription.partner.phone),
          nationality: subscription.partner.nationality,
        }
      : null,
    dependants: subscription.dependants.map((dependant) => ({
      id: dependant.id,
      name: dependant.name,
      relation: dependant.relation,
      date_of_birth: dependant.dateOfBirth.toISODate()!,
    })),
  }
}

/** An invoice with its payments preloaded. */
export function toAdminInvoice(invoice: Invoice) {
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoice.status,
    total_satang: invoice.totalSatang,
    issued_at: invoice.issuedAt.toISO()!,
    paid_at: invoice.paidAt?.toISO() ?? null,
    /** The replacement full tax invoice's number, when this one was replaced. */
    replaced_by: invoice.$preloaded.replacement ? (invoice.replacement?.number ?? null) : null,
    payments: invoice.payments.map((payment) => ({
      id: payment.id,
      gateway: payment.gateway,
      gateway_charge_id: payment.gatewayChargeId,
      status: payment.status,
      amount_satang: payment.amountSatang,
      paid_at: payment.paidAt?.toISO() ?? null,
      refunded_at: payment.refundedAt?.toISO() ?? null,
      created_at: payment.createdAt.toISO()!,
    })),
  }
}

/** One audit-log entry (Users History and a member's trail), the actor preloaded. */
export function toAuditRow(log: AuditLog) {
  return {
    id: log.id,
    action: log.action,
    actor: log.user ? { id: log.user.id, name: log.user.name, email: log.user.email } : null,
    subject_type: log.subjectType,
    subject_id: log.subjectId,
    changes: log.changes as { [key: string]: Json } | null,
    ip: log.ip,
    created_at: log.createdAt.toISO()!,
  }
}

export type AuditRow = ReturnType<typeof toAuditRow>
export type UserDetail = ReturnType<typeof toUserDetail>
export type AdminMembership = ReturnType<typeof toAdminMembership>
export type AdminInvoice = ReturnType<typeof toAdminInvoice>
