import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import { RoleSlug } from '#enums/role'
import { SubscriptionStatus } from '#enums/billing'
import { countRows, createUser, useDatabase } from '#tests/helpers'
import { SubscriptionFactory } from '#database/factories/billing_factories'
import { TermsAndConditionFactory } from '#database/factories/content_factories'
import Price from '#models/price'
import Subscription from '#models/subscription'
import Invoice from '#models/invoice'
import Payment from '#models/payment'
import PaymentMethod from '#models/payment_method'
import PlanAgreement from '#models/plan_agreement'
import { SandboxGateway, SandboxStore } from '#services/payments/sandbox_gateway'
import { useGateway } from '#services/payments/gateway'
import { SIGNUP_PRICE_KEY } from '#services/signup_price'

const BILLING_TABLES = [
  'subscriptions',
  'invoices',
  'payments',
  'payment_methods',
  'plan_agreements',
]

async function priceOf(slug: 'personal' | 'business', period: 'month' | 'year') {
  return Price.query()
    .where('is_active', true)
    .where('billing_period', period)
    .whereHas('plan', (plan) => plan.where('slug', slug))
    .firstOrFail()
}

async function cardForm(overrides: Record<string, unknown> = {}) {
  const price = await priceOf('personal', 'month')
  return {
    price_id: price.id,
    cardholder_name: 'Somchai Jaidee',
    card_number: '4242 4242 4242 4242',
    expiry_month: '12',
    expiry_year: String(new Date().getFullYear() + 2),
    cvc: '123',
    not_incarcerated: '1',
    terms: '1',
    ...overrides,
  }
}

async function assertNothingStored(assert: { equal: (a: unknown, b: unknown) => void }) {
  for (const table of BILLING_TABLES) assert.equal(await countRows(table), 0)
}

