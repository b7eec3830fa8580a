import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import nock from 'nock'
import app from '@adonisjs/core/services/app'
import { CardRejectedError, GatewayError } from '#services/billing/payments/payment_gateway'
import { OmiseGateway } from '#services/billing/payments/omise/omise_gateway'
import { OMISE_API_VERSION } from '#services/billing/payments/omise/client'

/**
 * The Omise driver against recorded answers in Omise's shapes (API version
 * 2019-05-29, tests/fixtures/omise), intercepted by nock; nothing reaches
 * the network (DESIGN §4).
 */
const API = 'https://api.omise.co'
const PUBLIC_KEY = 'pkey_test_60xq5abcdefghijklmn'
const SECRET_KEY = 'skey_test_60xq5nopqrstuvwxyz0'
const AUTHORIZATION = `Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`
const CUSTOMER = 'cust_test_60xq7m9zffe8ksyw1c1'
const CARD = 'card_test_60xq7mbv8i1o3ymlg6u'

function fixture<T = any>(name: string): T {
  return JSON.parse(readFileSync(app.makePath('tests/fixtures/omise', `${name}.json`), 'utf8'))
}

type RecordedError = { status: number; body: { object: 'error'; code: string; message: string } }
const errors = fixture<Record<string, RecordedError>>('errors')

/** Every request must carry the secret key and the pinned API version. */
const omise = () =>
  nock(API, {
    reqheaders: { 'authorization': AUTHORIZATION, 'omise-version': OMISE_API_VERSION },
  })

const gateway = (timeoutMs?: number) =>
  new OmiseGateway(PUBLIC_KEY, { secretKey: SECRET_KEY, timeoutMs })

const customerCharge = {
  customerId: CUSTOMER,
  cardId: CARD,
  amountSatang: 149800,
  currency: 'THB' as const,
  idempotencyKey: 'invoice-123-attempt-1',
  description: 'Lexpat invoice INV-2026-000123',
  initiator: 'customer' as const,
  returnUri: 'http://localhost:3412/checkout/return',
  metadata: { invoice: 'INV-2026-000123' },
}

async function rejection(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error as Error
  }
  throw new Error('expected the call to fail')
}

function interceptOmise(group: { setup: Function; teardown: Function; each: any }) {
  group.setup(() => {
    if (!nock.isActive()) nock.activate()
    nock.disableNetConnect()
  })
  group.each.teardown(() => {
    const pending = nock.pendingMocks()
    nock.cleanAll()
    if (pending.length) throw new Error(`Omise calls expected but not made: ${pending.join(', ')}`)
  })
  group.teardown(() => {
    nock.enableNetConnect()
    nock.restore()
  })
}

