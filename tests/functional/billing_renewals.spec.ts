import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import {
  BillingPeriod,
  InvoiceStatus,
  PaymentStatus,
  SubscriptionStatus as S,
} from '#enums/billing'
import Invoice from '#models/invoice'
import Payment from '#models/payment'
import Subscription from '#models/subscription'
import clock from '#services/billing/clock'
import { runDueBilling, renewMembership, dueRenewals } from '#services/billing/renewals'
import { payNow } from '#services/billing/pay_now'
import { reconcilePendingPayments } from '#services/billing/reconcile'
import { sendCancellationConfirmed } from '#services/billing/notifications'
import lifecycle from '#services/memberships/subscription_lifecycle'
import settingsStore from '#services/platform/settings_store'
import {
  CancellationConfirmedMail,
  PaymentFailedMail,
  ReceiptMail,
  RenewalReminderMail,
  SuspendedMail,
} from '#mails/billing_mails'
import { DECLINED_CARD, memberWithCard, successfulCharges, utc } from '#tests/support/billing'
import { useDatabase } from '#tests/helpers'

const numberOf = (invoice: Invoice) => Number(invoice.number.split('-').at(-1))

async function invoicesOf(subscriptionId: number) {
  return Invoice.query().where('subscription_id', subscriptionId).orderBy('period_start', 'asc')
}

