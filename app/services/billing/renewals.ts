import db from '@adonisjs/lucid/services/db'
import { BillingPeriod, InvoiceStatus, SubscriptionStatus as S } from '#enums/billing'
import Invoice from '#models/invoice'
import Subscription from '#models/subscription'
import invoiceService from '#services/billing/invoice_service'
import { sqlTime } from '#support/columns'
import clock from '#services/billing/clock'
import { attemptCharge, type AttemptOutcome } from '#services/billing/charges'
import { sendRenewalReminder } from '#services/billing/notifications'
import { applyDuePlanChange } from '#services/memberships/plan_change'
import { endPartnerSessionsOf } from '#services/memberships/partner_login'

/**
 * Renewals (DESIGN §4, §7, §10).
 *
 * Who renews how:
 * - active memberships whose period ended: next invoice, merchant-initiated
 *   charge on the default card;
 * - free members (users.is_free_member): the period moves on, no invoice,
 *   no charge;
 * - members billed outside Lexpat (users.is_omise_user, DESIGN §10) and
 *   staff-made memberships (custom_created: their terms are arranged by
 *   staff): never touched by the engine;
 * - cancel_pending: a renewal date inside the notice window is not charged
 *   (the period runs on to cancel_effective_at); the membership ends,
 *   uncharged, at cancel_effective_at;
 * - past_due: handled by the dunning retries, suspended/cancelled: nothing.
 *
 * Every function is safe to run twice: the second run finds nothing to do.
 */

const RENEWABLE = [S.ACTIVE]

function periodAfter(end: import('luxon').DateTime, period: BillingPeriod) {
  return period === BillingPeriod.YEAR ? end.plus({ years: 1 }) : end.plus({ months: 1 })
}

/** Memberships the engine bills: not staff-made, not billed outside Lexpat. */
function engineManaged() {
  return Subscription.query()
    .where('custom_created', false)
    .whereHas('user', (user) => {
      user.where('is_omise_user', false)
    })
}

/** Ids of the memberships whose period has ended and that renew now. */
export async function dueRenewals(): Promise<number[]> {
  const now = sqlTime(clock.now(), db.connection().dialect.name)
  const rows = await engineManaged()
    .whereIn('status', RENEWABLE)
    .whereNotNull('current_period_end')
    .where('current_period_end', '<=', now)
    .orderBy('current_period_end', 'asc')
    .select('id')
  return rows.map((row) => row.id)
}

export type RenewalOutcome =
  AttemptOutcome | { status: 'free' | 'not_due' | 'not_renewable'; reason?: string }

/**
 * Renews one membership if its period has ended: issues (or finds) the
 * invoice of the next period and charges it. Keyed by the membership and
 * its period: running it twice issues one invoice and charges once.
 */
export async function renewMembership(subscriptionId: number): Promise<RenewalOutcome> {
  const now = clock.now()
  const subscription = await Subscription.query()
    .where('id', subscriptionId)
    .preload('price')
    .preload('user')
    .first()
  if (!subscription || !subscription.currentPeriodEnd) return { status: 'not_renewable' }
  if (!RENEWABLE.includes(subscription.status as typeof S.ACTIVE)) {
    return { status: 'not_renewable', reason: subscription.status }
  }
  if (subscription.customCreated || subscription.user.isOmiseUser) {
    return { status: 'not_renewable', reason: 'managed outside the engine' }
  }
  const start = subscription.currentPeriodEnd
  if (start > now) return { status: 'not_due' }
  // A plan change the member asked for with 30 days' notice starts with this period.
  await applyDuePlanChange(subscription, start)
  const end = periodAfter(start, subscription.price.billingPeriod)

  if (subscription.user.isFreeMember) {
    await Subscription.query()
      .where('id', subscription.id)
      .where('current_period_end', sqlTime(start, db.connection().dialect.name))
      .update({
        current_period_start: sqlTime(start, db.connection().dialect.name),
        current_period_end: sqlTime(end, db.connection().dialect.name),
      })
    return { status: 'free' }
  }

  const invoice = await issueOnce(subscription, start, end)
  if (invoice.status === InvoiceStatus.PAID) {
    return { status: 'skipped', reason: 'invoice already paid' }
  }
  return attemptCharge(invoice.id, { initiator: 'merchant', onlyWhenDue: true })
}

/** The period's invoice; a concurrent issue of the same period returns the winner's row. */
async function issueOnce(
  subscription: Subscription,
  start: import('luxon').DateTime,
  end: import('luxon').DateTime
) {
  try {
    return await invoiceService.issue(subscription, { start, end }, clock.now())
  } catch (error) {
    const existing = await Invoice.query()
      .where('subscription_id', subscription.id)
      .where('period_start', sqlTime(start, db.connection().dialect.name))
      .first()
    if (existing) return existing
    throw error
  }
}

