import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import limiter from '@adonisjs/limiter/services/main'
import { RoleSlug } from '#enums/role'
import { BillingPeriod, PlanSlug, SubscriptionStatus as S } from '#enums/billing'
import { countRows, createUser, useDatabase } from '#tests/helpers'
import { InvoiceFactory, priceFor } from '#database/factories/billing_factories'
import { TermsAndConditionFactory } from '#database/factories/content_factories'
import Invoice from '#models/invoice'
import Payment from '#models/payment'
import Subscription from '#models/subscription'
import { SandboxGateway, SandboxStore } from '#services/billing/payments/sandbox_gateway'
import { useGateway } from '#services/billing/payments/gateway'
import { memberWithCard } from '#tests/support/billing'
import { pdfText, readable } from '#tests/support/documents_pdf'
import { bodyBuffer } from '#tests/support/documents_fixtures'
import db from '@adonisjs/lucid/services/db'
import { endAbandonedApplications, UNPAID_APPLICATION_DAYS } from '#services/billing/promptpay'
import { reconcilePendingPayments } from '#services/billing/reconcile'

let gateway: SandboxGateway

function checkoutForm(priceId: number, method = 'promptpay') {
  return {
    price_id: priceId,
    method,
    not_incarcerated: '1',
    terms: '1',
    terms_version: '2026.1',
    terms_locale: 'en',
  }
}

/** The member's newest PromptPay attempt. */
const latestQr = () =>
  Payment.query().where('method', 'promptpay').orderBy('id', 'desc').firstOrFail()

async function statusOf(client: any, user: any, payment: Payment) {
  const response = await client
    .get(`/payments/${payment.id}/promptpay/status`)
    .loginAs(user)
    .header('accept', 'application/json')
  response.assertStatus(200)
  return response.body() as { state: string; next: string | null }
}

async function stateOf(client: any, user: any, payment: Payment) {
  const { state } = await statusOf(client, user, payment)
  return state
}

/** A member (no card) of a plan with an extra service's open invoice of its own. */
async function memberOwingExtraService(period: BillingPeriod = BillingPeriod.MONTH) {
  const user = await createUser(RoleSlug.USER)
  const price = await priceFor(PlanSlug.PERSONAL, period)
  const now = DateTime.utc().startOf('second')
  const subscription = await Subscription.create({
    status: S.ACTIVE,
    declaredIncarcerated: false,
    membershipNumber: `LX-TEST-${user.id}`,
    userId: user.id,
    planId: price.planId,
    priceId: price.id,
    startedAt: now.minus({ days: 10 }),
    appliedAt: now.minus({ days: 11 }),
    currentPeriodStart: now.minus({ days: 10 }),
    currentPeriodEnd: now.plus({ days: 20 }),
  })
  const invoice = await InvoiceFactory.merge({
    userId: user.id,
    subscriptionId: subscription.id,
    issuedAt: now,
    periodStart: now,
    periodEnd: now,
    subtotalSatang: 140_187,
    vatSatang: 9_813,
    totalSatang: 150_000,
  }).create()
  await db.table('entitlement_usages').insert({
    subscription_id: subscription.id,
    kind: 'legal_opinion',
    quantity: 1,
    used_at: now.toFormat('yyyy-MM-dd HH:mm:ss'),
    created_at: now.toFormat('yyyy-MM-dd HH:mm:ss'),
    invoice_id: invoice.id,
  })
  return { user, subscription, invoice }
}

