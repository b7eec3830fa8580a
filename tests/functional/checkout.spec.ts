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
import { SandboxGateway, SandboxStore } from '#services/billing/payments/sandbox_gateway'
import { useGateway } from '#services/billing/payments/gateway'
import mail from '@adonisjs/mail/services/main'
import ApplicationReceivedMail from '#mails/application_received_mail'
import { SIGNUP_PRICE_KEY } from '#services/memberships/signup_price'

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

let gateway: SandboxGateway

/** What the browser does with Omise.js (or the sandbox's look-alike): a card becomes a token. */
async function tokenFor(number: string) {
  const token = await gateway.createToken({
    name: 'Somchai Jaidee',
    number,
    expirationMonth: 12,
    expirationYear: new Date().getFullYear() + 2,
    securityCode: '123',
  })
  return token.id
}

/** The payment form as the page posts it: a token, never a card number. */
async function cardForm(overrides: Record<string, unknown> = {}, number = '4242424242424242') {
  const price = await priceOf('personal', 'month')
  return {
    price_id: price.id,
    token: await tokenFor(number),
    not_incarcerated: '1',
    terms: '1',
    terms_version: '2026.1',
    terms_locale: 'en',
    ...overrides,
  }
}

async function assertNothingStored(assert: { equal: (a: unknown, b: unknown) => void }) {
  for (const table of BILLING_TABLES) assert.equal(await countRows(table), 0)
}

/** A declined first payment: the attempt stays as a failed record; invoice void, membership cancelled. */
async function assertFailedApplication(
  assert: { equal: (a: unknown, b: unknown) => void },
  userId: number,
  code: string
) {
  const subscription = await Subscription.query().where('user_id', userId).firstOrFail()
  assert.equal(subscription.status, SubscriptionStatus.CANCELLED)
  const invoice = await Invoice.query().where('subscription_id', subscription.id).firstOrFail()
  assert.equal(invoice.status, 'void')
  const payment = await Payment.query().where('invoice_id', invoice.id).firstOrFail()
  assert.equal(payment.status, 'failed')
  assert.equal(payment.failureCode, code)
  assert.equal(await countRows('payment_methods', { user_id: userId }), 0)
}

