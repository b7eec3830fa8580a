import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import { ReceiptMail } from '#mails/billing_mails'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import { InvoiceStatus, PaymentStatus, SubscriptionStatus as S } from '#enums/billing'
import Invoice from '#models/invoice'
import Payment from '#models/payment'
import PaymentMethod from '#models/payment_method'
import Subscription from '#models/subscription'
import CreditNote from '#models/credit_note'
import { InvoiceFactory, SubscriptionFactory } from '#database/factories/billing_factories'
import { countRows, createUser, useDatabase } from '#tests/helpers'
import { GatewayError } from '#services/billing/payments/payment_gateway'
import { useGateway } from '#services/billing/payments/gateway'
import { DECLINED_CARD, SUCCESS_CARD, memberWithCard, sandbox } from '#tests/support/billing'

const THREE_DS_CARD = '4000000000003063'
const PREPAID_CARD = '4111111111160019'
const HIDDEN_NOTICE =
  'That page is not part of your membership, so you have been taken to your profile.'

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

/** A member with a saved card and a membership in `status` (default active). */
async function member(status: string = S.ACTIVE, card = SUCCESS_CARD) {
  const made = await memberWithCard({
    startedAt: DateTime.utc().minus({ months: 2 }),
    card,
    subscription: { status: status as any },
  })
  return made
}

/** An open invoice of the membership (the renewal dunning is chasing). */
async function openInvoice(userId: number, subscriptionId: number, totalSatang = 79_500) {
  const issuedAt = DateTime.utc().minus({ days: 2 }).startOf('second')
  return InvoiceFactory.merge({
    userId,
    subscriptionId,
    issuedAt,
    periodStart: issuedAt,
    periodEnd: issuedAt.plus({ months: 1 }),
    subtotalSatang: Math.round(totalSatang / 1.07),
    vatSatang: totalSatang - Math.round(totalSatang / 1.07),
    totalSatang,
    attemptCount: 1,
  }).create()
}