test.group('PromptPay (DESIGN §11)', (group) => {
  useDatabase(group)
  group.each.setup(async () => {
    await limiter.clear()
    await TermsAndConditionFactory.apply('active')
      .merge({ version: '2026.1', title: 'Membership Terms' })
      .create()
    gateway = new SandboxGateway(new SandboxStore())
    useGateway(gateway)
    return () => useGateway(null)
  })

  test('[spec 2.7] an annual plan paid by PromptPay at checkout: QR page, simulated bank, one payment; a duplicate webhook changes nothing', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const price = await priceFor(PlanSlug.PERSONAL, BillingPeriod.YEAR)
    const response = await client
      .post('/get-started/payment')
      .withCsrfToken()
      .loginAs(user)
      .form(checkoutForm(price.id))
      .redirects(0)
    const payment = await latestQr()
    response.assertHeader('location', `/payments/${payment.id}/promptpay`)
    assert.equal(await countRows('payment_methods'), 0)
    const subscription = await Subscription.query().where('user_id', user.id).firstOrFail()
    assert.equal(subscription.status, S.PENDING_REVIEW)

    const page = await client.get(`/payments/${payment.id}/promptpay`).loginAs(user).withInertia()
    page.assertInertiaComponent('Payments/PromptPay')
    const props = page.inertiaProps as any
    assert.equal(props.state, 'waiting')
    assert.match(props.payment.qrImageUri, /^data:image\/svg\+xml;base64,/)
    assert.isString(props.payment.expiresAtText)
    assert.equal(props.payment.amountSatang, price.amountSatang)
    assert.equal(props.simulate, payment.gatewayChargeId)
    assert.equal(await stateOf(client, user, payment), 'waiting')
    // The checkout's payment step now leads back to the QR.
    const again = await client.get('/get-started/payment').loginAs(user).redirects(0)
    again.assertHeader('location', `/payments/${payment.id}/promptpay`)

    // The simulated bank pays; its event goes through the webhook's settlement code.
    await client
      .post(`/sandbox/promptpay/${payment.gatewayChargeId}/paid`)
      .withCsrfToken()
      .loginAs(user)
    const status = await statusOf(client, user, payment)
    assert.deepEqual(status, { state: 'paid', next: '/get-started/confirmation' })
    const eventId = await gateway.lastEventOf(payment.gatewayChargeId!)
    const duplicate = await client.post('/webhooks/omise').json({ object: 'event', id: eventId })
    assert.isTrue((duplicate.body() as any).replay)
    assert.equal(await countRows('payments', { status: 'successful' }), 1)
    assert.equal(await countRows('invoices', { status: 'paid' }), 1)
    await subscription.refresh()
    assert.equal(subscription.status, S.PENDING_REVIEW)
  }).timeout(120_000)

  test('[spec 2.7] a monthly plan refuses PromptPay with the reason: renewals need a card; nothing is stored', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const price = await priceFor(PlanSlug.PERSONAL, BillingPeriod.MONTH)
    const response = await client
      .post('/get-started/payment')
      .withCsrfToken()
      .withInertia()
      .loginAs(user)
      .header('referer', '/get-started/payment')
      .form(checkoutForm(price.id))
      .redirects(0)
    response.assertStatus(302)
    assert.deepEqual((response.flashMessages() as any).inputErrorsBag?.method, [
      'Monthly memberships renew on a saved card, so PromptPay cannot pay this. Please pay by card, or choose an annual plan.',
    ])
    assert.equal(await countRows('subscriptions'), 0)
    assert.equal(await countRows('payments'), 0)
  })

  test('[spec 2.7] an expired QR at checkout keeps the application; a renewed QR pays it; the expired one can never settle it again', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const annual = await priceFor(PlanSlug.PERSONAL, BillingPeriod.YEAR)
    await client
      .post('/get-started/payment')
      .withCsrfToken()
      .loginAs(user)
      .form(checkoutForm(annual.id))
    const first = await latestQr()
    await client.post(`/sandbox/promptpay/${first.gatewayChargeId}/expired`).withCsrfToken()
    assert.equal(await stateOf(client, user, first), 'expired')
    const subscription = await Subscription.query().where('user_id', user.id).firstOrFail()
    assert.equal(subscription.status, S.PENDING_REVIEW)
    const invoice = await Invoice.query().where('subscription_id', subscription.id).firstOrFail()
    assert.equal(invoice.status, 'open')

    // Paid after expiry: the bank refuses an expired QR; a late webhook changes nothing.
    await client.post(`/sandbox/promptpay/${first.gatewayChargeId}/paid`).withCsrfToken()
    const late = await gateway.lastEventOf(first.gatewayChargeId!)
    await db.from('gateway_webhook_events').delete()
    const lateHook = await client.post('/webhooks/omise').json({ object: 'event', id: late })
    assert.equal((lateHook.body() as any).outcome, 'unchanged')
    await invoice.refresh()
    assert.equal(invoice.status, 'open')

    const renew = await client
      .post(`/payments/${first.id}/promptpay/renew`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    const second = await latestQr()
    assert.notEqual(second.id, first.id)
    assert.notEqual(second.gatewayChargeId, first.gatewayChargeId)
    renew.assertHeader('location', `/payments/${second.id}/promptpay`)
    // Renewing again while the new QR can be paid makes no third one.
    await client.post(`/payments/${second.id}/promptpay/renew`).withCsrfToken().loginAs(user)
    assert.equal(await countRows('payments'), 2)

    await client.post(`/sandbox/promptpay/${second.gatewayChargeId}/paid`).withCsrfToken()
    assert.equal(await stateOf(client, user, second), 'paid')
    assert.equal(await stateOf(client, user, first), 'superseded')
    assert.equal(await countRows('payments', { status: 'successful' }), 1)
    await invoice.refresh()
    assert.equal(invoice.status, 'paid')
  })

  test('[spec 2.8] Pay now of an extra service invoice by PromptPay: the page and the webhook race, the invoice is paid once; the receipt says PromptPay', async ({
    client,
    assert,
  }) => {
    const { user, invoice } = await memberOwingExtraService()
    const methods = await client.get('/settings/payment-methods').loginAs(user).withInertia()
    const offered = methods.inertiaProps as any
    assert.deepEqual(offered.promptPayInvoices, [invoice.id])
    const response = await client
      .post(`/settings/payment-methods/invoices/${invoice.id}/pay`)
      .withCsrfToken()
      .loginAs(user)
      .form({ method: 'promptpay' })
      .redirects(0)
    const payment = await latestQr()
    response.assertHeader('location', `/payments/${payment.id}/promptpay`)
    // The bank pays; the page's status read and the webhook arrive together.
    const eventId = await gateway.simulatePromptPay(payment.gatewayChargeId!, 'paid')
    const [status, hook] = await Promise.all([
      statusOf(client, user, payment),
      client.post('/webhooks/omise').json({ object: 'event', id: eventId }),
    ])
    hook.assertStatus(200)
    assert.equal(status.state, 'paid')
    assert.equal(status.next, `/settings/payment-methods/invoices/${invoice.id}/processing`)
    assert.equal(await countRows('payments', { status: 'successful' }), 1)
    await invoice.refresh()
    assert.equal(invoice.status, 'paid')

    for (const lang of ['en', 'th'] as const) {
      const pdf = await client
        .get(`/settings/invoices/${invoice.id}/pdf?lang=${lang}`)
        .loginAs(user)
      pdf.assertStatus(200)
      const text = readable(await pdfText(bodyBuffer(pdf), `promptpay_receipt_${lang}`))
      assert.include(text, lang === 'en' ? 'Paid by PromptPay' : readable('ชำระโดยพร้อมเพย์'))
    }
  })

  test('[spec 2.8] a monthly plan invoice without a card on file: PromptPay is not offered and refused with the reason', async ({
    client,
    assert,
  }) => {
    const { user, subscription } = await memberOwingExtraService()
    const renewal = await InvoiceFactory.merge({
      userId: user.id,
      subscriptionId: subscription.id,
      totalSatang: 79_500,
      subtotalSatang: 74_299,
      vatSatang: 5_201,
    }).create()
    const methods = await client.get('/settings/payment-methods').loginAs(user).withInertia()
    const offered = methods.inertiaProps as any
    assert.notInclude(offered.promptPayInvoices, renewal.id)
    const response = await client
      .post(`/settings/payment-methods/invoices/${renewal.id}/pay`)
      .withCsrfToken()
      .withInertia()
      .loginAs(user)
      .header('referer', '/settings/payment-methods')
      .form({ method: 'promptpay' })
      .redirects(0)
    response.assertStatus(302)
    assert.include(
      response.flashMessages().error,
      'Monthly memberships renew on a saved card, so PromptPay cannot pay this.'
    )
    assert.equal(await countRows('payments'), 0)
  })

  test('[spec 2.8] reactivation of an annual membership by PromptPay: expired, renewed, paid once, membership active', async ({
    client,
    assert,
  }) => {
    const { user, subscription } = await memberWithCard({
      startedAt: DateTime.utc().minus({ months: 14 }),
      period: BillingPeriod.YEAR,
      subscription: { status: S.SUSPENDED, suspendedAt: DateTime.utc().minus({ days: 20 }) },
    })
    const page = await client
      .get(`/settings/subscriptions/${subscription.id}/reactivate`)
      .loginAs(user)
      .withInertia()
    assert.isTrue((page.inertiaProps as any).promptPay)
    const response = await client
      .post(`/settings/subscriptions/${subscription.id}/reactivate`)
      .withCsrfToken()
      .loginAs(user)
      .form({ method: 'promptpay' })
      .redirects(0)
    const first = await latestQr()
    response.assertHeader('location', `/payments/${first.id}/promptpay`)
    await client.post(`/sandbox/promptpay/${first.gatewayChargeId}/expired`).withCsrfToken()
    assert.equal(await stateOf(client, user, first), 'expired')
    await client.post(`/payments/${first.id}/promptpay/renew`).withCsrfToken().loginAs(user)
    const second = await latestQr()
    const eventId = await gateway.simulatePromptPay(second.gatewayChargeId!, 'paid')
    // Two deliveries of the same event and the page's read.
    await Promise.all([
      client.post('/webhooks/omise').json({ object: 'event', id: eventId }),
      client.post('/webhooks/omise').json({ object: 'event', id: eventId }),
      statusOf(client, user, second),
    ])
    const status = await statusOf(client, user, second)
    assert.equal(status.state, 'paid')
    assert.equal(status.next, `/settings/subscriptions/${subscription.id}/reactivate/processing`)
    assert.equal(await countRows('payments', { status: 'successful' }), 1)
    await subscription.refresh()
    assert.equal(subscription.status, S.ACTIVE)
  })

  test('[spec 2.7] an expired QR at checkout offers a new QR or the card: the card ends the unpaid application and the payment step starts again with its plan', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const annual = await priceFor(PlanSlug.PERSONAL, BillingPeriod.YEAR)
    await client
      .post('/get-started/payment')
      .withCsrfToken()
      .loginAs(user)
      .form(checkoutForm(annual.id))
    const qr = await latestQr()
    // While the QR can still be paid, the card is not offered in its place.
    const early = await client
      .post(`/payments/${qr.id}/promptpay/card`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    early.assertHeader('location', `/payments/${qr.id}/promptpay`)
    await client.post(`/sandbox/promptpay/${qr.gatewayChargeId}/expired`).withCsrfToken()

    const page = await client.get(`/payments/${qr.id}/promptpay`).loginAs(user).withInertia()
    page.assertInertiaComponent('Payments/PromptPay')
    assert.equal((page.inertiaProps as any).state, 'expired')
    assert.isNull((page.inertiaProps as any).simulate)

    const card = await client
      .post(`/payments/${qr.id}/promptpay/card`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    card.assertStatus(302)
    card.assertHeader('location', `/get-started/payment?price=${annual.id}`)
    const ended = await Subscription.query().where('user_id', user.id).firstOrFail()
    assert.equal(ended.status, S.CANCELLED)
    assert.isNotNull(ended.cancelledAt)
    const invoice = await Invoice.query().where('subscription_id', ended.id).firstOrFail()
    assert.equal(invoice.status, 'void')

    // The payment step opens again with the plan chosen; the card pays a new application.
    const step = await client
      .get(`/get-started/payment?price=${annual.id}`)
      .loginAs(user)
      .withInertia()
    step.assertInertiaComponent('Auth/Payment')
    assert.equal((step.inertiaProps as any).selectedPriceId, annual.id)
    const token = await gateway.createToken({
      name: user.name,
      number: '4242424242424242',
      securityCode: '123',
      expirationMonth: 12,
      expirationYear: new Date().getUTCFullYear() + 3,
    })
    const paid = await client
      .post('/get-started/payment')
      .withCsrfToken()
      .loginAs(user)
      .form({ ...checkoutForm(annual.id, 'card'), token: token.id })
      .redirects(0)
    paid.assertHeader('location', '/get-started/confirmation')
    assert.equal(await countRows('invoices', { status: 'paid' }), 1)
    assert.equal(await countRows('subscriptions', { status: S.PENDING_REVIEW }), 1)
    // A late look at the old QR changes nothing: it is no longer the application's.
    const again = await client
      .post(`/payments/${qr.id}/promptpay/card`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    again.assertStatus(302)
    assert.equal(await countRows('subscriptions', { status: S.CANCELLED }), 1)
  }).timeout(120_000)

  test('[spec 2.8] an expired QR of Pay now or Reactivate: pay by card instead goes back to that page, nothing ended', async ({
    client,
    assert,
  }) => {
    const { user, invoice } = await memberOwingExtraService()
    await client
      .post(`/settings/payment-methods/invoices/${invoice.id}/pay`)
      .withCsrfToken()
      .loginAs(user)
      .form({ method: 'promptpay' })
    const payNowQr = await latestQr()
    await client.post(`/sandbox/promptpay/${payNowQr.gatewayChargeId}/expired`).withCsrfToken()
    const back = await client
      .post(`/payments/${payNowQr.id}/promptpay/card`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    back.assertHeader('location', `/settings/payment-methods?invoice=${invoice.number}`)
    await invoice.refresh()
    assert.equal(invoice.status, 'open')

    const member = await memberWithCard({
      startedAt: DateTime.utc().minus({ months: 14 }),
      period: BillingPeriod.YEAR,
      subscription: { status: S.SUSPENDED, suspendedAt: DateTime.utc().minus({ days: 20 }) },
    })
    await client
      .post(`/settings/subscriptions/${member.subscription.id}/reactivate`)
      .withCsrfToken()
      .loginAs(member.user)
      .form({ method: 'promptpay' })
    const reactivationQr = await latestQr()
    await client
      .post(`/sandbox/promptpay/${reactivationQr.gatewayChargeId}/expired`)
      .withCsrfToken()
    const reactivate = await client
      .post(`/payments/${reactivationQr.id}/promptpay/card`)
      .withCsrfToken()
      .loginAs(member.user)
      .redirects(0)
    reactivate.assertHeader(
      'location',
      `/settings/subscriptions/${member.subscription.id}/reactivate`
    )
    await member.subscription.refresh()
    assert.equal(member.subscription.status, S.SUSPENDED)
    // The Reactivate page still asks for the payment, by card or a new QR.
    const page = await client
      .get(`/settings/subscriptions/${member.subscription.id}/reactivate`)
      .loginAs(member.user)
      .withInertia()
    assert.equal((page.inertiaProps as any).state, 'pay')
  }).timeout(120_000)

  test('[spec 2.7] reconciling leaves no application stuck: a QR past its expiry is settled as expired, and an application left unpaid ends after the waiting days', async ({
    client,
    assert,
  }) => {
    const annual = await priceFor(PlanSlug.PERSONAL, BillingPeriod.YEAR)
    const apply = async () => {
      const user = await createUser(RoleSlug.USER)
      await client
        .post('/get-started/payment')
        .withCsrfToken()
        .loginAs(user)
        .form(checkoutForm(annual.id))
      return { user, qr: await latestQr() }
    }
    const abandoned = await apply()
    const payer = await apply()
    const recent = await apply()
    // Two QRs made long ago whose expiry passed without the webhook; one paid in time.
    const longAgo = DateTime.utc().minus({ days: UNPAID_APPLICATION_DAYS + 1 })
    for (const { qr } of [abandoned, payer]) {
      await db
        .from('payments')
        .where('id', qr.id)
        .update({ created_at: longAgo.toFormat('yyyy-MM-dd HH:mm:ss') })
      await db
        .from('sandbox_charges')
        .where('id', qr.gatewayChargeId!)
        .update({ expires_at: longAgo.plus({ days: 1 }).toJSDate() })
    }
    await gateway.simulatePromptPay(recent.qr.gatewayChargeId!, 'expired')
    await db
      .from('sandbox_charges')
      .where('id', payer.qr.gatewayChargeId!)
      .update({ expires_at: DateTime.utc().plus({ hours: 1 }).toJSDate() })
    await gateway.simulatePromptPay(payer.qr.gatewayChargeId!, 'paid')

    await reconcilePendingPayments()
    await abandoned.qr.refresh()
    assert.equal(abandoned.qr.status, 'failed')
    assert.equal(abandoned.qr.failureCode, 'expired')
    assert.equal(await endAbandonedApplications(), 1)

    const statusOfApplication = async (userId: number) => {
      const application = await Subscription.query().where('user_id', userId).firstOrFail()
      return application.status
    }
    assert.equal(await statusOfApplication(abandoned.user.id), S.CANCELLED)
    assert.equal(await statusOfApplication(payer.user.id), S.PENDING_REVIEW)
    // Expired yesterday: the member still has days to renew the QR or pay by card.
    assert.equal(await statusOfApplication(recent.user.id), S.PENDING_REVIEW)
    assert.equal(await countRows('invoices', { status: 'void' }), 1)
    // Run again: nothing more ends.
    assert.equal(await endAbandonedApplications(), 0)
  }).timeout(120_000)

  test('[security] another member cannot open, poll or renew a QR; a card payment has no QR page', async ({
    client,
  }) => {
    const { user, invoice } = await memberOwingExtraService()
    await client
      .post(`/settings/payment-methods/invoices/${invoice.id}/pay`)
      .withCsrfToken()
      .loginAs(user)
      .form({ method: 'promptpay' })
    const payment = await latestQr()
    const stranger = await createUser(RoleSlug.USER)
    const page = await client.get(`/payments/${payment.id}/promptpay`).loginAs(stranger)
    page.assertStatus(404)
    const status = await client
      .get(`/payments/${payment.id}/promptpay/status`)
      .loginAs(stranger)
      .header('accept', 'application/json')
    status.assertStatus(404)
    const renew = await client
      .post(`/payments/${payment.id}/promptpay/renew`)
      .withCsrfToken()
      .loginAs(stranger)
    renew.assertStatus(404)
    const card = await client
      .post(`/payments/${payment.id}/promptpay/card`)
      .withCsrfToken()
      .loginAs(stranger)
    card.assertStatus(404)
    const junk = await client.get('/payments/abc/promptpay').loginAs(user)
    junk.assertStatus(404)
  })
})