test.group('Omise driver: customers and cards (DESIGN §4)', (group) => {
  interceptOmise(group)

  test('[spec 2.7] createCustomer posts the email and description, form-encoded', async ({
    assert,
  }) => {
    let body: Record<string, string> = {}
    omise()
      .matchHeader('content-type', 'application/x-www-form-urlencoded')
      .post('/customers', (sent) => ((body = sent), true))
      .reply(200, fixture('customer'))

    const customer = await gateway().createCustomer({
      email: 'anong@example.com',
      description: 'Lexpat member 42',
    })
    assert.deepEqual(customer, { id: CUSTOMER })
    assert.deepEqual(body, { email: 'anong@example.com', description: 'Lexpat member 42' })
  })

  test('[spec 2.7] attachCard sends the token only and reads back the newest card', async ({
    assert,
  }) => {
    let body: Record<string, string> = {}
    omise()
      .patch(`/customers/${CUSTOMER}`, (sent) => ((body = sent), true))
      .reply(200, fixture('customer_with_cards'))
    omise()
      .get(`/customers/${CUSTOMER}/cards`)
      .query({ order: 'reverse_chronological', limit: 1 })
      .reply(200, fixture('cards_newest'))

    const card = await gateway().attachCard(CUSTOMER, 'tokn_test_60xq7m4ut3c0g0v9i0j')
    assert.deepEqual(body, { card: 'tokn_test_60xq7m4ut3c0g0v9i0j' })
    assert.deepEqual(card, {
      cardId: CARD,
      brand: 'Visa',
      last4: '4242',
      expiryMonth: 12,
      expiryYear: 2029,
      financing: 'credit',
    })
  })

  test('[spec 2.7] a prepaid card is reported as prepaid so the caller can refuse it', async ({
    assert,
  }) => {
    omise().patch(`/customers/${CUSTOMER}`).reply(200, fixture('customer_with_cards'))
    omise()
      .get(`/customers/${CUSTOMER}/cards`)
      .query(true)
      .reply(200, fixture('cards_newest_prepaid'))
    const card = await gateway().attachCard(CUSTOMER, 'tokn_test_prepaid')
    assert.equal(card.financing, 'prepaid')
  })

  test('[spec 2.7] a used token is a CardRejectedError with Omise’s code', async ({ assert }) => {
    const { status, body } = errors.used_token
    omise().patch(`/customers/${CUSTOMER}`).reply(status, body)
    const error = await rejection(gateway().attachCard(CUSTOMER, 'tokn_test_used'))
    assert.instanceOf(error, CardRejectedError)
    assert.equal((error as CardRejectedError).code, 'used_token')
    assert.equal(error.message, 'token was already used')
  })

  test('[spec 2.7] an unknown token (not_found) is a CardRejectedError', async ({ assert }) => {
    const { status, body } = errors.not_found
    omise().patch(`/customers/${CUSTOMER}`).reply(status, body)
    const error = await rejection(gateway().attachCard(CUSTOMER, 'tokn_test_unknown'))
    assert.instanceOf(error, CardRejectedError)
    assert.equal((error as CardRejectedError).code, 'not_found')
  })

  test('[spec 2.7] listCards lists the customer’s cards, oldest first', async ({ assert }) => {
    omise()
      .get(`/customers/${CUSTOMER}/cards`)
      .query({ order: 'chronological', limit: 100 })
      .reply(200, fixture('cards'))
    const cards = await gateway().listCards(CUSTOMER)
    assert.deepEqual(
      cards.map((card) => [card.brand, card.last4, card.financing, card.expiryYear]),
      [
        ['MasterCard', '4444', 'debit', 2028],
        ['Visa', '4242', 'credit', 2029],
      ]
    )
  })

  test('[spec 2.7] removeCard deletes the card of that customer', async () => {
    omise().delete(`/customers/${CUSTOMER}/cards/${CARD}`).reply(200, fixture('card_deleted'))
    await gateway().removeCard(CUSTOMER, CARD)
  })
})

