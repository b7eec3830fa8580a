import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import {
  InvoiceStatus,
  PaymentStatus,
  PlanSlug,
  BillingPeriod,
  SubscriptionStatus as S,
} from '#enums/billing'
import { RoleSlug } from '#enums/role'
import Invoice from '#models/invoice'
import Payment from '#models/payment'
import PaymentMethod from '#models/payment_method'
import PlanAgreement from '#models/plan_agreement'
import Subscription from '#models/subscription'
import type User from '#models/user'
import { InvoiceFactory, priceFor } from '#database/factories/billing_factories'
import { TermsAndConditionFactory } from '#database/factories/content_factories'
import { UserFactory } from '#database/factories/user_factory'
import { CRASH_POSITIONS, SimulatedCrash, type CrashPosition } from '#services/billing/crash_points'
import clock from '#services/billing/clock'
import checkout from '#services/billing/payments/checkout'
import { isRefusal } from '#exceptions/refusal'
import { payNow } from '#services/billing/pay_now'
import reactivation from '#services/billing/reactivation'
import { reconcilePendingPayments } from '#services/billing/reconcile'
import subscriptionAdmin from '#services/memberships/subscription_admin'
import { splitVatInclusive } from '#support/money'
import { createUser, useDatabase } from '#tests/helpers'
import { SUCCESS_CARD, memberWithCard, sandbox } from '#tests/support/billing'

/**
 * A process killed at every named position between a gateway call and our
 * record of it (app/services/billing/crash_points.ts), for every path that
 * charges, then recovered in every way the app has: the reconcile job, the
 * gateway's webhook first, the member trying again (the webhook arriving
 * last), staff approving the application. Whatever the order, each invoice
 * ends with exactly one successful charge at the gateway, one successful
 * payment here, and the card (and, for a sign-up, the accepted terms) on
 * record.
 *
 * "Killed" is simulated in-process: the hook throws SimulatedCrash, every
 * transaction open at that moment rolls back (as a dead connection's does),
 * and the test then drops everything the request held in memory and reads
 * only the database and the gateway again — the state a SIGKILL leaves.
 * tests/functional/billing_worker.spec.ts kills a real worker process at a
 * hook with SIGKILL.
 */
const RETURN_URI = 'http://localhost:3410/settings/payment-methods/processing'

type Recovery = 'reconcile' | 'webhook_first' | 'member_retry' | 'staff_approval'

type Started = { user: User; subscriptionId: number | null; invoiceId: number | null }

type Flow = {
  name: 'checkout' | 'pay_now' | 'reactivation' | 'extra_service'
  recoveries: Recovery[]
  start(): Promise<Started>
  /** The member's action: submit the checkout, press Pay now, reactivate. */
  pay(started: Started): Promise<void>
}

async function tokenFor(number = SUCCESS_CARD) {
  const token = await sandbox().createToken({
    name: 'Somchai Jaidee',
    number,
    securityCode: '123',
    expirationMonth: 11,
    expirationYear: new Date().getUTCFullYear() + 3,
  })
  return token.id
}

async function openInvoice(subscription: Subscription, totalSatang: number, extra = false) {
  const issuedAt = DateTime.utc()
    .minus({ days: extra ? 0 : 2 })
    .startOf('second')
  const { subtotalSatang, vatSatang } = splitVatInclusive(totalSatang)
  return InvoiceFactory.merge({
    userId: subscription.userId,
    subscriptionId: subscription.id,
    issuedAt,
    periodStart: issuedAt,
    // An extra service's invoice covers the moment it was given.
    periodEnd: extra ? issuedAt : issuedAt.plus({ months: 1 }),
    subtotalSatang,
    vatSatang,
    totalSatang,
  }).create()
}

async function memberOwing(status: S, totalSatang: number, extra = false): Promise<Started> {
  const { user, subscription } = await memberWithCard({
    startedAt: DateTime.utc().minus({ months: 2 }),
    subscription: { status },
  })
  const invoice = await openInvoice(subscription, totalSatang, extra)
  return { user, subscriptionId: subscription.id, invoiceId: invoice.id }
}

