import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import {
  CURRENT_STATUSES,
  SubscriptionStatus as S,
  type SubscriptionStatus,
  BillingPeriod,
} from '#enums/billing'
import { endPartnerSessionsOf } from '#services/memberships/partner_login'
import Subscription from '#models/subscription'
import { sqlTime } from '#support/columns'
import { Refusal } from '#exceptions/refusal'

/**
 * The membership state machine of DESIGN §3:
 *
 *   pending_review → active | rejected
 *   active → past_due → active | suspended
 *   active → cancel_pending → cancelled   (cancel_pending → active: withdrawn)
 *   cancelled | suspended → reactivation → active
 *
 * Any other move is refused (E_INVALID_TRANSITION, 409) and changes nothing.
 */
export const TRANSITIONS: Readonly<Record<SubscriptionStatus, ReadonlyArray<SubscriptionStatus>>> =
  {
    [S.PENDING_REVIEW]: [S.ACTIVE, S.REJECTED],
    [S.ACTIVE]: [S.PAST_DUE, S.CANCEL_PENDING],
    [S.PAST_DUE]: [S.ACTIVE, S.SUSPENDED],
    [S.CANCEL_PENDING]: [S.CANCELLED, S.ACTIVE],
    [S.CANCELLED]: [S.REACTIVATION],
    [S.SUSPENDED]: [S.REACTIVATION],
    [S.REACTIVATION]: [S.ACTIVE],
    [S.REJECTED]: [],
  }

export function canTransition(from: SubscriptionStatus, to: SubscriptionStatus): boolean {
  return TRANSITIONS[from]?.includes(to) ?? false
}

/** Notice between a written cancellation request and its effect (SPEC §1, §9). */
export const CANCELLATION_NOTICE_DAYS = 30
/** An annual membership cannot end before this many months (SPEC §1, §9). */
export const ANNUAL_MINIMUM_MONTHS = 12

export type CancellationRequest = {
  /** Cancellation must be in writing: a written request, email or letter. */
  channel: 'written' | 'email' | 'phone'
  reason?: string | null
  requestedAt?: DateTime
}

function periodEnd(start: DateTime, period: BillingPeriod) {
  return period === BillingPeriod.YEAR ? start.plus({ years: 1 }) : start.plus({ months: 1 })
}

/** SPEC §1: no membership is activated for someone currently incarcerated. */
const incarcerated = () => new Refusal('E_NOT_ELIGIBLE', 'errors.refused.incarcerated')

export class SubscriptionLifecycle {
  /**
   * Moves a membership to `to`, applying `changes` in the same save. The row
   * is re-read inside a transaction, so a concurrent change cannot be
   * overwritten with a stale status.
   */
  async transition(
    subscription: Subscription,
    to: SubscriptionStatus,
    changes: Partial<Subscription> = {}
  ) {
    await db.transaction(async (trx) => {
      const fresh = await Subscription.query({ client: trx })
        .where('id', subscription.id)
        // SQLite serializes writers already; PostgreSQL needs the row lock.
        .if(trx.dialect.name === 'postgres', (query) => query.forUpdate())
        .firstOrFail()
      if (!canTransition(fresh.status, to)) {
        throw new Refusal('E_INVALID_TRANSITION', 'errors.refused.transition', {
          status: 409,
          data: { from: fresh.status, to },
        })
      }
      fresh.merge({ ...changes, status: to })
      await fresh.save()
    })
    await subscription.refresh()
    // A membership that has ended ends its partner's sessions too (DESIGN §11).
    if (!CURRENT_STATUSES.includes(to)) await endPartnerSessionsOf([subscription.id])
    return subscription
  }

  /** Staff approve an application: the membership starts now. */
  async approve(subscription: Subscription, at: DateTime = DateTime.utc()) {
    if (subscription.declaredIncarcerated) throw incarcerated()
    await subscription.load('price')
    const start = at.toUTC()
    return this.transition(subscription, S.ACTIVE, {
      startedAt: start,
      currentPeriodStart: start,
      currentPeriodEnd: periodEnd(start, subscription.price.billingPeriod),
    })
  }

  async reject(subscription: Subscription, reason: string) {
    return this.transition(subscription, S.REJECTED, { rejectionReason: reason })
  }

