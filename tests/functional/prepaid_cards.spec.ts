import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { InvoiceStatus, SubscriptionStatus as S } from '#enums/billing'
import { InvoiceFactory } from '#database/factories/billing_factories'
import { payNowUrl } from '#services/billing/notifications'
import { attachAcceptedCard } from '#services/billing/payments/accepted_card'
import { Refusal } from '#exceptions/refusal'
import { countRows, useDatabase } from '#tests/helpers'
import { memberWithCard, sandbox, SUCCESS_CARD } from '#tests/support/billing'

const PREPAID_CARD = '4111111111160019'

async function tokenFor(number: string) {
  const token = await sandbox().createToken({
    name: 'Somchai Jaidee',
    number,
    securityCode: '123',
    expirationMonth: 11,
    expirationYear: new Date().getUTCFullYear() + 3,
  })
  return token.id
}

test.group('Prepaid cards are refused wherever a card is added (DESIGN §10, SPEC §1)', (group) => {
  useDatabase(group)

  test('[design 10] the one add-card step detaches a prepaid card and refuses it; a credit card is kept', async ({
    assert,
  }) => {
    const gateway = sandbox()
    const customer = await gateway.createCustomer({ email: 'p@example.test', description: 'p' })
    const prepaid = await tokenFor(PREPAID_CARD)
    await assert.rejects(() => attachAcceptedCard(gateway, customer.id, prepaid), Refusal as any)
    assert.lengthOf(await gateway.listCards(customer.id), 0)
    const card = await attachAcceptedCard(gateway, customer.id, await tokenFor(SUCCESS_CARD))
    assert.equal(card.last4, '4242')
    assert.lengthOf(await gateway.listCards(customer.id), 1)
  })

  test('[design 10] the card change a dunning mail offers refuses a prepaid card and the invoice stays open', async ({
    client,
    assert,
  }) => {
    const { user, customerId, subscription } = await memberWithCard({
      startedAt: DateTime.utc().minus({ months: 2 }),
      subscription: { status: S.PAST_DUE },
    })
    const issuedAt = DateTime.utc().minus({ days: 3 }).startOf('second')
    const invoice = await InvoiceFactory.merge({
      userId: user.id,
      subscriptionId: subscription.id,
      issuedAt,
      periodStart: issuedAt,
      periodEnd: issuedAt.plus({ months: 1 }),
      subtotalSatang: 74_299,
      vatSatang: 5_201,
      totalSatang: 79_500,
      attemptCount: 2,
    }).create()

    // The mail's link: Payment Methods with the invoice to pay.
    const link = new URL(payNowUrl(invoice))
    const page = await client.get(`${link.pathname}${link.search}`).loginAs(user).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('Settings/PaymentMethods')

    const response = await client
      .post('/settings/payment-methods')
      .withCsrfToken()
      .loginAs(user)
      .form({ token: await tokenFor(PREPAID_CARD), make_default: '1' })
      .redirects(0)
    assert.deepEqual((response.flashMessages() as any).inputErrorsBag.card_number, [
      'Prepaid cards are not accepted. Please use a credit or debit card.',
    ])
    assert.equal(await countRows('payment_methods', { user_id: user.id }), 1)
    assert.lengthOf(await sandbox().listCards(customerId), 1)
    await invoice.refresh()
    assert.equal(invoice.status, InvoiceStatus.OPEN)
    assert.equal(await countRows('payments', { invoice_id: invoice.id }), 0)
    assert.equal(invoice.attemptCount, 2)
  })
})
