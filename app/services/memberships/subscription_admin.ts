import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import { InvoiceStatus, SubscriptionStatus as S, type BillingPeriod } from '#enums/billing'
import Invoice from '#models/invoice'
import Subscription from '#models/subscription'
import Price from '#models/price'
import Plan from '#models/plan'
import type User from '#models/user'
import AuditLog from '#models/audit_log'
import lifecycle from '#services/memberships/subscription_lifecycle'
import dashboardStats from '#services/memberships/dashboard_stats'
import { nextNumber } from '#services/platform/number_sequence'
import { contactChannels } from '#services/support_desk/contact_channels'
import { Refusal } from '#exceptions/refusal'
import ApplicationApprovedMail from '#mails/application_approved_mail'
import ApplicationRejectedMail from '#mails/application_rejected_mail'
import { sendCancellationConfirmed } from '#services/billing/notifications'
import { settleEarlierAttempts } from '#services/billing/reconcile'

export type StaffWrite = { actor: User; ip: string | null }

/** The fields an audit entry keeps of a membership before and after a change. */
function snapshot(subscription: Subscription) {
  return {
    status: subscription.status,
    current_period_start: subscription.currentPeriodStart?.toISO() ?? null,
    current_period_end: subscription.currentPeriodEnd?.toISO() ?? null,
    cancel_effective_at: subscription.cancelEffectiveAt?.toISO() ?? null,
  }
}

/**
 * Before staff decide, what the gateway holds for the membership's open
 * invoices is applied (a payment whose record a crash lost shows as paid,
 * and "pay now" after the approval has nothing left to charge). A gateway
 * that cannot be asked does not hold the decision up: every later attempt
 * asks again before charging.
 */
async function settleOpenInvoices(subscription: Subscription) {
  const open = await Invoice.query()
    .where('subscription_id', subscription.id)
    .where('status', InvoiceStatus.OPEN)
  for (const invoice of open) {
    await settleEarlierAttempts(invoice.id).catch((error: unknown) =>
      logger.warn({ err: error, invoiceId: invoice.id }, 'approval: gateway not asked')
    )
  }
  await subscription.refresh()
}

/**
 * Staff decisions on memberships (SPEC §1 review, §2.9 Subscriptions and
 * Delete Subscriptions). Every move goes through the lifecycle service (the
 * state machine of DESIGN §3) and is written to the audit log.
 */