  /** A renewal charge failed. */
  async markPastDue(subscription: Subscription) {
    return this.transition(subscription, S.PAST_DUE)
  }

  /** A renewal charge succeeded: the next period starts where the last ended. */
  async renew(subscription: Subscription) {
    await subscription.load('price')
    const start = (subscription.currentPeriodEnd ?? DateTime.utc()).toUTC()
    const changes = {
      currentPeriodStart: start,
      currentPeriodEnd: periodEnd(start, subscription.price.billingPeriod),
    }
    if (subscription.status === S.ACTIVE) {
      subscription.merge(changes)
      await subscription.save()
      return subscription
    }
    return this.transition(subscription, S.ACTIVE, changes)
  }

  async suspend(subscription: Subscription, at: DateTime = DateTime.utc()) {
    return this.transition(subscription, S.SUSPENDED, { suspendedAt: at.toUTC() })
  }

  /**
   * When a cancellation requested at `requestedAt` takes effect: 30 days
   * later, but never before the first 12 months of an annual membership.
   */
  async cancellationEffectiveAt(
    subscription: Subscription,
    requestedAt: DateTime
  ): Promise<DateTime> {
    const afterNotice = requestedAt.toUTC().plus({ days: CANCELLATION_NOTICE_DAYS })
    if (!(await subscription.isAnnual()) || !subscription.startedAt) {
      return afterNotice
    }
    const minimumEnd = subscription.startedAt.toUTC().plus({ months: ANNUAL_MINIMUM_MONTHS })
    return afterNotice < minimumEnd ? minimumEnd : afterNotice
  }

  /**
   * Records a cancellation request. It must be in writing (a written request
   * or an email); a phone call alone is refused, as SPEC §1 says.
   */
  async requestCancellation(subscription: Subscription, request: CancellationRequest) {
    if (request.channel === 'phone') {
      throw new Refusal('E_CANCELLATION_NOT_ALLOWED', 'errors.refused.cancellation_in_writing')
    }
    const requestedAt = (request.requestedAt ?? DateTime.utc()).toUTC()
    const effectiveAt = await this.cancellationEffectiveAt(subscription, requestedAt)
    return this.transition(subscription, S.CANCEL_PENDING, {
      cancelRequestedAt: requestedAt,
      cancelEffectiveAt: effectiveAt,
      cancellationReason: request.reason ?? null,
    })
  }

  /**
   * The member changed their mind before the cancellation took effect. Every
   * trace of the request goes with it, whichever way it came (the member's
   * own signed request, or a letter, email or phone call confirmed in
   * writing that staff recorded): its channel and words too.
   */
  async withdrawCancellation(subscription: Subscription) {
    return this.transition(subscription, S.ACTIVE, {
      cancelRequestedAt: null,
      cancelEffectiveAt: null,
      cancellationReason: null,
      cancellationChannel: null,
      cancellationText: null,
    })
  }

  /** Ends every membership whose cancellation is due at `now`. */
  async completeDueCancellations(now: DateTime = DateTime.utc()) {
    const due = await Subscription.query()
      .where('status', S.CANCEL_PENDING)
      .where('cancel_effective_at', '<=', sqlTime(now, db.connection().dialect.name))
    for (const subscription of due) {
      await this.transition(subscription, S.CANCELLED, { cancelledAt: now.toUTC() })
    }
    return due.length
  }

  /** A cancelled or suspended member asks to come back (SPEC §1: via member services). */
  async requestReactivation(subscription: Subscription) {
    if (subscription.declaredIncarcerated) throw incarcerated()
    return this.transition(subscription, S.REACTIVATION)
  }

  /** Reactivation confirmed (paid or approved): a new period starts now. */
  async completeReactivation(subscription: Subscription, at: DateTime = DateTime.utc()) {
    await subscription.load('price')
    const start = at.toUTC()
    return this.transition(subscription, S.ACTIVE, {
      currentPeriodStart: start,
      currentPeriodEnd: periodEnd(start, subscription.price.billingPeriod),
      cancelRequestedAt: null,
      cancelEffectiveAt: null,
      cancelledAt: null,
      suspendedAt: null,
    })
  }
}

export default new SubscriptionLifecycle()
