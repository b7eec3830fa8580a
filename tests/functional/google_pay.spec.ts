import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import { InvoiceStatus, PaymentStatus, SubscriptionStatus as S } from '#enums/billing'
import Payment from '#models/payment'
import PaymentMethod from '#models/payment_method'
import { InvoiceFactory } from '#database/factories/billing_factories'
import { countRows, useDatabase } from '#tests/helpers'
import { memberWithCard, sandbox } from '#tests/support/billing'

const GOOGLE_PAY_CARD = '5555555555554444'
const PREPAID_CARD = '5555551111160016'
const THREE_DS_CARD = '4000000000003063'
const PREPAID_MESSAGE = 'Prepaid cards are not accepted. Please use a credit or debit card.'

/**
 * A card chosen in the Google Pay sheet, tokenized as the page does it:
 * `Omise.createToken('tokenization', {method: 'googlepay', data})` (the
 * sandbox vault stands in for Omise's).
 */
async function googlePayToken(client: any, number: string) {
  const response = await client.post('/sandbox/tokens').json({
    tokenization: {
      method: 'googlepay',
      data: JSON.stringify({
        number,
        expiration_month: 12,
        expiration_year: new Date().getUTCFullYear() + 3,
      }),
    },
  })
  response.assertStatus(200)
  return (response.body() as { id: string }).id
}

async function member(status: string) {
  return memberWithCard({
    startedAt: DateTime.utc().minus({ months: 2 }),
    subscription: { status: status as any },
  })
}

async function openInvoice(userId: number, subscriptionId: number) {
  const issuedAt = DateTime.utc().minus({ days: 2 }).startOf('second')
  return InvoiceFactory.merge({
    userId,
    subscriptionId,
    issuedAt,
    periodStart: issuedAt,
    periodEnd: issuedAt.plus({ months: 1 }),
    subtotalSatang: 74_299,
    vatSatang: 5_201,
    totalSatang: 79_500,
    attemptCount: 1,
  }).create()
}

const cardsOf = (userId: number) =>
  PaymentMethod.query()
    .where('user_id', userId)
    .then((rows) => rows.map((row) => row.last4).sort())