async function payInvoice(started: Started) {
  const invoice = await Invoice.findOrFail(started.invoiceId)
  await payNow(invoice, { returnUri: RETURN_URI })
}

const FLOWS: Flow[] = [
  {
    name: 'checkout',
    recoveries: ['reconcile', 'webhook_first', 'member_retry', 'staff_approval'],
    async start() {
      const user = await UserFactory.create()
      return { user, subscriptionId: null, invoiceId: null }
    },
    async pay({ user }) {
      const price = await priceFor(PlanSlug.PERSONAL, BillingPeriod.MONTH)
      try {
        await checkout.run(user, {
          priceId: price.id,
          token: await tokenFor(),
          declaredIncarcerated: false,
          termsVersion: '2026.1',
          termsLocale: 'en',
          ip: '192.0.2.7',
        })
      } catch (error) {
        // A second submission after the membership was made lands on the confirmation.
        if (!(isRefusal(error) && error.code === 'already_member')) throw error
      }
    },
  },
  {
    name: 'pay_now',
    recoveries: ['reconcile', 'webhook_first', 'member_retry'],
    start: () => memberOwing(S.PAST_DUE, 79_500),
    pay: payInvoice,
  },
  {
    name: 'reactivation',
    recoveries: ['reconcile', 'webhook_first', 'member_retry'],
    start: () => memberOwing(S.SUSPENDED, 99_000),
    async pay({ subscriptionId }) {
      const subscription = await Subscription.findOrFail(subscriptionId)
      try {
        await reactivation.pay(subscription, RETURN_URI)
      } catch (error) {
        // Already active again: the page says there is nothing to pay.
        if (!isRefusal(error)) throw error
      }
    },
  },
  {
    name: 'extra_service',
    recoveries: ['reconcile', 'webhook_first', 'member_retry'],
    start: () => memberOwing(S.ACTIVE, 150_000, true),
    pay: payInvoice,
  },
]

/** The invoice the attempt was about (a checkout makes its own). */
async function invoiceOf(started: Started) {
  if (started.invoiceId) return Invoice.findOrFail(started.invoiceId)
  return Invoice.query().where('user_id', started.user.id).orderBy('id', 'asc').firstOrFail()
}

/** Successful charges at the gateway made for this invoice, whatever the attempt. */
async function chargesAtGateway(invoice: Invoice) {
  return db
    .from('sandbox_charges')
    .whereLike('idempotency_key', `invoice-${invoice.id}-attempt-%`)
    .where('status', 'successful')
}

/** The gateway delivers (again) every charge.complete event of the invoice's charges. */
async function deliverWebhooks(client: ApiClient, invoice: Invoice) {
  const events = await db
    .from('sandbox_events')
    .join('sandbox_charges', 'sandbox_charges.id', 'sandbox_events.charge_id')
    .whereLike('sandbox_charges.idempotency_key', `invoice-${invoice.id}-attempt-%`)
    .where('sandbox_events.key', 'charge.complete')
    .select('sandbox_events.id')
  for (const event of events) {
    const response = await client
      .post('/webhooks/omise')
      .header('content-type', 'application/json')
      .json({ object: 'event', id: event.id })
    response.assertStatus(200)
    // A webhook never reports a charge it could not place.
    if (!response.body().replay) {
      if (response.body().outcome === 'ignored') throw new Error(`event ${event.id} ignored`)
    }
  }
}

function arm(position: CrashPosition) {
  process.env.BILLING_CRASH_AT = position
}

function disarm() {
  delete process.env.BILLING_CRASH_AT
}