export class SubscriptionAdmin {
  async #audit(action: string, subscription: Subscription, before: object, who: StaffWrite) {
    await AuditLog.record(action, {
      actor: who.actor,
      subject: subscription,
      changes: { before, after: snapshot(subscription) },
      ip: who.ip,
    })
    await dashboardStats.forget()
  }

  /** Approves an application: active from now, the member gets the card details by mail. */
  async approve(subscription: Subscription, who: StaffWrite, at = DateTime.utc()) {
    await settleOpenInvoices(subscription)
    const before = snapshot(subscription)
    await lifecycle.approve(subscription, at)
    await this.#audit('subscription.approved', subscription, before, who)
    await subscription.load('user')
    await subscription.load('plan')
    const member = subscription.user
    const locale = member.locale ?? 'en'
    const channels = await contactChannels()
    await mail.sendLater(
      new ApplicationApprovedMail(
        { email: member.email, name: member.name, locale },
        {
          name: member.name,
          membershipNumber: subscription.membershipNumber,
          plan: (locale === 'th' && subscription.plan.nameTh) || subscription.plan.name,
          validThrough: subscription.currentPeriodEnd!.toISO()!,
          emergencyPhone: channels.emergencyPhone,
        }
      )
    )
    return subscription
  }

  async reject(subscription: Subscription, reason: string, who: StaffWrite) {
    const before = snapshot(subscription)
    await lifecycle.reject(subscription, reason)
    await this.#audit('subscription.rejected', subscription, { ...before, reason }, who)
    await subscription.load('user')
    const member = subscription.user
    await mail.sendLater(
      new ApplicationRejectedMail(
        { email: member.email, name: member.name, locale: member.locale },
        subscription.membershipNumber,
        reason
      )
    )
    return subscription
  }

  /** Suspends a membership whose payment is overdue (the state machine allows it from past_due). */
  async suspend(subscription: Subscription, who: StaffWrite) {
    const before = snapshot(subscription)
    await lifecycle.suspend(subscription)
    await this.#audit('subscription.suspended', subscription, before, who)
    return subscription
  }

  /** Staff bring back a suspended or cancelled membership (DESIGN §10): a new period starts now. */
  async reactivate(subscription: Subscription, who: StaffWrite) {
    const before = snapshot(subscription)
    if (subscription.status === S.SUSPENDED || subscription.status === S.CANCELLED) {
      await lifecycle.requestReactivation(subscription)
    }
    await lifecycle.completeReactivation(subscription)
    await this.#audit('subscription.reactivated', subscription, before, who)
    return subscription
  }

  /**
   * A plan agreed with one member at its own price (custom_created). The
   * price is inactive so it is never offered to anyone else; staff created
   * it, so the membership is approved at once.
   */
  async createCustom(
    member: User,
    input: { planId: number; amountSatang: number; billingPeriod: BillingPeriod },
    who: StaffWrite
  ) {
    const plan = await Plan.findOrFail(input.planId)
    const subscription = await db.transaction(async (trx) => {
      const price = await Price.create(
        {
          planId: plan.id,
          billingPeriod: input.billingPeriod,
          amountSatang: input.amountSatang,
          isActive: false,
        },
        { client: trx }
      )
      const appliedAt = DateTime.utc()
      return Subscription.create(
        {
          userId: member.id,
          planId: plan.id,
          priceId: price.id,
          membershipNumber: await nextNumber(
            'membership',
            appliedAt.setZone('Asia/Bangkok').year,
            trx
          ),
          status: S.PENDING_REVIEW,
          customCreated: true,
          declaredIncarcerated: false,
          appliedAt,
        },
        { client: trx }
      )
    })
    await lifecycle.approve(subscription)
    await AuditLog.record('subscription.custom_created', {
      actor: who.actor,
      subject: subscription,
      changes: {
        before: null,
        after: {
          ...snapshot(subscription),
          user_id: member.id,
          plan: plan.slug,
          amount_satang: input.amountSatang,
          billing_period: input.billingPeriod,
        },
      },
      ip: who.ip,
    })
    await dashboardStats.forget()
    return subscription
  }

  /**
   * Records a written cancellation request received by staff (letter or
   * email, SPEC §1). The lifecycle sets the effective date (30 days, annual
   * minimum); the member's own words are kept.
   */
  async recordCancellation(
    subscription: Subscription,
    input: {
      channel: 'written' | 'email'
      reason: string
      text: string
      /** When the request was received (the notice runs from it); now when not given. */
      requestedAt?: DateTime
    },
    who: StaffWrite
  ) {
    const before = snapshot(subscription)
    await lifecycle.requestCancellation(subscription, {
      channel: input.channel,
      reason: input.reason,
      requestedAt: input.requestedAt,
    })
    subscription.merge({ cancellationChannel: input.channel, cancellationText: input.text })
    await subscription.save()
    await this.#audit('subscription.cancellation_recorded', subscription, before, who)
    // The member gets the written confirmation with the effective date (point 12).
    await sendCancellationConfirmed(subscription)
    return subscription
  }

  /** Undo: the cancellation is withdrawn, allowed only before its effective date. */
  async undoCancellation(subscription: Subscription, who: StaffWrite, now = DateTime.utc()) {
    if (
      subscription.status !== S.CANCEL_PENDING ||
      !subscription.cancelEffectiveAt ||
      subscription.cancelEffectiveAt <= now
    ) {
      throw new Refusal('E_INVALID_TRANSITION', 'errors.refused.transition', { status: 409 })
    }
    const before = {
      ...snapshot(subscription),
      cancellation_reason: subscription.cancellationReason,
      cancellation_text: subscription.cancellationText,
    }
    await lifecycle.withdrawCancellation(subscription)
    subscription.merge({ cancellationChannel: null, cancellationText: null })
    await subscription.save()
    await this.#audit('subscription.cancellation_undone', subscription, before, who)
    return subscription
  }
}

export default new SubscriptionAdmin()