test.group('Google Pay wherever a card is added (SPEC §2.8, DESIGN §11)', (group) => {
  useDatabase(group)
  group.each.setup(async () => {
    await limiter.clear()
    mail.fake()
    return () => mail.restore()
  })

  test('[spec 2.8] Payment Methods offers Google Pay; a Google Pay card is added, a prepaid one refused under the card field', async ({
    client,
    assert,
  }) => {
    const { user } = await member(S.ACTIVE)
    const page = await client.get('/settings/payment-methods').loginAs(user).withInertia()
    page.assertInertiaComponent('Settings/PaymentMethods')
    assert.deepEqual((page.inertiaProps as any).tokenization.googlePay, { mode: 'simulated' })

    const prepaid = await client
      .post('/settings/payment-methods')
      .withCsrfToken()
      .withInertia()
      .header('referer', '/settings/payment-methods')
      .loginAs(user)
      .form({ token: await googlePayToken(client, PREPAID_CARD) })
      .redirects(0)
    prepaid.assertStatus(302)
    assert.deepEqual((prepaid.flashMessages() as any).inputErrorsBag, {
      card_number: [PREPAID_MESSAGE],
    })
    assert.deepEqual(await cardsOf(user.id), ['4242'])

    const added = await client
      .post('/settings/payment-methods')
      .withCsrfToken()
      .withInertia()
      .loginAs(user)
      .form({ token: await googlePayToken(client, GOOGLE_PAY_CARD) })
      .redirects(0)
    added.assertHeader('location', '/settings/payment-methods')
    assert.deepEqual(await cardsOf(user.id), ['4242', '4444'])
  })

  test('[spec 2.8] Pay now with Google Pay: prepaid refused and nothing charged; the card pays the invoice; a card that asks for 3-D Secure goes to the bank', async ({
    client,
    assert,
  }) => {
    const { user, subscription } = await member(S.PAST_DUE)
    const invoice = await openInvoice(user.id, subscription.id)
    const pay = async (number: string) =>
      client
        .post(`/settings/payment-methods/invoices/${invoice.id}/pay`)
        .withCsrfToken()
        .withInertia()
        .header('referer', '/settings/payment-methods')
        .loginAs(user)
        .form({ method: 'card', token: await googlePayToken(client, number) })
        .redirects(0)

    const prepaid = await pay(PREPAID_CARD)
    assert.deepEqual((prepaid.flashMessages() as any).inputErrorsBag, {
      card_number: [PREPAID_MESSAGE],
    })
    assert.equal(await countRows('payments'), 0)

    const secure = await pay(THREE_DS_CARD)
    secure.assertStatus(409)
    assert.match(secure.header('x-inertia-location') ?? '', /\/sandbox\/authorize\/chrg_test_/)
    const pending = await Payment.query().where('invoice_id', invoice.id).firstOrFail()
    assert.equal(pending.status, PaymentStatus.PENDING)
    await pending.load('paymentMethod')
    assert.equal(pending.paymentMethod.last4, '3063')
    // The bank refuses; the member then pays with another Google Pay card.
    await sandbox().authorize(pending.gatewayChargeId!, false)
    const back = await client
      .get(`/settings/payment-methods/invoices/${invoice.id}/processing`)
      .withInertia()
      .loginAs(user)
    assert.equal((back.inertiaProps as any).state, 'failed')

    const paid = await pay(GOOGLE_PAY_CARD)
    paid.assertHeader('location', `/settings/payment-methods/invoices/${invoice.id}/processing`)
    await invoice.refresh()
    await subscription.refresh()
    assert.equal(invoice.status, InvoiceStatus.PAID)
    assert.equal(subscription.status, S.ACTIVE)
    const successful = await Payment.query()
      .where('invoice_id', invoice.id)
      .where('status', PaymentStatus.SUCCESSFUL)
      .preload('paymentMethod')
      .firstOrFail()
    assert.equal(successful.paymentMethod.last4, '4444')
  })

  test('[spec 2.8] Reactivate with Google Pay: prepaid refused, 3-D Secure when the bank asks, then the membership is active with the card added', async ({
    client,
    assert,
  }) => {
    const { user, subscription } = await member(S.SUSPENDED)
    const invoice = await openInvoice(user.id, subscription.id)
    const page = await client
      .get(`/settings/subscriptions/${subscription.id}/reactivate`)
      .loginAs(user)
      .withInertia()
    page.assertInertiaComponent('Settings/Reactivate')
    assert.deepEqual((page.inertiaProps as any).tokenization.googlePay, { mode: 'simulated' })
    const reactivate = async (number: string) =>
      client
        .post(`/settings/subscriptions/${subscription.id}/reactivate`)
        .withCsrfToken()
        .withInertia()
        .header('referer', `/settings/subscriptions/${subscription.id}/reactivate`)
        .loginAs(user)
        .form({ method: 'card', token: await googlePayToken(client, number) })
        .redirects(0)

    const prepaid = await reactivate(PREPAID_CARD)
    assert.deepEqual((prepaid.flashMessages() as any).inputErrorsBag, {
      card_number: [PREPAID_MESSAGE],
    })
    assert.equal(await countRows('payments'), 0)
    await subscription.refresh()
    assert.equal(subscription.status, S.SUSPENDED)

    const secure = await reactivate(THREE_DS_CARD)
    secure.assertStatus(409)
    assert.match(secure.header('x-inertia-location') ?? '', /\/sandbox\/authorize\/chrg_test_/)
    const payment = await Payment.query().where('invoice_id', invoice.id).firstOrFail()
    assert.equal(payment.status, PaymentStatus.PENDING)
    // The bank page's "Pass" goes back to the reactivation's processing page, which settles it.
    const bank = await client
      .post(`/sandbox/authorize/${payment.gatewayChargeId}`)
      .withCsrfToken()
      .form({ result: 'pass' })
      .redirects(0)
    const processing = `/settings/subscriptions/${subscription.id}/reactivate/processing`
    assert.equal(new URL(bank.header('location') ?? '', 'http://x').pathname, processing)
    const settled = await client.get(processing).withInertia().loginAs(user)
    assert.equal((settled.inertiaProps as any).state, 'successful')
    await subscription.refresh()
    await invoice.refresh()
    assert.equal(subscription.status, S.ACTIVE)
    assert.equal(invoice.status, InvoiceStatus.PAID)
    assert.deepEqual(await cardsOf(user.id), ['3063', '4242'])
  })
})