test.group('Sign-up payment and confirmation (SPEC §2.7)', (group) => {
  useDatabase(group)
  group.each.setup(async () => {
    await limiter.clear()
    await TermsAndConditionFactory.apply('active')
      .merge({ version: '2026.1', title: 'Membership Terms' })
      .create()
    useGateway(new SandboxGateway(new SandboxStore()))
    return () => useGateway(null)
  })

  test('[spec 2.7] the payment page offers the four active prices, preselected from ?price=', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const businessYear = await priceOf('business', 'year')
    const response = await client
      .get(`/get-started/payment?price=${businessYear.id}`)
      .withInertia()
      .loginAs(user)
    response.assertStatus(200)
    response.assertInertiaComponent('Auth/Payment')
    const props = response.inertiaProps as any
    assert.lengthOf(props.prices, 4)
    assert.equal(props.selectedPriceId, businessYear.id)
    const personalMonth = props.prices.find(
      (p: any) => p.planSlug === 'personal' && p.billingPeriod === 'month'
    )
    assert.deepEqual(
      {
        total: personalMonth.totalSatang,
        vat: personalMonth.vatSatang,
        subtotal: personalMonth.subtotalSatang,
      },
      { total: 79500, vat: 5201, subtotal: 74299 }
    )
    assert.equal(props.terms.version, '2026.1')
  })

  test('[spec 2.7] the payment page falls back to the session price, then Personal monthly; SSR shows the notes', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const businessMonth = await priceOf('business', 'month')
    const fromSession = await client
      .get('/get-started/payment')
      .withInertia()
      .withSession({ [SIGNUP_PRICE_KEY]: businessMonth.id })
      .loginAs(user)
    assert.equal((fromSession.inertiaProps as any).selectedPriceId, businessMonth.id)
    const html = await client
      .get('/get-started/payment')
      .header('accept', 'text/html')
      .loginAs(user)
    html.assertStatus(200)
    const text = html.text()
    assert.include(text, 'Prepaid credit cards are not accepted.')
    assert.include(text, 'Your application is reviewed within 12–24 business hours.')
    assert.include(text, 'VAT 7% included')
    assert.include(text, 'not currently incarcerated')
    assert.include(text, 'Personal plan, Monthly')
  })

  test('[spec 2.7] a successful payment creates the membership, paid invoice, payment, card and agreement', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER, { email: 'somchai@example.com' })
    const response = await client
      .post('/get-started/payment')
      .withCsrfToken()
      .loginAs(user)
      .form(await cardForm())
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/get-started/confirmation')

    const subscription = await Subscription.query().where('user_id', user.id).firstOrFail()
    assert.equal(subscription.status, SubscriptionStatus.PENDING_REVIEW)
    assert.match(subscription.membershipNumber, /^LX-\d{4}-\d{6}$/)
    assert.match(subscription.gatewayCustomerId!, /^cust_test_/)
    const invoice = await Invoice.query().where('subscription_id', subscription.id).firstOrFail()
    assert.equal(invoice.status, 'paid')
    assert.isNotNull(invoice.paidAt)
    assert.deepEqual(
      [invoice.totalSatang, invoice.vatSatang, invoice.subtotalSatang],
      [79500, 5201, 74299]
    )
    const payment = await Payment.query().where('invoice_id', invoice.id).firstOrFail()
    assert.equal(payment.status, 'successful')
    assert.equal(payment.amountSatang, 79500)
    assert.equal(payment.idempotencyKey, `invoice-${invoice.id}-attempt-1`)
    assert.match(payment.gatewayChargeId!, /^chrg_test_/)
    const method = await PaymentMethod.query().where('user_id', user.id).firstOrFail()
    assert.equal(method.last4, '4242')
    assert.equal(method.brand, 'Visa')
    assert.equal(payment.paymentMethodId, method.id)
    assert.notInclude(JSON.stringify(method.serialize()), '4242424242424242')
    const agreement = await PlanAgreement.query()
      .where('subscription_id', subscription.id)
      .firstOrFail()
    assert.equal(agreement.termsVersion, '2026.1')
    assert.isNotNull(agreement.acceptedIp)

    const confirmation = await client.get('/get-started/confirmation').withInertia().loginAs(user)
    confirmation.assertInertiaComponent('Auth/Confirmation')
    const membership = (confirmation.inertiaProps as any).membership
    assert.equal(membership.membershipNumber, subscription.membershipNumber)
    assert.equal(membership.invoiceNumber, invoice.number)
    assert.equal(membership.amountPaidSatang, 79500)
    const html = await client
      .get('/get-started/confirmation')
      .header('accept', 'text/html')
      .loginAs(user)
    assert.include(html.text(), subscription.membershipNumber)
    assert.include(html.text(), 'We review applications within 12–24 business hours — due by')
  })

  test('[spec 2.7] a declined card stores nothing and shows the reason under the card number', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const response = await client
      .post('/get-started/payment')
      .withCsrfToken()
      .loginAs(user)
      .header('referer', '/get-started/payment')
      .form(await cardForm({ card_number: '4111111111140011' }))
      .redirects(0)
    response.assertHeader('location', '/get-started/payment')
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.deepEqual(errors.card_number, ['Your card was declined: insufficient funds.'])
    await assertNothingStored(assert)
    // The numbers went back to their sequences: the next membership gets the first number.
    await client
      .post('/get-started/payment')
      .withCsrfToken()
      .loginAs(user)
      .form(await cardForm())
    const subscription = await Subscription.query().where('user_id', user.id).firstOrFail()
    assert.match(subscription.membershipNumber, /-000001$/)
  })

  test('[spec 2.7] a stolen card is declined; the card number and CVC are never flashed back', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const response = await client
      .post('/get-started/payment')
      .withCsrfToken()
      .loginAs(user)
      .header('referer', '/get-started/payment')
      .form(await cardForm({ card_number: '5555551111100012' }))
      .redirects(0)
    const flashed = response.flashMessages() as Record<string, unknown>
    assert.deepEqual((flashed.inputErrorsBag as any).card_number, [
      'Your card was declined: the card has been reported lost or stolen.',
    ])
    assert.notInclude(JSON.stringify(flashed), '5555551111100012')
    assert.notProperty(flashed, 'cvc')
    assert.equal(flashed.cardholder_name, 'Somchai Jaidee')
    await assertNothingStored(assert)
  })

  test('[spec 1] a prepaid card is refused before any charge', async ({ client, assert }) => {
    const gateway = new SandboxGateway(new SandboxStore())
    useGateway(gateway)
    const user = await createUser(RoleSlug.USER)
    const response = await client
      .post('/get-started/payment')
      .withCsrfToken()
      .loginAs(user)
      .header('referer', '/get-started/payment')
      .form(await cardForm({ card_number: '4111111111160019' }))
      .redirects(0)
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.deepEqual(errors.card_number, ['Prepaid cards are not accepted.'])
    await assertNothingStored(assert)
  })

  test('[spec 1] without the not-incarcerated declaration nothing is stored', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const form = await cardForm()
    delete (form as Record<string, unknown>).not_incarcerated
    const response = await client
      .post('/get-started/payment')
      .withCsrfToken()
      .loginAs(user)
      .header('referer', '/get-started/payment')
      .form(form)
      .redirects(0)
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.deepEqual(errors.not_incarcerated, [
      'You must confirm that you are not currently incarcerated',
    ])
    await assertNothingStored(assert)
  })

  test('[spec 2.7] bad card inputs give field messages and store nothing', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const lastYear = new Date().getFullYear() - 1
    const response = await client
      .post('/get-started/payment')
      .withCsrfToken()
      .loginAs(user)
      .header('referer', '/get-started/payment')
      .form(
        await cardForm({
          price_id: 999999,
          cardholder_name: '',
          card_number: '4242 4242 4242 4241',
          expiry_month: '13',
          expiry_year: String(lastYear),
          cvc: '12',
          terms: '',
        })
      )
      .redirects(0)
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.deepEqual(errors.card_number, ['The card number is not a valid card number'])
    assert.deepEqual(errors.cvc, ['The security code must be 3 or 4 digits'])
    assert.deepEqual(errors.cardholder_name, ['The name on card field is required'])
    assert.deepEqual(errors.price_id, ['Please choose one of the plans shown'])
    assert.deepEqual(errors.terms, ['You must accept the terms of membership to continue'])
    assert.property(errors, 'expiry_month')
    await assertNothingStored(assert)

    const expired = await client
      .post('/get-started/payment')
      .withCsrfToken()
      .loginAs(user)
      .header('referer', '/get-started/payment')
      .form(await cardForm({ expiry_month: '1', expiry_year: String(lastYear) }))
      .redirects(0)
    assert.deepEqual((expired.flashMessages().inputErrorsBag as any).expiry_year, [
      'The card has expired',
    ])
    await assertNothingStored(assert)
  })

  test('[security] checkout refuses price_id: true and an expiry month of [12]; nothing is charged', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const form = { ...(await cardForm()), price_id: true, expiry_month: [12] }
    const response = await client
      .post('/get-started/payment')
      .withCsrfToken()
      .loginAs(user)
      .header('referer', '/get-started/payment')
      .json(form)
      .redirects(0)
    response.assertStatus(302)
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.properties(errors, ['price_id', 'expiry_month'])
    await assertNothingStored(assert)
  })

  test('[spec 2.7] a double submission makes one charge and one membership', async ({
    client,
    assert,
  }) => {
    const gateway = new SandboxGateway(new SandboxStore())
    useGateway(gateway)
    const user = await createUser(RoleSlug.USER)
    const form = await cardForm()
    const submit = () =>
      client.post('/get-started/payment').withCsrfToken().loginAs(user).form(form).redirects(0)
    const [first, second] = await Promise.all([submit(), submit()])
    first.assertHeader('location', '/get-started/confirmation')
    second.assertHeader('location', '/get-started/confirmation')
    assert.equal(await countRows('payments', { status: 'successful' }), 1)
    assert.equal(await countRows('subscriptions'), 1)
    assert.equal(await gateway.chargeCount(), 1)
  })

  test('[spec 6] staff are sent to their dashboard; guests to login; members with a plan to their profile', async ({
    client,
  }) => {
    const staff = await createUser(RoleSlug.ADMIN)
    const staffResponse = await client.get('/get-started/payment').loginAs(staff).redirects(0)
    staffResponse.assertStatus(302)
    staffResponse.assertHeader('location', '/admin/dashboard')

    const guest = await client.get('/get-started/payment').redirects(0)
    guest.assertStatus(302)
    guest.assertHeader('location', '/login')

    const member = await createUser(RoleSlug.USER)
    await SubscriptionFactory.merge({ userId: member.id }).create()
    const withPlan = await client.get('/get-started/payment').loginAs(member).redirects(0)
    withPlan.assertHeader('location', '/settings/profile-details')
    withPlan.assertFlashMessage(
      'info',
      'You already have a membership. You can manage it from your account settings.'
    )

    const staffPost = await client
      .post('/get-started/payment')
      .withCsrfToken()
      .loginAs(staff)
      .form(await cardForm())
      .redirects(0)
    staffPost.assertHeader('location', '/admin/dashboard')
  })

  test('[spec 2.7] the confirmation page without a paid membership goes back to payment', async ({
    client,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const response = await client.get('/get-started/confirmation').loginAs(user).redirects(0)
    response.assertHeader('location', '/get-started/payment')
  })
})