test.group('Billing: a process killed mid-payment (DESIGN §4)', (group) => {
  useDatabase(group)
  group.each.setup(async () => {
    mail.fake()
    await limiter.clear()
    await TermsAndConditionFactory.apply('active').merge({ version: '2026.1' }).create()
    return () => {
      disarm()
      clock.travelBack()
      mail.restore()
    }
  })

  for (const flow of FLOWS) {
    for (const position of CRASH_POSITIONS) {
      for (const recovery of flow.recoveries) {
        test(`[spec 2.7] ${flow.name}: killed at ${position}, recovered by ${recovery} → one charge, card and terms recorded`, async ({
          assert,
          client,
        }) => {
          const started = await flow.start()

          arm(position)
          let crashed: unknown = null
          await flow.pay(started).catch((error) => (crashed = error))
          disarm()
          assert.instanceOf(crashed, SimulatedCrash, `the process did not die at ${position}`)

          // The process is gone; a while later, from the database and the gateway only:
          clock.travel({ minutes: 3 })
          const invoice = await invoiceOf(started)
          switch (recovery) {
            case 'reconcile':
              clock.travel({ minutes: 11 })
              await reconcilePendingPayments()
              break
            case 'webhook_first':
              await deliverWebhooks(client, invoice)
              break
            case 'member_retry':
              await flow.pay(started)
              break
            case 'staff_approval': {
              const staff = await createUser(RoleSlug.ADMIN)
              const subscription = await Subscription.findOrFail(invoice.subscriptionId)
              await subscriptionAdmin.approve(subscription, { actor: staff, ip: null })
              break
            }
          }
          // Whatever is still due, the member pays (after an approval: Pay now).
          await invoice.refresh()
          if (invoice.status === InvoiceStatus.OPEN) {
            if (recovery === 'staff_approval')
              await payInvoice({ ...started, invoiceId: invoice.id })
            else await flow.pay(started)
          }
          // The gateway's webhooks arrive last (and again): they change nothing.
          await deliverWebhooks(client, invoice)
          await deliverWebhooks(client, invoice)
          await reconcilePendingPayments()

          await invoice.refresh()
          assert.equal(invoice.status, InvoiceStatus.PAID)
          const charges = await chargesAtGateway(invoice)
          assert.lengthOf(charges, 1, 'successful charges at the gateway for the invoice')
          const payments = await Payment.query().where('invoice_id', invoice.id)
          const successful = payments.filter((row) => row.status === PaymentStatus.SUCCESSFUL)
          assert.lengthOf(successful, 1, 'successful payments for the invoice')
          assert.equal(successful[0].gatewayChargeId, charges[0].id)
          assert.notExists(payments.find((row) => row.status === PaymentStatus.PENDING))
          // The card charged is on record as the member's, and renewals will use it.
          const method = await PaymentMethod.findOrFail(successful[0].paymentMethodId)
          assert.equal(method.userId, started.user.id)
          assert.equal(method.gatewayCardId, charges[0].card_id)
          assert.isTrue(method.isDefault)
          if (flow.name === 'checkout') {
            const subscription = await Subscription.findOrFail(invoice.subscriptionId)
            assert.equal(subscription.gatewayCustomerId, charges[0].customer_id)
            const agreements = await PlanAgreement.query().where('subscription_id', subscription.id)
            assert.lengthOf(agreements, 1)
            assert.equal(agreements[0].termsVersion, '2026.1')
            assert.equal(agreements[0].acceptedIp, '192.0.2.7')
            if (recovery === 'staff_approval') assert.equal(subscription.status, S.ACTIVE)
          }
        })
      }
    }
  }
})