test.group('Omise driver: charges (DESIGN §4)', (group) => {
  interceptOmise(group)

  test('[spec 2.7] a customer-initiated charge sends amount, THB, card, return_uri and the key', async ({
    assert,
  }) => {
    let body: Record<string, string> = {}
    omise()
      .post('/charges', (sent) => ((body = sent), true))
      .reply(200, fixture('charge_successful'))

    const charge = await gateway().charge(customerCharge)
    assert.deepEqual(body, {
      'amount': '149800',
      'currency': 'thb',
      'customer': CUSTOMER,
      'card': CARD,
      'description': 'Lexpat invoice INV-2026-000123',
      'metadata[invoice]': 'INV-2026-000123',
      'metadata[idempotency_key]': 'invoice-123-attempt-1',
      'return_uri': 'http://localhost:3412/checkout/return',
    })
    assert.deepEqual(charge, {
      id: 'chrg_test_60xq8d0sx8ovyy2y1pw',
      status: 'successful',
      amountSatang: 149800,
      failureCode: null,
      failureMessage: null,
      authorizeUri: null,
      promptPay: null,
      metadata: { invoice: 'INV-2026-000123', idempotency_key: 'invoice-123-attempt-1' },
      refundedSatang: 0,
      createdAt: new Date('2026-11-23T09:15:20Z'),
    })
  })

  test('[spec 2.7] a renewal is merchant-initiated: MIT, recurring subscription, no return_uri', async ({
    assert,
  }) => {
    let body: Record<string, string> = {}
    omise()
      .post('/charges', (sent) => ((body = sent), true))
      .reply(200, fixture('charge_mit_successful'))

    const charge = await gateway().charge({
      ...customerCharge,
      initiator: 'merchant',
      returnUri: undefined,
      idempotencyKey: 'invoice-200-attempt-1',
      description: 'Lexpat renewal INV-2026-000200',
      metadata: { invoice: 'INV-2026-000200' },
    })
    assert.deepEqual(body, {
      'amount': '149800',
      'currency': 'thb',
      'customer': CUSTOMER,
      'card': CARD,
      'description': 'Lexpat renewal INV-2026-000200',
      'metadata[invoice]': 'INV-2026-000200',
      'metadata[idempotency_key]': 'invoice-200-attempt-1',
      'transaction_indicator': 'MIT',
      'recurring_reason': 'subscription',
    })
    assert.equal(charge.status, 'successful')
    assert.equal(charge.metadata.idempotency_key, 'invoice-200-attempt-1')
  })

  test('[spec 2.7] a customer-initiated charge without a return URI is refused before any call', async ({
    assert,
  }) => {
    await assert.rejects(
      () => gateway().charge({ ...customerCharge, returnUri: undefined }),
      /returnUri/
    )
  })

  test('[spec 2.7] 3-D Secure: pending with authorize_uri', async ({ assert }) => {
    omise().post('/charges').reply(200, fixture('charge_pending_3ds'))
    const charge = await gateway().charge({
      ...customerCharge,
      idempotencyKey: 'invoice-125-attempt-1',
    })
    assert.equal(charge.status, 'pending')
    assert.equal(
      charge.authorizeUri,
      'https://pay.omise.co/payments/pay2_test_60xqa2v5bq1c4wq3d7p/authorize'
    )
    assert.isNull(charge.failureCode)
  })

  test('[spec 2.7] each decline code stays on the charge result (status failed)', async ({
    assert,
  }) => {
    const codes = fixture<Record<string, string>>('charge_failure_codes')
    for (const [code, message] of Object.entries(codes)) {
      omise()
        .post('/charges')
        .reply(200, { ...fixture('charge_failed'), failure_code: code, failure_message: message })
      const charge = await gateway().charge(customerCharge)
      assert.equal(charge.status, 'failed', code)
      assert.equal(charge.failureCode, code)
      assert.equal(charge.failureMessage, message)
      assert.isNull(charge.authorizeUri)
    }
  })

  test('[spec 2.7] an expired 3-D Secure charge reads as failed with code "expired"', async ({
    assert,
  }) => {
    omise().get('/charges/chrg_test_60xqa2v4hzq8k0e6f1t').reply(200, fixture('charge_expired'))
    const charge = await gateway().retrieveCharge('chrg_test_60xqa2v4hzq8k0e6f1t')
    assert.equal(charge.status, 'failed')
    assert.equal(charge.failureCode, 'expired')
    assert.isNull(charge.authorizeUri)
  })

  test('[spec 2.7] retrieveCharge reads refunds and metadata', async ({ assert }) => {
    omise()
      .get('/charges/chrg_test_60xq8d0sx8ovyy2y1pw')
      .reply(200, fixture('charge_partly_refunded'))
    const charge = await gateway().retrieveCharge('chrg_test_60xq8d0sx8ovyy2y1pw')
    assert.equal(charge.status, 'successful')
    assert.equal(charge.refundedSatang, 50000)
    assert.equal(charge.metadata.idempotency_key, 'invoice-123-attempt-1')
  })

  test('[spec 2.7] an unknown charge is a GatewayError (not the member’s card), not retryable', async ({
    assert,
  }) => {
    const { status, body } = errors.not_found
    omise().get('/charges/chrg_test_missing').reply(status, body)
    const error = await rejection(gateway().retrieveCharge('chrg_test_missing'))
    assert.instanceOf(error, GatewayError)
    assert.include(error as GatewayError, { code: 'not_found', retryable: false, httpStatus: 404 })
  })

  const searchQuery = (key: string, page: number) => ({
    scope: 'charge',
    query: key,
    order: 'reverse_chronological',
    page,
    per_page: 100,
  })

  test('[spec 2.7] findChargeByKey searches charges by metadata and matches the exact key, whatever the customer', async ({
    assert,
  }) => {
    omise()
      .get('/search')
      .query(searchQuery('invoice-12-attempt-1', 1))
      .reply(200, fixture('search_charges'))
    const charge = await gateway().findChargeByKey('invoice-12-attempt-1')
    // The search also answers `invoice-12-attempt-10` (a partial match): skipped.
    assert.equal(charge?.id, 'chrg_test_60xqh2search0attmp01')
    assert.equal(charge?.status, 'successful')
    assert.equal(charge?.metadata.invoice, 'INV-2026-000012')
    assert.isTrue(nock.isDone())
  })

  test('[spec 2.7] findChargeByKey answers null when no charge carries the key', async ({
    assert,
  }) => {
    omise()
      .get('/search')
      .query(searchQuery('invoice-999-attempt-1', 1))
      .reply(200, { ...fixture('search_charges'), data: [], total: 0, total_pages: 0 })
    assert.isNull(await gateway().findChargeByKey('invoice-999-attempt-1'))
    assert.isTrue(nock.isDone())
  })

  test('[spec 2.7] findChargeByKey reads every page of the search, past the newest 300 charges', async ({
    assert,
  }) => {
    const found = fixture('search_charges')
    const filler = { ...found.data[0], id: 'chrg_test_filler', metadata: { note: 'invoice-5' } }
    const page = (number: number, data: unknown[]) => ({
      ...found,
      page: number,
      total: 301,
      total_pages: 4,
      data,
    })
    for (let number = 1; number <= 3; number++) {
      omise()
        .get('/search')
        .query(searchQuery('invoice-5-attempt-1', number))
        .reply(
          200,
          page(
            number,
            Array.from({ length: 100 }, () => filler)
          )
        )
    }
    omise()
      .get('/search')
      .query(searchQuery('invoice-5-attempt-1', 4))
      .reply(
        200,
        page(4, [
          {
            ...found.data[1],
            id: 'chrg_test_page4',
            metadata: { idempotency_key: 'invoice-5-attempt-1' },
          },
        ])
      )
    const charge = await gateway().findChargeByKey('invoice-5-attempt-1')
    assert.equal(charge?.id, 'chrg_test_page4')
    assert.isTrue(nock.isDone())
  })

  test('[spec 2.7] findChargeByKey stops at the last page and never reads beyond it', async ({
    assert,
  }) => {
    const found = fixture('search_charges')
    const other = { ...found.data[0], metadata: { idempotency_key: 'invoice-7-attempt-10' } }
    omise()
      .get('/search')
      .query(searchQuery('invoice-7-attempt-1', 1))
      .reply(200, {
        ...found,
        total: 101,
        total_pages: 2,
        data: Array.from({ length: 100 }, () => other),
      })
    omise()
      .get('/search')
      .query(searchQuery('invoice-7-attempt-1', 2))
      .reply(200, { ...found, page: 2, total: 101, total_pages: 2, data: [other] })
    assert.isNull(await gateway().findChargeByKey('invoice-7-attempt-1'))
    assert.isTrue(nock.isDone())
  })

  test('[spec 2.7] a search the gateway cannot answer is an error, never "no charge"', async ({
    assert,
  }) => {
    omise().get('/search').query(true).reply(503, '<html>busy</html>')
    const error = await rejection(gateway().findChargeByKey('invoice-8-attempt-1'))
    assert.instanceOf(error, GatewayError)
    assert.isTrue((error as GatewayError).retryable)
  })

  test('[spec 2.7] refund posts the amount to the charge’s refunds', async ({ assert }) => {
    let body: Record<string, string> = {}
    omise()
      .post('/charges/chrg_test_60xq8d0sx8ovyy2y1pw/refunds', (sent) => ((body = sent), true))
      .reply(200, fixture('refund'))
    const refund = await gateway().refund('chrg_test_60xq8d0sx8ovyy2y1pw', 50000)
    assert.deepEqual(body, { amount: '50000' })
    assert.deepEqual(refund, {
      id: 'rfnd_test_60xqc1q7d9b0p3n5m2a',
      chargeId: 'chrg_test_60xq8d0sx8ovyy2y1pw',
      amountSatang: 50000,
    })
  })

  test('[spec 2.7] retrieveEvent names the charge of charge and refund events', async ({
    assert,
  }) => {
    omise()
      .get('/events/evnt_test_60xqg5h6i7j8k9l0m1n')
      .reply(200, fixture('event_charge_complete'))
    omise().get('/events/evnt_test_60xqh2i3j4k5l6m7n8o').reply(200, fixture('event_refund_create'))
    omise()
      .get('/events/evnt_test_60xqi9j0k1l2m3n4o5p')
      .reply(200, fixture('event_customer_create'))

    assert.deepEqual(await gateway().retrieveEvent('evnt_test_60xqg5h6i7j8k9l0m1n'), {
      id: 'evnt_test_60xqg5h6i7j8k9l0m1n',
      key: 'charge.complete',
      chargeId: 'chrg_test_60xqa2v4hzq8k0e6f1t',
      createdAt: new Date('2026-11-23T09:16:02Z'),
    })
    const refund = await gateway().retrieveEvent('evnt_test_60xqh2i3j4k5l6m7n8o')
    assert.equal(refund.key, 'refund.create')
    assert.equal(refund.chargeId, 'chrg_test_60xq8d0sx8ovyy2y1pw')
    const customer = await gateway().retrieveEvent('evnt_test_60xqi9j0k1l2m3n4o5p')
    assert.isNull(customer.chargeId)
  })
})