test.group('Sign-up payment and confirmation (SPEC §2.7)', (group) => {
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

  test('[spec 2.7] a declined card keeps the failed attempt, voids the invoice and lets the member try again', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const response = await client
      .post('/get-started/payment')
      .withCsrfToken()
      .loginAs(user)
      .header('referer', '/get-started/payment')
      .form(await cardForm({}, '4111111111140011'))
      .redirects(0)
    response.assertHeader('location', '/get-started/payment')
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.deepEqual(errors.card_number, [
      'Your card was declined for insufficient funds or credit limit. Please use another card or contact your bank.',
    ])
    await assertFailedApplication(assert, user.id, 'insufficient_fund')
    // The member applies again with another card.
    const again = await client
      .post('/get-started/payment')
      .withCsrfToken()
      .loginAs(user)
      .form(await cardForm())
      .redirects(0)
    again.assertHeader('location', '/get-started/confirmation')
    assert.equal(await countRows('payments', { status: 'failed' }), 1)
    assert.equal(await countRows('payments', { status: 'successful' }), 1)
    assert.equal(
      await countRows('subscriptions', { user_id: user.id, status: 'pending_review' }),
      1
    )
  })

  test('[spec 2.7] a stolen card is declined; the token is never flashed back', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const response = await client
      .post('/get-started/payment')
      .withCsrfToken()
      .loginAs(user)
      .header('referer', '/get-started/payment')
      .form(await cardForm({}, '5555551111100012'))
      .redirects(0)
    const flashed = response.flashMessages() as Record<string, unknown>
    assert.deepEqual((flashed.inputErrorsBag as any).card_number, [
      'Your card was declined. Please contact your bank or use another card.',
    ])
    assert.notProperty(flashed, 'token')
    await assertFailedApplication(assert, user.id, 'stolen_or_lost_card')
  })

  test('[spec 1] a prepaid card is refused before any charge', async ({ client, assert }) => {
    const user = await createUser(RoleSlug.USER)
    const response = await client
      .post('/get-started/payment')
      .withCsrfToken()
      .loginAs(user)
      .header('referer', '/get-started/payment')
      .form(await cardForm({}, '4111111111160019'))
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

  test('[spec 2.7] a missing, malformed or used token and other bad inputs give field messages and store nothing', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const post = (form: Record<string, unknown>) =>
      client
        .post('/get-started/payment')
        .withCsrfToken()
        .loginAs(user)
        .header('referer', '/get-started/payment')
        .form(form)
        .redirects(0)
    const response = await post(
      await cardForm({ price_id: 999999, token: '4242424242424242', terms: '' })
    )
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.deepEqual(errors.card_number, [
      'Your card details could not be checked. Please enter them again.',
    ])
    assert.deepEqual(errors.price_id, ['Please choose one of the plans shown'])
    assert.deepEqual(errors.terms, ['You must accept the terms of membership to continue'])
    assert.notInclude(JSON.stringify(response.flashMessages()), '4242424242424242')
    await assertNothingStored(assert)

    const unknown = await post(await cardForm({ token: 'tokn_test_0000000000000000000' }))
    assert.property(unknown.flashMessages().inputErrorsBag as object, 'card_number')
    await assertNothingStored(assert)

    const used = await cardForm()
    const other = await createUser(RoleSlug.USER)
    await client.post('/get-started/payment').withCsrfToken().loginAs(other).form(used)
    const again = await post(used)
    assert.deepEqual((again.flashMessages().inputErrorsBag as any).card_number, [
      'Your card details were already used. Please enter them again.',
    ])
    assert.equal(await countRows('subscriptions', { user_id: user.id }), 0)
  })

  test('[security] checkout refuses price_id: true and a token array; nothing is charged', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const form = { ...(await cardForm()), price_id: true, token: ['tokn_test_0000000000000'] }
    const response = await client
      .post('/get-started/payment')
      .withCsrfToken()
      .loginAs(user)
      .header('referer', '/get-started/payment')
      .json(form)
      .redirects(0)
    response.assertStatus(302)
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.properties(errors, ['price_id', 'card_number'])
    await assertNothingStored(assert)
  })

  test('[spec 2.7] a double submission makes one charge and one membership', async ({
    client,
    assert,
  }) => {
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

  test('[spec 2.7] 3-D Secure pass: the member is sent to the bank page, the return URL completes the checkout, the webhook then changes nothing', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const user = await createUser(RoleSlug.USER, { locale: 'th' })
    const response = await client
      .post('/get-started/payment')
      .withCsrfToken()
      .withInertia()
      .loginAs(user)
      .form(await cardForm({}, '4000000000003063'))
      .redirects(0)
    response.assertStatus(409)
    const location = response.header('x-inertia-location') ?? ''
    assert.match(location, /\/sandbox\/authorize\/chrg_test_/)
    const payment = await Payment.query().firstOrFail()
    assert.equal(payment.status, 'pending')
    const invoice = await Invoice.findOrFail(payment.invoiceId)
    assert.equal(invoice.status, 'open')
    const subscription = await Subscription.query().where('user_id', user.id).firstOrFail()
    assert.equal(subscription.status, SubscriptionStatus.PENDING_REVIEW)
    // The application-received mail leaves in the member's language, saying the bank has not confirmed yet.
    mails.assertQueued(ApplicationReceivedMail, (sent) => {
      assert.equal(sent.recipient.email, user.email)
      assert.equal(sent.locale, 'th')
      assert.isTrue(sent.application.paymentPending)
      return true
    })

    // The bank page (sandbox) answers Pass and sends the member back to our return URL.
    const bankPage = await client.get(new URL(location).pathname)
    bankPage.assertStatus(200)
    assert.include(bankPage.text(), 'Pass')
    const chargeId = payment.gatewayChargeId!
    await gateway.authorize(chargeId, true)
    const back = await client
      .get(`/get-started/payment/return?payment=${payment.id}`)
      .loginAs(user)
      .redirects(0)
    back.assertHeader('location', '/get-started/confirmation')
    await payment.refresh()
    await invoice.refresh()
    assert.equal(payment.status, 'successful')
    assert.equal(invoice.status, 'paid')

    // The charge.complete webhook arrives second: nothing changes.
    const before = await Payment.findOrFail(payment.id)
    const eventId = await gateway.lastEventOf(chargeId)
    const hook = await client.post('/webhooks/omise').json({ object: 'event', id: eventId })
    hook.assertStatus(200)
    assert.equal((hook.body() as any).outcome, 'unchanged')
    const after = await Payment.findOrFail(payment.id)
    assert.equal(after.updatedAt?.toMillis(), before.updatedAt?.toMillis())
    assert.equal(await countRows('payments'), 1)
  })

  test('[spec 2.7] 3-D Secure fail: the return URL records the failed attempt and shows why', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    await client
      .post('/get-started/payment')
      .withCsrfToken()
      .withInertia()
      .loginAs(user)
      .form(await cardForm({}, '4000000000003055'))
      .redirects(0)
    const payment = await Payment.query().firstOrFail()
    // The bank page's answer goes through the sandbox's POST, which redirects to our return URL.
    const bank = await client
      .post(`/sandbox/authorize/${payment.gatewayChargeId}`)
      .withCsrfToken()
      .form({ result: 'pass' })
      .redirects(0)
    assert.match(
      bank.header('location') ?? '',
      new RegExp(`/get-started/payment/return\\?payment=${payment.id}$`)
    )
    const back = await client
      .get(`/get-started/payment/return?payment=${payment.id}`)
      .loginAs(user)
      .redirects(0)
    back.assertHeader('location', '/get-started/payment')
    assert.equal(
      (back.flashMessages().errorsBag as Record<string, string>).card_number,
      'The payment was declined by a security check. Please contact your bank or use another card.'
    )
    await assertFailedApplication(assert, user.id, 'failed_fraud_check')
  })

  test('[spec 2.7] 3-D Secure: the webhook settles first, the return URL then changes nothing; another member cannot use the return URL', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    await client
      .post('/get-started/payment')
      .withCsrfToken()
      .withInertia()
      .loginAs(user)
      .form(await cardForm({}, '4000000000003063'))
    const payment = await Payment.query().firstOrFail()
    const { eventId } = await gateway.authorize(payment.gatewayChargeId!, true)
    const hook = await client.post('/webhooks/omise').json({ object: 'event', id: eventId })
    hook.assertStatus(200)
    assert.equal((hook.body() as any).outcome, 'successful')
    const replay = await client.post('/webhooks/omise').json({ object: 'event', id: eventId })
    assert.isTrue((replay.body() as any).replay)
    const stranger = await createUser(RoleSlug.USER)
    const theirs = await client
      .get(`/get-started/payment/return?payment=${payment.id}`)
      .loginAs(stranger)
      .redirects(0)
    theirs.assertHeader('location', '/get-started/payment')
    const back = await client
      .get(`/get-started/payment/return?payment=${payment.id}`)
      .loginAs(user)
      .redirects(0)
    back.assertHeader('location', '/get-started/confirmation')
    assert.equal(await countRows('payments', { status: 'successful' }), 1)
    assert.equal(await countRows('invoices', { status: 'paid' }), 1)
    assert.equal(await countRows('gateway_webhook_events'), 1)
  })

  test('[spec 2.7] a successful checkout mails "application received" in the member\'s language', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const user = await createUser(RoleSlug.USER, { locale: 'en' })
    await client
      .post('/get-started/payment')
      .withCsrfToken()
      .loginAs(user)
      .form(await cardForm())
    mails.assertQueued(ApplicationReceivedMail, (sent) => {
      assert.equal(sent.locale, 'en')
      assert.isFalse(sent.application.paymentPending)
      assert.match(sent.application.membershipNumber, /^LX-/)
      return true
    })
  })

  test('[spec 2.7] card testing: the sixth payment attempt of an account within the hour is refused with a message', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    for (let attempt = 0; attempt < 5; attempt++) {
      await client
        .post('/get-started/payment')
        .withCsrfToken()
        .loginAs(user)
        .header('referer', '/get-started/payment')
        .form(await cardForm({}, '4111111111140011'))
        .redirects(0)
    }
    const sixth = await client
      .post('/get-started/payment')
      .withCsrfToken()
      .loginAs(user)
      .header('referer', '/get-started/payment')
      .form(await cardForm())
      .redirects(0)
    sixth.assertFlashMessage('error', 'Too many attempts. Please wait 60 minutes and try again.')
    assert.equal(await countRows('payments'), 5)
    assert.equal(await gateway.chargeCount(), 5)
  })

  test('[spec 2.7] the confirmation page without a paid membership goes back to payment', async ({
    client,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const response = await client.get('/get-started/confirmation').loginAs(user).redirects(0)
    response.assertHeader('location', '/get-started/payment')
  })
})