test.group('Billing: charges the app never recorded (DESIGN §4)', (group) => {
  useDatabase(group)
  group.each.setup(async () => {
    mail.fake()
    await limiter.clear()
    return () => {
      clock.travelBack()
      mail.restore()
    }
  })

  test('[spec 2.8] an attempt closed as not_charged although the gateway charged it: Pay now settles it and charges nothing', async ({
    assert,
  }) => {
    const started = await memberOwing(S.PAST_DUE, 79_500)
    const invoice = await Invoice.findOrFail(started.invoiceId)
    const method = await PaymentMethod.findByOrFail('user_id', started.user.id)
    // What an earlier reconcile left: the gateway holds the charge, our record says never charged.
    const closed = await Payment.create({
      invoiceId: invoice.id,
      paymentMethodId: null,
      gateway: 'sandbox',
      amountSatang: invoice.totalSatang,
      currency: 'THB',
      status: PaymentStatus.FAILED,
      failureCode: 'not_charged',
      idempotencyKey: `invoice-${invoice.id}-attempt-2`,
      initiator: 'customer',
    })
    const charge = await sandbox().charge({
      customerId: method.gatewayCustomerId,
      cardId: method.gatewayCardId,
      amountSatang: invoice.totalSatang,
      currency: 'THB',
      idempotencyKey: closed.idempotencyKey,
      description: invoice.number,
      initiator: 'merchant',
    })
    await invoice.merge({ attemptCount: 2 }).save()

    const outcome = await payNow(invoice, { returnUri: RETURN_URI })
    assert.equal(outcome.status, 'paid')
    await closed.refresh()
    await invoice.refresh()
    assert.equal(closed.status, PaymentStatus.SUCCESSFUL)
    assert.equal(closed.gatewayChargeId, charge.id)
    assert.equal(invoice.status, InvoiceStatus.PAID)
    assert.lengthOf(await chargesAtGateway(invoice), 1)
    assert.lengthOf(await Payment.query().where('invoice_id', invoice.id), 1)
  })

  test('[spec 2.8] Pay now killed after the charge: the processing page finds the charge by key and shows it paid', async ({
    assert,
    client,
  }) => {
    const started = await memberOwing(S.PAST_DUE, 79_500)
    process.env.BILLING_CRASH_AT = 'after_charge'
    await assert.rejects(() => payInvoice(started))
    delete process.env.BILLING_CRASH_AT
    const page = await client
      .get(`/settings/payment-methods/invoices/${started.invoiceId}/processing`)
      .withInertia()
      .loginAs(started.user)
    page.assertInertiaComponent('Settings/PaymentProcessing')
    assert.equal(page.inertiaProps.state, 'successful')
    const invoice = await Invoice.findOrFail(started.invoiceId)
    assert.equal(invoice.status, InvoiceStatus.PAID)
    assert.lengthOf(await chargesAtGateway(invoice), 1)
  })

  test('[spec 2.7] a webhook for a charge with no recorded attempt settles the open invoice its metadata names', async ({
    assert,
    client,
  }) => {
    const started = await memberOwing(S.PAST_DUE, 79_500)
    const invoice = await Invoice.findOrFail(started.invoiceId)
    const method = await PaymentMethod.findByOrFail('user_id', started.user.id)
    const charge = await sandbox().charge({
      customerId: method.gatewayCustomerId,
      cardId: method.gatewayCardId,
      amountSatang: invoice.totalSatang,
      currency: 'THB',
      idempotencyKey: `invoice-${invoice.id}-attempt-9`,
      description: invoice.number,
      initiator: 'merchant',
      metadata: { invoice_number: invoice.number },
    })
    const eventId = await sandbox().lastEventOf(charge.id)
    const response = await client
      .post('/webhooks/omise')
      .header('content-type', 'application/json')
      .json({ object: 'event', id: eventId })
    response.assertStatus(200)
    assert.equal(response.body().outcome, 'successful')
    await invoice.refresh()
    assert.equal(invoice.status, InvoiceStatus.PAID)
    const payment = await Payment.findByOrFail('invoice_id', invoice.id)
    assert.equal(payment.gatewayChargeId, charge.id)
    assert.equal(payment.status, PaymentStatus.SUCCESSFUL)

    // A charge naming an invoice with another amount is not ours to settle.
    const other = await memberOwing(S.PAST_DUE, 99_000)
    const otherInvoice = await Invoice.findOrFail(other.invoiceId)
    const otherMethod = await PaymentMethod.findByOrFail('user_id', other.user.id)
    const stray = await sandbox().charge({
      customerId: otherMethod.gatewayCustomerId,
      cardId: otherMethod.gatewayCardId,
      amountSatang: 50_000,
      currency: 'THB',
      idempotencyKey: 'elsewhere-1',
      description: 'x',
      initiator: 'merchant',
      metadata: { invoice_number: otherInvoice.number },
    })
    const strayResponse = await client
      .post('/webhooks/omise')
      .header('content-type', 'application/json')
      .json({ object: 'event', id: await sandbox().lastEventOf(stray.id) })
    assert.equal(strayResponse.body().outcome, 'ignored')
    await otherInvoice.refresh()
    assert.equal(otherInvoice.status, InvoiceStatus.OPEN)
  })
})