test.group('Omise driver: errors and transport (DESIGN §4)', (group) => {
  interceptOmise(group)

  test('[spec 2.7] card and token errors become CardRejectedError on a charge', async ({
    assert,
  }) => {
    for (const code of [
      'invalid_card',
      'invalid_expiration_date',
      'used_token',
      'failed_capture',
    ]) {
      omise().post('/charges').reply(errors[code].status, errors[code].body)
      const error = await rejection(gateway().charge(customerCharge))
      assert.instanceOf(error, CardRejectedError, code)
      assert.equal((error as CardRejectedError).code, code)
      assert.equal(error.message, errors[code].body.message)
    }
  })

  test('[spec 2.7] service errors become GatewayError, retryable only when a retry can help', async ({
    assert,
  }) => {
    const expected: Array<[string, boolean, number]> = [
      ['authentication_failure', false, 401],
      ['rate_limit_exceeded', true, 429],
      ['internal_error', true, 500],
      ['bad_request', false, 400],
      ['invalid_amount', false, 400],
    ]
    for (const [code, retryable, status] of expected) {
      omise().post('/charges').reply(errors[code].status, errors[code].body)
      const error = await rejection(gateway().charge(customerCharge))
      assert.instanceOf(error, GatewayError, code)
      assert.include(error as GatewayError, { code, retryable, httpStatus: status })
    }
  })

  test('[spec 2.7] a 5xx without an Omise error object is a retryable server_error', async ({
    assert,
  }) => {
    omise().get('/charges/chrg_test_x').reply(502, '<html>Bad gateway</html>', {
      'Content-Type': 'text/html',
    })
    const error = await rejection(gateway().retrieveCharge('chrg_test_x'))
    assert.instanceOf(error, GatewayError)
    assert.include(error as GatewayError, {
      code: 'server_error',
      retryable: true,
      httpStatus: 502,
    })
  })

  test('[spec 2.7] a network failure is a retryable network_error', async ({ assert }) => {
    omise().get('/charges/chrg_test_x').replyWithError('socket hang up')
    const error = await rejection(gateway().retrieveCharge('chrg_test_x'))
    assert.instanceOf(error, GatewayError)
    assert.include(error as GatewayError, { code: 'network_error', retryable: true })
  })

  test('[spec 2.7] a call past its deadline is a retryable timeout', async ({ assert }) => {
    // Omise never answers (nock's own delay trips an undici assertion once the call is aborted).
    omise()
      .post('/charges')
      .reply(() => new Promise<never>(() => {}))
    const error = await rejection(gateway(50).charge(customerCharge))
    assert.instanceOf(error, GatewayError)
    assert.include(error as GatewayError, { code: 'timeout', retryable: true })
  })

  test('[spec 2.7] a wrong secret key or API version never matches: both headers are sent', async ({
    assert,
  }) => {
    // An interceptor that only answers the pinned version and our key.
    nock(API, { reqheaders: { 'omise-version': '2015-11-17' } })
      .get('/charges/chrg_test_x')
      .reply(200, fixture('charge_successful'))
    const error = await rejection(gateway().retrieveCharge('chrg_test_x'))
    assert.instanceOf(error, GatewayError)
    nock.cleanAll()

    omise().get('/charges/chrg_test_x').reply(200, fixture('charge_successful'))
    const charge = await gateway().retrieveCharge('chrg_test_x')
    assert.equal(charge.id, 'chrg_test_60xq8d0sx8ovyy2y1pw')
  })

  test('[spec 2.7] nothing reaches the network: the vault is never called by the server', async ({
    assert,
  }) => {
    const error = await rejection(fetch('https://vault.omise.co/tokens', { method: 'POST' }))
    assert.match(String(error.cause ?? error), /Nock: Disallowed net connect|NetConnectNotAllowed/)
  })
})