test.group('Settings › Payment Methods (SPEC §2.8)', (group) => {
  useDatabase(group)
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('[spec 2.8] the page lists the cards: brand, last four, expiry, default badge; no gateway ids', async ({
    client,
    assert,
  }) => {
    const { user, method } = await member()
    await PaymentMethod.create({
      userId: user.id,
      gateway: 'sandbox',
      gatewayCustomerId: method.gatewayCustomerId,
      gatewayCardId: 'card_test_second000000',
      brand: 'MasterCard',
      last4: '4444',
      expiryMonth: 1,
      expiryYear: 2020,
      financing: 'credit',
      isDefault: false,
    })
    const page = await client.get('/settings/payment-methods').withInertia().loginAs(user)
    page.assertStatus(200)
    page.assertInertiaComponent('Settings/PaymentMethods')
    const cards = page.inertiaProps.cards as any[]
    assert.lengthOf(cards, 2)
    assert.deepInclude(cards[0], { brand: 'Visa', last4: '4242', isDefault: true, expired: false })
    assert.deepInclude(cards[1], {
      brand: 'MasterCard',
      last4: '4444',
      isDefault: false,
      expired: true,
    })
    assert.notInclude(JSON.stringify(page.inertiaProps), method.gatewayCardId)
    assert.notInclude(JSON.stringify(page.inertiaProps), method.gatewayCustomerId)
    assert.equal((page.inertiaProps.tokenization as any).gateway, 'sandbox')
  })

  test('[spec 2.8] adding a card: the token is attached, the first card is the default, a later one on request', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const first = await client
      .post('/settings/payment-methods')
      .withCsrfToken()
      .loginAs(user)
      .form({ token: await tokenFor(SUCCESS_CARD) })
      .redirects(0)
    first.assertHeader('location', '/settings/payment-methods')
    assert.equal((first.flashMessages() as any).success, 'Visa ending in 4242 has been added.')
    const saved = await PaymentMethod.query().where('user_id', user.id).firstOrFail()
    assert.isTrue(saved.isDefault)
    assert.match(saved.gatewayCardId, /^card_test_/)

    await client
      .post('/settings/payment-methods')
      .withCsrfToken()
      .loginAs(user)
      .form({ token: await tokenFor('5555555555554444'), make_default: 'true' })
      .redirects(0)
    const cards = await PaymentMethod.query().where('user_id', user.id).orderBy('id')
    assert.lengthOf(cards, 2)
    assert.deepEqual(
      cards.map((card) => [card.last4, card.isDefault]),
      [
        ['4242', false],
        ['4444', true],
      ]
    )
    // Both cards belong to the member's one gateway customer.
    assert.equal(cards[0].gatewayCustomerId, cards[1].gatewayCustomerId)
    assert.lengthOf(await sandbox().listCards(cards[0].gatewayCustomerId), 2)
  })

  test('[spec 1] a prepaid card is refused with a clear message and not kept anywhere', async ({
    client,
    assert,
  }) => {
    const { user, customerId } = await member()
    const response = await client
      .post('/settings/payment-methods')
      .withCsrfToken()
      .loginAs(user)
      // A refusal goes back to the page the form was on.
      .header('referer', '/settings/payment-methods')
      .form({ token: await tokenFor(PREPAID_CARD) })
      .redirects(0)
    response.assertHeader('location', '/settings/payment-methods')
    assert.deepEqual((response.flashMessages() as any).inputErrorsBag.card_number, [
      'Prepaid cards are not accepted. Please use a credit or debit card.',
    ])
    assert.equal(await countRows('payment_methods', { user_id: user.id }), 1)
    assert.lengthOf(await sandbox().listCards(customerId), 1)
  })

  test('[spec 2.8] bad input: no token, a card number instead of a token, a used token — nothing changes', async ({
    client,
    assert,
  }) => {
    const { user } = await member()
    const used = await tokenFor(SUCCESS_CARD)
    const elsewhere = await sandbox().createCustomer({ email: 'x@example.com', description: 'x' })
    await sandbox().attachCard(elsewhere.id, used)
    for (const form of [{}, { token: SUCCESS_CARD }, { token: 'tokn_<script>' }, { token: used }]) {
      const response = await client
        .post('/settings/payment-methods')
        .withCsrfToken()
        .loginAs(user)
        .form(form)
        .redirects(0)
      response.assertStatus(302)
      const errors = (response.flashMessages() as any).inputErrorsBag
      assert.property(errors, 'card_number')
      assert.notInclude(JSON.stringify(response.flashMessages()), SUCCESS_CARD)
    }
    assert.equal(await countRows('payment_methods', { user_id: user.id }), 1)
  })

  test("[spec 2.8] set default; another member's card answers 404 and stays as it was", async ({
    client,
    assert,
  }) => {
    const { user, method } = await member()
    await client
      .post('/settings/payment-methods')
      .withCsrfToken()
      .loginAs(user)
      .form({ token: await tokenFor('5555555555554444') })
    const second = await PaymentMethod.query()
      .where('user_id', user.id)
      .where('last4', '4444')
      .firstOrFail()
    assert.isFalse(second.isDefault)
    const made = await client
      .put(`/settings/payment-methods/${second.id}/default`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    made.assertHeader('location', '/settings/payment-methods')
    await second.refresh()
    await method.refresh()
    assert.isTrue(second.isDefault)
    assert.isFalse(method.isDefault)

    const stranger = await member()
    for (const request of [
      client.put(`/settings/payment-methods/${second.id}/default`),
      client.delete(`/settings/payment-methods/${second.id}`),
      client.put('/settings/payment-methods/abc/default'),
    ]) {
      const response = await request.withCsrfToken().loginAs(stranger.user).redirects(0)
      response.assertStatus(404)
    }
    await second.refresh()
    assert.isTrue(second.isDefault)
  })

  test('[spec 2.8] the only card of a membership that renews cannot be removed; with two, the other becomes the default', async ({
    client,
    assert,
  }) => {
    const { user, method, customerId } = await member()
    const refused = await client
      .delete(`/settings/payment-methods/${method.id}`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    refused.assertHeader('location', '/settings/payment-methods')
    assert.equal(
      (refused.flashMessages() as any).error,
      'This is the only card of a membership that renews, so it cannot be removed. Add another card first, then remove this one.'
    )
    assert.equal(await countRows('payment_methods', { user_id: user.id }), 1)

    await client
      .post('/settings/payment-methods')
      .withCsrfToken()
      .loginAs(user)
      .form({ token: await tokenFor('5555555555554444') })
    const removed = await client
      .delete(`/settings/payment-methods/${method.id}`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    assert.equal((removed.flashMessages() as any).success, 'Visa ending in 4242 has been removed.')
    const left = await PaymentMethod.query().where('user_id', user.id)
    assert.lengthOf(left, 1)
    assert.equal(left[0].last4, '4444')
    assert.isTrue(left[0].isDefault)
    const atGateway = await sandbox().listCards(customerId)
    assert.deepEqual(
      atGateway.map((card) => card.last4),
      ['4444']
    )
  })

  test('[spec 2.8] a cancelled member may remove their last card', async ({ client, assert }) => {
    const { user, method } = await member(S.CANCELLED)
    const response = await client
      .delete(`/settings/payment-methods/${method.id}`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    response.assertStatus(302)
    assert.equal(await countRows('payment_methods', { user_id: user.id }), 0)
  })

  test('[spec 2.8] the dunning link highlights the past_due invoice; pay now makes it paid and the membership active', async ({
    client,
    assert,
  }) => {
    const { user, subscription } = await member(S.PAST_DUE)
    const invoice = await openInvoice(user.id, subscription.id)
    const page = await client
      .get(`/settings/payment-methods?invoice=${invoice.number}`)
      .withInertia()
      .loginAs(user)
    assert.equal(page.inertiaProps.highlightedInvoice, invoice.number)
    const due = page.inertiaProps.dueInvoices as any[]
    assert.deepInclude(due[0], { number: invoice.number, totalSatang: 79_500, status: 'open' })

    const paid = await client
      .post(`/settings/payment-methods/invoices/${invoice.id}/pay`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    paid.assertHeader('location', `/settings/payment-methods/invoices/${invoice.id}/processing`)
    await invoice.refresh()
    await subscription.refresh()
    assert.equal(invoice.status, InvoiceStatus.PAID)
    assert.equal(subscription.status, S.ACTIVE)
    assert.equal(await countRows('payments', { invoice_id: invoice.id, status: 'successful' }), 1)

    const processing = await client
      .get(`/settings/payment-methods/invoices/${invoice.id}/processing`)
      .withInertia()
      .loginAs(user)
    processing.assertInertiaComponent('Settings/PaymentProcessing')
    assert.equal(processing.inertiaProps.state, 'successful')

    // Paying again charges nothing: the invoice is settled.
    const again = await client
      .post(`/settings/payment-methods/invoices/${invoice.id}/pay`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    assert.equal((again.flashMessages() as any).info, 'Nothing is due on that invoice.')
    assert.equal(await countRows('payments', { invoice_id: invoice.id }), 1)
  })

  test('[spec 2.8] a link naming an invoice that is not due says so', async ({
    client,
    assert,
  }) => {
    const { user } = await member()
    const page = await client
      .get('/settings/payment-methods?invoice=INV-2026-999999')
      .withInertia()
      .loginAs(user)
    assert.isNull(page.inertiaProps.highlightedInvoice)
    assert.isTrue(page.inertiaProps.invoiceNotDue)
  })

  test('[spec 2.8] a declined pay now is shown and changes nothing but the attempt record', async ({
    client,
    assert,
  }) => {
    const { user, subscription } = await member(S.PAST_DUE, DECLINED_CARD)
    const invoice = await openInvoice(user.id, subscription.id)
    const response = await client
      .post(`/settings/payment-methods/invoices/${invoice.id}/pay`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    response.assertHeader('location', `/settings/payment-methods?invoice=${invoice.number}`)
    assert.match((response.flashMessages() as any).error, /insufficient/i)
    await invoice.refresh()
    await subscription.refresh()
    assert.equal(invoice.status, InvoiceStatus.OPEN)
    assert.equal(subscription.status, S.PAST_DUE)
    assert.equal(await countRows('payments', { invoice_id: invoice.id, status: 'failed' }), 1)
  })

  test('[spec 2.8] 3-D Secure pay now: bank page, a processing page while pending, settled on return; the webhook then changes nothing', async ({
    client,
    assert,
  }) => {
    const { user, subscription } = await member(S.PAST_DUE, THREE_DS_CARD)
    const invoice = await openInvoice(user.id, subscription.id)
    const response = await client
      .post(`/settings/payment-methods/invoices/${invoice.id}/pay`)
      .withCsrfToken()
      .withInertia()
      .loginAs(user)
      .redirects(0)
    response.assertStatus(409)
    assert.match(response.header('x-inertia-location') ?? '', /\/sandbox\/authorize\/chrg_test_/)
    const payment = await Payment.query().where('invoice_id', invoice.id).firstOrFail()
    assert.equal(payment.status, PaymentStatus.PENDING)

    const waiting = await client
      .get(`/settings/payment-methods/invoices/${invoice.id}/processing`)
      .withInertia()
      .loginAs(user)
    assert.equal(waiting.inertiaProps.state, 'pending')

    await sandbox().authorize(payment.gatewayChargeId!, true)
    const returnUri = await sandbox().returnUriOf(payment.gatewayChargeId!)
    assert.equal(
      new URL(returnUri!).pathname,
      `/settings/payment-methods/invoices/${invoice.id}/processing`
    )
    const settled = await client.get(new URL(returnUri!).pathname).withInertia().loginAs(user)
    assert.equal(settled.inertiaProps.state, 'successful')
    await invoice.refresh()
    await subscription.refresh()
    assert.equal(invoice.status, InvoiceStatus.PAID)
    assert.equal(subscription.status, S.ACTIVE)

    const eventId = await sandbox().lastEventOf(payment.gatewayChargeId!)
    const hook = await client.post('/webhooks/omise').json({ object: 'event', id: eventId })
    assert.equal((hook.body() as any).outcome, 'unchanged')
    assert.equal(await countRows('payments', { invoice_id: invoice.id }), 1)
  })

  test('[spec 2.8] a gateway that does not answer: the attempt stays pending, the member sees the processing page, never a 500', async ({
    client,
    assert,
  }) => {
    const { user, subscription } = await member(S.PAST_DUE)
    const invoice = await openInvoice(user.id, subscription.id)
    const real = sandbox()
    // The sandbox, except that its charge call never comes back with an answer.
    const silent = new Proxy(real, {
      get(target, property) {
        if (property === 'charge') {
          return async () => {
            throw new GatewayError('timeout', 'the gateway did not answer', true)
          }
        }
        const value = Reflect.get(target, property, target)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    useGateway(silent)
    try {
      const response = await client
        .post(`/settings/payment-methods/invoices/${invoice.id}/pay`)
        .withCsrfToken()
        .loginAs(user)
        .redirects(0)
      response.assertHeader(
        'location',
        `/settings/payment-methods/invoices/${invoice.id}/processing`
      )
      assert.match((response.flashMessages() as any).info, /did not answer in time/)
    } finally {
      useGateway(null)
    }
    const payment = await Payment.query().where('invoice_id', invoice.id).firstOrFail()
    assert.equal(payment.status, PaymentStatus.PENDING)
    await invoice.refresh()
    assert.equal(invoice.status, InvoiceStatus.OPEN)
  })

  test("[spec 2.8] another member's invoice: pay now and its processing page answer 404", async ({
    client,
    assert,
  }) => {
    const owner = await member(S.PAST_DUE)
    const invoice = await openInvoice(owner.user.id, owner.subscription.id)
    const stranger = await member()
    const pay = await client
      .post(`/settings/payment-methods/invoices/${invoice.id}/pay`)
      .withCsrfToken()
      .loginAs(stranger.user)
      .redirects(0)
    pay.assertStatus(404)
    const processing = await client
      .get(`/settings/payment-methods/invoices/${invoice.id}/processing`)
      .loginAs(stranger.user)
      .redirects(0)
    processing.assertStatus(404)
    assert.equal(await countRows('payments', { invoice_id: invoice.id }), 0)
  })

  test('[spec 6] a free member is sent to Profile Details with an info flash; the actions answer 403', async ({
    client,
    assert,
  }) => {
    const free = await createUser(RoleSlug.USER, { isFreeMember: true })
    const page = await client.get('/settings/payment-methods').loginAs(free).redirects(0)
    page.assertHeader('location', '/settings/profile-details')
    assert.equal((page.flashMessages() as any).info, HIDDEN_NOTICE)
    for (const request of [
      client.post('/settings/payment-methods').form({ token: await tokenFor(SUCCESS_CARD) }),
      client.put('/settings/payment-methods/1/default'),
      client.delete('/settings/payment-methods/1'),
      client.post('/settings/payment-methods/invoices/1/pay'),
    ]) {
      const response = await request.withCsrfToken().loginAs(free).redirects(0)
      response.assertStatus(403)
    }
    assert.equal(await countRows('payment_methods', { user_id: free.id }), 0)
  })
})

test.group('Settings › Invoices (SPEC §2.8)', (group) => {
  useDatabase(group)

  test("[spec 2.8] the member's own invoices: number, date, period, amount, VAT, status and the PDFs", async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const subscription = await SubscriptionFactory.merge({ userId: user.id }).create()
    const paid = await InvoiceFactory.apply('paid')
      .merge({ userId: user.id, subscriptionId: subscription.id })
      .create()
    const openAt = DateTime.utc().minus({ days: 1 }).startOf('second')
    const open = await InvoiceFactory.merge({
      userId: user.id,
      subscriptionId: subscription.id,
      issuedAt: openAt,
      periodStart: openAt,
      periodEnd: openAt.plus({ months: 1 }),
    }).create()
    const payment = await Payment.create({
      invoiceId: paid.id,
      gateway: 'sandbox',
      gatewayChargeId: 'chrg_test_refunded0001',
      amountSatang: paid.totalSatang,
      currency: 'THB',
      status: PaymentStatus.REFUNDED,
      idempotencyKey: `invoice-${paid.id}-attempt-1`,
      paidAt: paid.paidAt,
    })
    const note = await CreditNote.create({
      number: 'CN-2026-000042',
      paymentId: payment.id,
      invoiceId: paid.id,
      userId: user.id,
      amountSatang: 10_700,
      subtotalSatang: 10_000,
      vatSatang: 700,
      currency: 'THB',
      reason: 'Goodwill',
      issuedAt: DateTime.utc(),
    })
    const other = await createUser(RoleSlug.USER)
    const theirs = await SubscriptionFactory.merge({ userId: other.id }).create()
    const foreign = await InvoiceFactory.apply('paid')
      .merge({ userId: other.id, subscriptionId: theirs.id })
      .create()

    const page = await client.get('/settings/invoices').withInertia().loginAs(user)
    page.assertInertiaComponent('Settings/Invoices')
    const list = page.inertiaProps.list as any
    assert.deepEqual(
      list.rows.map((row: any) => row.number),
      [open.number, paid.number]
    )
    const paidRow = list.rows[1]
    assert.deepInclude(paidRow, {
      totalSatang: 79_500,
      vatSatang: paid.vatSatang,
      status: 'paid',
      hasReceipt: true,
    })
    assert.deepEqual(paidRow.creditNotes, [{ id: note.id, number: 'CN-2026-000042' }])
    assert.isString(paidRow.issuedOn)
    assert.isString(paidRow.periodStart)
    assert.isFalse(list.rows[0].hasReceipt)
    assert.notInclude(JSON.stringify(page.inertiaProps), foreign.number)

    const receipt = await client.get(`/settings/invoices/${paid.id}/pdf`).loginAs(user)
    receipt.assertStatus(200)
    const notPdf = await client.get(`/settings/invoices/credit-notes/${note.id}/pdf`).loginAs(user)
    notPdf.assertStatus(200)
    const refused = await client.get(`/settings/invoices/${foreign.id}/pdf`).loginAs(user)
    refused.assertStatus(404)
    const refusedNote = await client
      .get(`/settings/invoices/credit-notes/${note.id}/pdf`)
      .loginAs(other)
    refusedNote.assertStatus(404)
  })

  test('[spec 2.8] the list pages by ten, newest first; bad page values fall back', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const subscription = await SubscriptionFactory.merge({ userId: user.id }).create()
    for (let index = 0; index < 12; index++) {
      await InvoiceFactory.apply('paid')
        .merge({
          userId: user.id,
          subscriptionId: subscription.id,
          issuedAt: DateTime.utc().minus({ months: index }).startOf('second'),
          periodStart: DateTime.utc().minus({ months: index }).startOf('second'),
        })
        .create()
    }
    const first = await client.get('/settings/invoices').withInertia().loginAs(user)
    const list = first.inertiaProps.list as any
    assert.equal(list.pages, 2)
    assert.lengthOf(list.rows, 10)
    const second = await client.get('/settings/invoices?page=2').withInertia().loginAs(user)
    assert.lengthOf((second.inertiaProps.list as any).rows, 2)
    for (const query of ['page=abc', 'page=-1', 'size=100000', 'sort=password', 'dir=x']) {
      const response = await client.get(`/settings/invoices?${query}`).loginAs(user)
      response.assertStatus(200)
    }
  })

  test('[spec 6] an Omise-billed member is sent to Profile Details', async ({ client, assert }) => {
    const user = await createUser(RoleSlug.USER, { isOmiseUser: true })
    const response = await client.get('/settings/invoices').loginAs(user).redirects(0)
    response.assertHeader('location', '/settings/profile-details')
    assert.equal((response.flashMessages() as any).info, HIDDEN_NOTICE)
  })
})

test.group('Settings › reactivate processing (SPEC §2.8)', (group) => {
  useDatabase(group)
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('[spec 2.8] a suspended membership: the page shows what is due and the card; paying reactivates it', async ({
    client,
    assert,
  }) => {
    const { user, subscription } = await member(S.SUSPENDED)
    const invoice = await openInvoice(user.id, subscription.id, 99_000)
    const page = await client
      .get(`/settings/subscriptions/${subscription.id}/reactivate`)
      .withInertia()
      .loginAs(user)
    page.assertInertiaComponent('Settings/Reactivate')
    assert.equal(page.inertiaProps.state, 'pay')
    assert.equal(page.inertiaProps.dueSatang, 99_000)
    assert.deepInclude(page.inertiaProps.card as any, { brand: 'Visa', last4: '4242' })

    const paid = await client
      .post(`/settings/subscriptions/${subscription.id}/reactivate`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    paid.assertHeader(
      'location',
      `/settings/subscriptions/${subscription.id}/reactivate/processing`
    )
    await invoice.refresh()
    await subscription.refresh()
    assert.equal(invoice.status, InvoiceStatus.PAID)
    assert.equal(subscription.status, S.ACTIVE)
    assert.isNull(subscription.suspendedAt)
    assert.isTrue(subscription.currentPeriodEnd! > DateTime.utc().plus({ days: 27 }))

    const processing = await client
      .get(`/settings/subscriptions/${subscription.id}/reactivate/processing`)
      .withInertia()
      .loginAs(user)
    assert.equal(processing.inertiaProps.state, 'successful')
    assert.equal((processing.inertiaProps.membership as any).status, S.ACTIVE)

    const after = await client
      .get(`/settings/subscriptions/${subscription.id}/reactivate`)
      .withInertia()
      .loginAs(user)
    assert.equal(after.inertiaProps.state, 'not_needed')
  })

  test('[spec 2.8] a cancelled membership: a new period is invoiced and paid, then it waits for member services', async ({
    client,
    assert,
  }) => {
    const { user, subscription, price } = await member(S.CANCELLED)
    await subscription.merge({ cancelledAt: DateTime.utc().minus({ days: 3 }) }).save()
    const page = await client
      .get(`/settings/subscriptions/${subscription.id}/reactivate`)
      .withInertia()
      .loginAs(user)
    assert.equal(page.inertiaProps.state, 'pay')
    assert.equal(page.inertiaProps.dueSatang, price.amountSatang)
    assert.isTrue(page.inertiaProps.needsReview)

    await client
      .post(`/settings/subscriptions/${subscription.id}/reactivate`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    await subscription.refresh()
    assert.equal(subscription.status, S.REACTIVATION)
    const invoices = await Invoice.query().where('subscription_id', subscription.id)
    assert.lengthOf(invoices, 1)
    assert.equal(invoices[0].status, InvoiceStatus.PAID)
    assert.equal(invoices[0].totalSatang, price.amountSatang)

    const processing = await client
      .get(`/settings/subscriptions/${subscription.id}/reactivate/processing`)
      .withInertia()
      .loginAs(user)
    assert.equal(processing.inertiaProps.state, 'successful')
    assert.isString(processing.inertiaProps.reviewBy)
    const review = await client
      .get(`/settings/subscriptions/${subscription.id}/reactivate`)
      .withInertia()
      .loginAs(user)
    assert.equal(review.inertiaProps.state, 'review')
  })

  test('[spec 2.8] 3-D Secure reactivation: the webhook settles first and the membership is active; the processing page shows it', async ({
    client,
    assert,
  }) => {
    const fake = mail.fake()
    const { user, subscription } = await member(S.SUSPENDED, THREE_DS_CARD)
    const invoice = await openInvoice(user.id, subscription.id)
    const response = await client
      .post(`/settings/subscriptions/${subscription.id}/reactivate`)
      .withCsrfToken()
      .withInertia()
      .loginAs(user)
      .redirects(0)
    response.assertStatus(409)
    const payment = await Payment.query().where('invoice_id', invoice.id).firstOrFail()
    const pending = await client
      .get(`/settings/subscriptions/${subscription.id}/reactivate/processing`)
      .withInertia()
      .loginAs(user)
    assert.equal(pending.inertiaProps.state, 'pending')

    const { eventId } = await sandbox().authorize(payment.gatewayChargeId!, true)
    const hook = await client.post('/webhooks/omise').json({ object: 'event', id: eventId })
    assert.equal((hook.body() as any).outcome, 'successful')
    await subscription.refresh()
    assert.equal(subscription.status, S.ACTIVE)
    // The webhook settled it, so the webhook sends the receipt, with the tax invoice.
    const receipts = () =>
      fake.mails.queued().filter((message) => message instanceof ReceiptMail) as ReceiptMail[]
    assert.lengthOf(receipts(), 1)
    assert.equal(receipts()[0].recipient.email, user.email)

    const settled = await client
      .get(`/settings/subscriptions/${subscription.id}/reactivate/processing`)
      .withInertia()
      .loginAs(user)
    assert.equal(settled.inertiaProps.state, 'successful')
    assert.equal(await countRows('payments', { invoice_id: invoice.id }), 1)
    // Seeing the page again sends no second receipt.
    assert.lengthOf(receipts(), 1)
  })

  test('[spec 2.8] a declined reactivation leaves the membership suspended and says why', async ({
    client,
    assert,
  }) => {
    const { user, subscription } = await member(S.SUSPENDED, DECLINED_CARD)
    await openInvoice(user.id, subscription.id)
    const response = await client
      .post(`/settings/subscriptions/${subscription.id}/reactivate`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    response.assertHeader('location', `/settings/subscriptions/${subscription.id}/reactivate`)
    assert.match((response.flashMessages() as any).error, /insufficient/i)
    await subscription.refresh()
    assert.equal(subscription.status, S.SUSPENDED)
  })

  test('[spec 1] no card, an active membership or a declared incarceration: nothing is charged', async ({
    client,
    assert,
  }) => {
    const noCard = await member(S.SUSPENDED)
    await openInvoice(noCard.user.id, noCard.subscription.id)
    await PaymentMethod.query().where('user_id', noCard.user.id).delete()
    const refused = await client
      .post(`/settings/subscriptions/${noCard.subscription.id}/reactivate`)
      .withCsrfToken()
      .loginAs(noCard.user)
      .redirects(0)
    assert.equal(
      (refused.flashMessages() as any).error,
      'Add a card in Payment Methods before reactivating.'
    )

    const active = await member(S.ACTIVE)
    const notNeeded = await client
      .post(`/settings/subscriptions/${active.subscription.id}/reactivate`)
      .withCsrfToken()
      .loginAs(active.user)
      .redirects(0)
    assert.match((notNeeded.flashMessages() as any).error, /cannot be reactivated/)

    const jailed = await member(S.CANCELLED)
    await jailed.subscription.merge({ declaredIncarcerated: true }).save()
    const page = await client
      .get(`/settings/subscriptions/${jailed.subscription.id}/reactivate`)
      .withInertia()
      .loginAs(jailed.user)
    assert.equal(page.inertiaProps.state, 'not_allowed')
    await client
      .post(`/settings/subscriptions/${jailed.subscription.id}/reactivate`)
      .withCsrfToken()
      .loginAs(jailed.user)
    await jailed.subscription.refresh()
    assert.equal(jailed.subscription.status, S.CANCELLED)
    assert.equal(await countRows('payments'), 0)
  })

  test("[spec 2.8] another member's membership answers 404 on the page, the payment and the processing page", async ({
    client,
    assert,
  }) => {
    const owner = await member(S.SUSPENDED)
    await openInvoice(owner.user.id, owner.subscription.id)
    const stranger = await member()
    const id = owner.subscription.id
    for (const request of [
      client.get(`/settings/subscriptions/${id}/reactivate`),
      client.post(`/settings/subscriptions/${id}/reactivate`).withCsrfToken(),
      client.get(`/settings/subscriptions/${id}/reactivate/processing`),
      client.get('/settings/subscriptions/not-a-number/reactivate'),
    ]) {
      const response = await request.loginAs(stranger.user).redirects(0)
      response.assertStatus(404)
    }
    const subscription = await Subscription.findOrFail(id)
    assert.equal(subscription.status, S.SUSPENDED)
    assert.equal(await countRows('payments'), 0)
  })

  test('[spec 6] a member with a custom-created plan cannot reach reactivation', async ({
    client,
  }) => {
    const { user, subscription } = await memberWithCard({
      startedAt: DateTime.utc().minus({ months: 2 }),
      state: 'custom_created',
    })
    const page = await client
      .get(`/settings/subscriptions/${subscription.id}/reactivate`)
      .loginAs(user)
      .redirects(0)
    page.assertHeader('location', '/settings/profile-details')
    const post = await client
      .post(`/settings/subscriptions/${subscription.id}/reactivate`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    post.assertStatus(403)
  })
})