/** Open renewal invoices whose next retry is due (memberships active or past_due). */
export async function dueRetries(): Promise<number[]> {
  const now = sqlTime(clock.now(), db.connection().dialect.name)
  const rows = await Invoice.query()
    .where('status', InvoiceStatus.OPEN)
    .whereNotNull('next_attempt_at')
    .where('next_attempt_at', '<=', now)
    .whereHas('subscription', (query) => {
      query.whereIn('status', [S.ACTIVE, S.PAST_DUE])
    })
    .orderBy('next_attempt_at', 'asc')
    .select('id')
  return rows.map((row) => row.id)
}

/** One dunning retry (merchant-initiated); nothing when it is not due. */
export async function retryInvoice(invoiceId: number) {
  return attemptCharge(invoiceId, { initiator: 'merchant', onlyWhenDue: true })
}

/** The reminder is sent this many days before an annual renewal. */
export const ANNUAL_REMINDER_DAYS = 7

/**
 * Annual members hear about their renewal 7 days before it, once per
 * renewal: the period end reminded about is recorded with a conditional
 * update, and only the process whose update wins sends the mail.
 */
export async function sendDueReminders(): Promise<number> {
  const now = clock.now()
  const dialect = db.connection().dialect.name
  const due = await engineManaged()
    .where('status', S.ACTIVE)
    .whereHas('price', (price) => {
      price.where('billing_period', BillingPeriod.YEAR)
    })
    .whereHas('user', (user) => {
      user.where('is_free_member', false)
    })
    .where('current_period_end', '>', sqlTime(now, dialect))
    .where('current_period_end', '<=', sqlTime(now.plus({ days: ANNUAL_REMINDER_DAYS }), dialect))
  let sent = 0
  for (const subscription of due) {
    const end = subscription.currentPeriodEnd!
    if (subscription.renewalReminderSentFor && +subscription.renewalReminderSentFor === +end) {
      continue
    }
    const claimed = await Subscription.query()
      .where('id', subscription.id)
      .where((query) => {
        query
          .whereNull('renewal_reminder_sent_for')
          .orWhere('renewal_reminder_sent_for', '<>', sqlTime(end, dialect))
      })
      .update({ renewal_reminder_sent_for: sqlTime(end, dialect) })
    if (Number(Array.isArray(claimed) ? claimed[0] : claimed) !== 1) continue
    await sendRenewalReminder(subscription.id, end)
    sent++
  }
  return sent
}

/**
 * cancel_pending memberships: those whose cancellation is due end now, with
 * no charge; those whose renewal date falls inside the notice window run on
 * to the cancellation date, uncharged (DESIGN §10).
 */
export async function settleCancellations(): Promise<{ ended: number; extended: number }> {
  const now = clock.now()
  const dialect = db.connection().dialect.name
  const at = sqlTime(now, dialect)
  const due = () =>
    Subscription.query()
      .where('status', S.CANCEL_PENDING)
      .whereNotNull('cancel_effective_at')
      .where('cancel_effective_at', '<=', at)
  const ending = await due().select('id')
  const endingIds = ending.map((row) => row.id)
  const ended = endingIds.length
    ? await due()
        .whereIn('id', endingIds)
        .update({
          status: S.CANCELLED,
          cancelled_at: at,
          current_period_end: db.raw('cancel_effective_at'),
        })
    : 0
  // The partners of memberships that have ended are signed out (DESIGN §11).
  await endPartnerSessionsOf(endingIds)
  const inWindow = await Subscription.query()
    .where('status', S.CANCEL_PENDING)
    .whereNotNull('current_period_end')
    .where('current_period_end', '<=', at)
    .where('cancel_effective_at', '>', at)
  for (const subscription of inWindow) {
    await Subscription.query()
      .where('id', subscription.id)
      .where('current_period_end', sqlTime(subscription.currentPeriodEnd!, dialect))
      .update({
        current_period_start: sqlTime(subscription.currentPeriodEnd!, dialect),
        current_period_end: sqlTime(subscription.cancelEffectiveAt!, dialect),
      })
  }
  const count = (value: unknown) => Number(Array.isArray(value) ? value[0] : value)
  return { ended: count(ended), extended: inWindow.length }
}

/**
 * Everything that is due at the clock's time, in this process: what the
 * scheduled sweep job does through the queue (one job per membership and
 * per invoice), inline. Tests and `node ace billing:run` use it.
 */
export async function runDueBilling() {
  const cancellations = await settleCancellations()
  const reminders = await sendDueReminders()
  const renewals: RenewalOutcome[] = []
  for (const id of await dueRenewals()) renewals.push(await renewMembership(id))
  const retries: AttemptOutcome[] = []
  for (const id of await dueRetries()) retries.push(await retryInvoice(id))
  return { cancellations, reminders, renewals, retries }
}