test.group('Billing engine: renewals', (group) => {
  useDatabase(group)
  group.each.teardown(() => {
    clock.travelBack()
    mail.restore()
  })

  test('[spec 4] a monthly membership renews 13 times: sequential invoices, 13 receipts', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    const start = utc('2026-01-15T03:00:00')
    const { subscription, customerId } = await memberWithCard({ startedAt: start })
    for (let month = 1; month <= 13; month++) {
      clock.travelTo(start.plus({ months: month, hours: 1 }))
      await runDueBilling()
      // A second sweep at the same moment changes nothing.
      await runDueBilling()
    }
    const invoices = await invoicesOf(subscription.id)
    assert.lengthOf(invoices, 13)
    assert.isTrue(invoices.every((invoice) => invoice.status === InvoiceStatus.PAID))
    for (let i = 1; i < invoices.length; i++) {
      const [previous, current] = [invoices[i - 1], invoices[i]]
      assert.isTrue(+current.periodStart === +previous.periodEnd, 'periods follow each other')
      if (current.number.split('-')[1] === previous.number.split('-')[1]) {
        assert.isAbove(numberOf(current), numberOf(previous))
      }
    }
    await subscription.refresh()
    assert.equal(subscription.status, S.ACTIVE)
    assert.equal(+subscription.currentPeriodEnd!, +start.plus({ months: 14 }))
    assert.equal(await successfulCharges(customerId), 13)
    mails.assertQueuedCount(ReceiptMail, 13)
    const payments = await Payment.query().whereIn(
      'invoice_id',
      invoices.map((invoice) => invoice.id)
    )
    assert.lengthOf(payments, 13)
    assert.isTrue(payments.every((payment) => payment.initiator === 'merchant'))
    assert.isTrue(
      payments.every((payment) => /^invoice-\d+-attempt-1$/.test(payment.idempotencyKey))
    )
  })

  test('[spec 4] an annual membership renews twice in two years with one reminder each', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    const start = utc('2026-03-01T00:00:00')
    const { subscription, customerId } = await memberWithCard({
      startedAt: start,
      period: BillingPeriod.YEAR,
      locale: 'th',
    })
    for (const at of [
      start.plus({ months: 6 }),
      start.plus({ years: 1, days: -6 }),
      start.plus({ years: 1, days: -3 }),
      start.plus({ years: 1, hours: 1 }),
      start.plus({ years: 2, days: -7, hours: 1 }),
      start.plus({ years: 2, days: -1 }),
      start.plus({ years: 2, hours: 1 }),
    ]) {
      clock.travelTo(at)
      await runDueBilling()
    }
    const invoices = await invoicesOf(subscription.id)
    assert.lengthOf(invoices, 2)
    assert.equal(await successfulCharges(customerId), 2)
    mails.assertQueuedCount(RenewalReminderMail, 2)
    mails.assertQueuedCount(ReceiptMail, 2)
    // The member reads Thai: subject and body in Thai, dates in the Buddhist era.
    mails.assertQueued(ReceiptMail, (sent) => {
      sent.build()
      return (sent.message.toJSON().message.subject ?? '').includes('ใบเสร็จรับเงิน')
    })
    await subscription.refresh()
    assert.equal(+subscription.currentPeriodEnd!, +start.plus({ years: 3 }))
  })

  test('[spec 4] a declined renewal: past_due at once, retries on days 1, 3, 5, then suspended', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    const start = utc('2026-01-10T00:00:00')
    const { subscription, customerId } = await memberWithCard({
      startedAt: start,
      card: DECLINED_CARD,
    })
    const due = start.plus({ months: 1 })
    clock.travelTo(due.plus({ minutes: 5 }))
    await runDueBilling()
    await subscription.refresh()
    assert.equal(subscription.status, S.PAST_DUE)
    const [invoice] = await invoicesOf(subscription.id)
    assert.equal(invoice.status, InvoiceStatus.OPEN)
    assert.equal(+invoice.nextAttemptAt!, +invoice.issuedAt.plus({ days: 1 }))
    mails.assertQueuedCount(PaymentFailedMail, 1)

    // Before a retry is due nothing happens; on each retry day one attempt.
    for (const [day, expected] of [
      [0.5, 1],
      [1, 2],
      [2, 2],
      [3, 3],
      [5, 4],
      [9, 4],
    ] as const) {
      clock.travelTo(invoice.issuedAt.plus({ days: day, minutes: 1 }))
      await runDueBilling()
      await runDueBilling()
      const attempts = await Payment.query().where('invoice_id', invoice.id)
      assert.lengthOf(attempts, expected, `attempts after day ${day}`)
    }
    const attempts = await Payment.query().where('invoice_id', invoice.id).orderBy('id')
    assert.deepEqual(
      attempts.map((payment) => payment.status),
      Array(4).fill(PaymentStatus.FAILED)
    )
    assert.deepEqual(
      attempts.map((payment) => payment.idempotencyKey),
      [1, 2, 3, 4].map((n) => `invoice-${invoice.id}-attempt-${n}`)
    )
    await subscription.refresh()
    assert.equal(subscription.status, S.SUSPENDED)
    assert.equal(await successfulCharges(customerId), 0)
    mails.assertQueuedCount(PaymentFailedMail, 4)
    mails.assertQueuedCount(SuspendedMail, 1)
    mails.assertQueued(PaymentFailedMail, (sent) => sent.facts.payUrl.includes(invoice.number))
  })

  test('[spec 4] the retry days come from the dunning_retry_days setting', async ({ assert }) => {
    mail.fake()
    await settingsStore.set('dunning_retry_days', '2')
    const start = utc('2026-02-01T00:00:00')
    const { subscription } = await memberWithCard({ startedAt: start, card: DECLINED_CARD })
    clock.travelTo(start.plus({ months: 1, minutes: 1 }))
    await runDueBilling()
    const [invoice] = await invoicesOf(subscription.id)
    assert.equal(+invoice.nextAttemptAt!, +invoice.issuedAt.plus({ days: 2 }))
    clock.travelTo(invoice.issuedAt.plus({ days: 2, minutes: 1 }))
    await runDueBilling()
    await subscription.refresh()
    assert.equal(subscription.status, S.SUSPENDED)
    await settingsStore.forget()
  })

  test('[spec 4] paying now after a decline makes a past_due membership active again', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    const start = utc('2026-01-10T00:00:00')
    const { subscription, user, customerId } = await memberWithCard({
      startedAt: start,
      card: DECLINED_CARD,
    })
    clock.travelTo(start.plus({ months: 1, minutes: 5 }))
    await runDueBilling()
    await subscription.refresh()
    assert.equal(subscription.status, S.PAST_DUE)

    // The member saves a working card (the settings page does this) and pays now.
    const fresh = await memberWithCard({ startedAt: start })
    await fresh.method.merge({ userId: user.id }).save()
    await fresh.method.refresh()
    const [invoice] = await invoicesOf(subscription.id)
    const outcome = await payNow(invoice, { returnUri: 'http://localhost/settings/invoices' })
    assert.equal(outcome.status, 'paid')
    await subscription.refresh()
    await invoice.refresh()
    assert.equal(subscription.status, S.ACTIVE)
    assert.equal(invoice.status, InvoiceStatus.PAID)
    assert.equal(+subscription.currentPeriodEnd!, +start.plus({ months: 2 }))
    assert.equal(await successfulCharges(customerId), 0)
    mails.assertQueuedCount(ReceiptMail, 1)
    // Paid: no retry is left, and a second pay now charges nothing.
    clock.travelTo(invoice.issuedAt.plus({ days: 1, minutes: 1 }))
    await runDueBilling()
    const second = await payNow(invoice, { returnUri: 'http://localhost/x' })
    assert.equal(second.status, 'skipped')
    assert.lengthOf(await Payment.query().where('invoice_id', invoice.id), 2)
  })

  test('[spec 4] a retry that succeeds brings the membership back to active', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    const start = utc('2026-04-01T00:00:00')
    const { subscription, method, customerId } = await memberWithCard({
      startedAt: start,
      card: DECLINED_CARD,
    })
    clock.travelTo(start.plus({ months: 1, minutes: 5 }))
    await runDueBilling()
    // The member changes the default card before the first retry.
    const replacement = await memberWithCard({ startedAt: start })
    await method.merge({ isDefault: false }).save()
    await replacement.method.merge({ userId: subscription.userId }).save()
    const [invoice] = await invoicesOf(subscription.id)
    clock.travelTo(invoice.issuedAt.plus({ days: 1, minutes: 1 }))
    await runDueBilling()
    await subscription.refresh()
    await invoice.refresh()
    assert.equal(subscription.status, S.ACTIVE)
    assert.equal(invoice.status, InvoiceStatus.PAID)
    assert.equal(await successfulCharges(replacement.customerId), 1)
    assert.equal(await successfulCharges(customerId), 0)
    const mine = (sent: unknown) =>
      (sent as PaymentFailedMail | ReceiptMail).recipient.email === subscription.user.email
    await subscription.load('user')
    assert.lengthOf(
      mails.queued((sent) => sent instanceof ReceiptMail && mine(sent)),
      1
    )
    assert.lengthOf(
      mails.queued((sent) => sent instanceof PaymentFailedMail && mine(sent)),
      1
    )
  })

  test('[spec 4] cancel_pending: no charge inside the notice window, ends on its date', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    const start = utc('2026-01-20T00:00:00')
    const { subscription, customerId } = await memberWithCard({ startedAt: start })
    clock.travelTo(start.plus({ days: 25 }))
    await lifecycle.requestCancellation(subscription, {
      channel: 'written',
      requestedAt: clock.now(),
    })
    await sendCancellationConfirmed(subscription)
    mails.assertQueued(CancellationConfirmedMail)
    await subscription.refresh()
    const effective = subscription.cancelEffectiveAt!
    assert.isTrue(effective > subscription.currentPeriodEnd!)

    clock.travelTo(start.plus({ months: 1, hours: 1 }))
    await runDueBilling()
    await subscription.refresh()
    assert.equal(subscription.status, S.CANCEL_PENDING)
    assert.equal(+subscription.currentPeriodEnd!, +effective)

    clock.travelTo(effective.plus({ minutes: 1 }))
    await runDueBilling()
    await runDueBilling()
    await subscription.refresh()
    assert.equal(subscription.status, S.CANCELLED)
    assert.lengthOf(await invoicesOf(subscription.id), 0)
    assert.equal(await successfulCharges(customerId), 0)
    mails.assertNotQueued(ReceiptMail)
  })

  test('[spec 4] free, outside-billed and staff-made memberships are never charged', async ({
    assert,
  }) => {
    mail.fake()
    const start = utc('2026-01-05T00:00:00')
    const free = await memberWithCard({ startedAt: start, user: { isFreeMember: true } })
    const outside = await memberWithCard({ startedAt: start, user: { isOmiseUser: true } })
    const custom = await memberWithCard({ startedAt: start, state: 'custom_created' })
    clock.travelTo(start.plus({ months: 1, hours: 1 }))
    await runDueBilling()
    for (const member of [free, outside, custom]) {
      assert.lengthOf(await invoicesOf(member.subscription.id), 0)
      assert.equal(await successfulCharges(member.customerId), 0)
    }
    await free.subscription.refresh()
    assert.equal(+free.subscription.currentPeriodEnd!, +start.plus({ months: 2 }))
    await outside.subscription.refresh()
    assert.equal(+outside.subscription.currentPeriodEnd!, +start.plus({ months: 1 }))
    assert.notInclude(await dueRenewals(), custom.subscription.id)
  })

  test('[spec 4] every job run twice changes nothing the second time', async ({ assert }) => {
    const { mails } = mail.fake()
    const start = utc('2026-05-01T00:00:00')
    const { subscription, customerId } = await memberWithCard({ startedAt: start })
    clock.travelTo(start.plus({ months: 1, minutes: 1 }))
    const first = await renewMembership(subscription.id)
    const second = await renewMembership(subscription.id)
    assert.equal(first.status, 'paid')
    assert.equal(second.status, 'not_due')
    assert.lengthOf(await reconcilePendingPayments(), 0)
    assert.equal(await successfulCharges(customerId), 1)
    mails.assertQueuedCount(ReceiptMail, 1)
    const row = await Subscription.findOrFail(subscription.id)
    assert.equal(+row.currentPeriodEnd!, +start.plus({ months: 2 }))
  })

  test('[spec 4] reconcile settles an attempt left pending after the charge', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    const start = utc('2026-06-01T00:00:00')
    const { subscription, customerId, method } = await memberWithCard({ startedAt: start })
    clock.travelTo(start.plus({ months: 1, minutes: 1 }))
    // What a worker killed after the gateway call leaves: a pending attempt, a charge made.
    const { default: invoiceService } = await import('#services/billing/invoice_service')
    await subscription.load('price')
    const invoice = await invoiceService.issue(
      subscription,
      {
        start: subscription.currentPeriodEnd!,
        end: subscription.currentPeriodEnd!.plus({ months: 1 }),
      },
      clock.now()
    )
    await invoice.merge({ attemptCount: 1 }).save()
    const payment = await Payment.create({
      invoiceId: invoice.id,
      paymentMethodId: method.id,
      gateway: 'sandbox',
      amountSatang: invoice.totalSatang,
      currency: 'THB',
      status: PaymentStatus.PENDING,
      idempotencyKey: `invoice-${invoice.id}-attempt-1`,
      initiator: 'merchant',
      createdAt: clock.now(),
    })
    const { sandbox } = await import('#tests/support/billing')
    await sandbox().charge({
      customerId,
      cardId: method.gatewayCardId,
      amountSatang: invoice.totalSatang,
      currency: 'THB',
      idempotencyKey: payment.idempotencyKey,
      description: invoice.number,
      initiator: 'merchant',
    })
    // Reconcile, once the attempt is old enough, settles it.
    assert.lengthOf(await reconcilePendingPayments(), 0)
    clock.travel({ minutes: 11 })
    assert.lengthOf(await reconcilePendingPayments(), 1)
    // The sweep afterwards finds nothing to charge.
    await runDueBilling()
    await invoice.refresh()
    await payment.refresh()
    assert.equal(payment.status, PaymentStatus.SUCCESSFUL)
    assert.equal(invoice.status, InvoiceStatus.PAID)
    assert.equal(await successfulCharges(customerId), 1)
    mails.assertQueuedCount(ReceiptMail, 1)
    await runDueBilling()
    assert.equal(await successfulCharges(customerId), 1)
  })
})
