import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import {
  SandboxGateway,
  SandboxStore,
  SANDBOX_TEST_CARDS,
} from '#services/billing/payments/sandbox_gateway'
import { CardRejectedError } from '#services/billing/payments/payment_gateway'
import {
  configuredGatewayName,
  sandboxRoutesEnabled,
  tokenizationSetup,
} from '#services/billing/payments/gateway'
import { verifyWebhookSignature, signWebhook } from '#services/billing/payments/webhook_signature'
import { passesLuhn } from '#validators/checkout'
import { useDatabase } from '#tests/helpers'

const future = { expirationMonth: 12, expirationYear: new Date().getFullYear() + 3 }
const card = (number: string) => ({ name: 'Anong Srisuk', number, securityCode: '123', ...future })
const RETURN = 'http://localhost/get-started/payment/return'

async function customerWith(gateway: SandboxGateway, number: string) {
  const customer = await gateway.createCustomer({ email: 'anong@example.com', description: 'test' })
  const token = await gateway.createToken(card(number))
  const attached = await gateway.attachCard(customer.id, token.id)
  return { customer, attached }
}

test.group('Sandbox payment gateway (DESIGN §4)', (group) => {
  useDatabase(group)

  test('[spec 1] every sandbox test card passes the Luhn check', ({ assert }) => {
    for (const number of Object.keys(SANDBOX_TEST_CARDS)) assert.isTrue(passesLuhn(number), number)
  })

  test('[spec 2.7] a successful Visa and MasterCard charge with Omise-style ids', async ({
    assert,
  }) => {
    const gateway = new SandboxGateway(new SandboxStore())
    for (const [number, brand] of [
      ['4242424242424242', 'Visa'],
      ['5555555555554444', 'MasterCard'],
    ]) {
      const { customer, attached } = await customerWith(gateway, number)
      assert.match(customer.id, /^cust_test_/)
      assert.match(attached.cardId, /^card_test_/)
      assert.equal(attached.brand, brand)
      assert.equal(attached.last4, number.slice(-4))
      assert.notProperty(attached, 'number')
      const charge = await gateway.charge({
        customerId: customer.id,
        cardId: attached.cardId,
        amountSatang: 79500,
        currency: 'THB',
        idempotencyKey: `invoice-${number}-attempt-1`,
        description: 'test',
        initiator: 'customer',
        returnUri: RETURN,
      })
      assert.match(charge.id, /^chrg_test_/)
      assert.equal(charge.status, 'successful')
      assert.equal(charge.amountSatang, 79500)
    }
  })

  test('[spec 2.7] declines carry Omise failure codes', async ({ assert }) => {
    const gateway = new SandboxGateway(new SandboxStore())
    const expected: Record<string, string> = {
      '4111111111140011': 'insufficient_fund',
      '5555551111100012': 'stolen_or_lost_card',
      '4111111111110014': 'payment_rejected',
      '4111111111150010': 'expired_card',
    }
    for (const [number, code] of Object.entries(expected)) {
      const { customer, attached } = await customerWith(gateway, number)
      const charge = await gateway.charge({
        customerId: customer.id,
        cardId: attached.cardId,
        amountSatang: 79500,
        currency: 'THB',
        idempotencyKey: `key-${number}`,
        description: 'test',
        initiator: 'customer',
        returnUri: RETURN,
      })
      assert.equal(charge.status, 'failed')
      assert.equal(charge.failureCode, code)
      assert.isString(charge.failureMessage)
    }
  })

  test('[spec 1] prepaid cards are reported as prepaid financing', async ({ assert }) => {
    const gateway = new SandboxGateway(new SandboxStore())
    const { attached } = await customerWith(gateway, '4111111111160019')
    assert.equal(attached.financing, 'prepaid')
  })

  test('[spec 2.7] unknown numbers and past expiry dates are refused by the sandbox vault', async ({
    assert,
  }) => {
    const gateway = new SandboxGateway(new SandboxStore())
    await assert.rejects(() => gateway.createToken(card('4000000000000002')), CardRejectedError)
    await assert.rejects(
      () => gateway.createToken({ ...card('4242424242424242'), expirationYear: 2001 }),
      CardRejectedError
    )
  })

  test('[spec 2.7] a token attaches one card once; an unknown token is refused', async ({
    assert,
  }) => {
    const gateway = new SandboxGateway(new SandboxStore())
    const customer = await gateway.createCustomer({ email: 'a@example.com', description: 'test' })
    const token = await gateway.createToken(card('4242424242424242'))
    assert.match(token.id, /^tokn_test_/)
    assert.equal(token.card.last_digits, '4242')
    assert.notInclude(JSON.stringify(await db.from('sandbox_tokens')), '4242424242424242')
    await gateway.attachCard(customer.id, token.id)
    await assert.rejects(() => gateway.attachCard(customer.id, token.id), CardRejectedError)
    await assert.rejects(() => gateway.attachCard(customer.id, 'tokn_test_nope'), CardRejectedError)
    const expired = await gateway.createToken(
      card('4242424242424242'),
      new Date(Date.now() - 3600_000)
    )
    await assert.rejects(() => gateway.attachCard(customer.id, expired.id), CardRejectedError)
    assert.lengthOf(await gateway.listCards(customer.id), 1)
    const [only] = await gateway.listCards(customer.id)
    await gateway.removeCard(customer.id, only.cardId)
    assert.lengthOf(await gateway.listCards(customer.id), 0)
    assert.notInclude(JSON.stringify(await db.from('sandbox_cards')), '4242424242424242')
  })

  test('[spec 2.7] 3-D Secure cards wait for the authorize page; merchant charges never do', async ({
    assert,
  }) => {
    const gateway = new SandboxGateway(new SandboxStore(), 'http://localhost:3333')
    const { customer, attached } = await customerWith(gateway, '4000000000003063')
    const base = {
      customerId: customer.id,
      cardId: attached.cardId,
      amountSatang: 79500,
      currency: 'THB' as const,
      description: 'test',
    }
    const pending = await gateway.charge({
      ...base,
      idempotencyKey: 'invoice-1-attempt-1',
      initiator: 'customer',
      returnUri: RETURN,
      metadata: { invoice: 'INV-1' },
    })
    assert.equal(pending.status, 'pending')
    assert.equal(pending.authorizeUri, `http://localhost:3333/sandbox/authorize/${pending.id}`)
    assert.deepEqual(pending.metadata, { invoice: 'INV-1', idempotency_key: 'invoice-1-attempt-1' })
    // By key alone, whatever the customer (a crash may have lost which card was charged).
    const found = await gateway.findChargeByKey('invoice-1-attempt-1')
    assert.equal(found?.id, pending.id)
    assert.isNull(await gateway.findChargeByKey('invoice-1-attempt-10'))
    const passed = await gateway.authorize(pending.id, true)
    assert.equal(passed.charge.status, 'successful')
    assert.isNull(passed.charge.authorizeUri)
    const event = await gateway.retrieveEvent(passed.eventId!)
    assert.equal(event.key, 'charge.complete')
    assert.equal(event.chargeId, pending.id)
    // A second answer changes nothing.
    const again = await gateway.authorize(pending.id, false)
    assert.equal(again.charge.status, 'successful')
    assert.isNull(again.eventId)

    const renewal = await gateway.charge({
      ...base,
      idempotencyKey: 'invoice-2-attempt-1',
      initiator: 'merchant',
    })
    assert.equal(renewal.status, 'successful')

    const failing = await customerWith(gateway, '4000000000003055')
    const failed = await gateway.charge({
      ...base,
      customerId: failing.customer.id,
      cardId: failing.attached.cardId,
      idempotencyKey: 'invoice-3-attempt-1',
      initiator: 'customer',
      returnUri: RETURN,
    })
    assert.equal(failed.status, 'pending')
    const answer = await gateway.authorize(failed.id, true)
    assert.equal(answer.charge.status, 'failed')
    assert.equal(answer.charge.failureCode, 'failed_fraud_check')
  })

  test('[spec 2.7] the store is the database: a second gateway instance sees the same charges', async ({
    assert,
  }) => {
    const web = new SandboxGateway(new SandboxStore())
    const worker = new SandboxGateway(new SandboxStore())
    const { customer, attached } = await customerWith(web, '4242424242424242')
    const charge = await web.charge({
      customerId: customer.id,
      cardId: attached.cardId,
      amountSatang: 79500,
      currency: 'THB',
      idempotencyKey: 'invoice-9-attempt-1',
      description: 'test',
      initiator: 'merchant',
    })
    const seen = await worker.retrieveCharge(charge.id)
    assert.equal(seen.status, 'successful')
    assert.lengthOf(await worker.listCards(customer.id), 1)
    const found = await worker.findChargeByKey('invoice-9-attempt-1')
    assert.equal(found?.id, charge.id)
  })

  test('[spec 2.7] the same idempotency key returns the same charge instead of charging again', async ({
    assert,
  }) => {
    const gateway = new SandboxGateway(new SandboxStore())
    const { customer, attached } = await customerWith(gateway, '4242424242424242')
    const request = {
      customerId: customer.id,
      cardId: attached.cardId,
      amountSatang: 495000,
      currency: 'THB' as const,
      idempotencyKey: 'invoice-7-attempt-1',
      description: 'test',
      initiator: 'merchant' as const,
    }
    const [first, second] = await Promise.all([gateway.charge(request), gateway.charge(request)])
    assert.equal(first.id, second.id)
    assert.equal(await gateway.chargeCount(), 1)
    await assert.rejects(() => gateway.charge({ ...request, amountSatang: 100000 }))
  })

  test('[spec 2.7] refunds cannot exceed the charge', async ({ assert }) => {
    const gateway = new SandboxGateway(new SandboxStore())
    const { customer, attached } = await customerWith(gateway, '4242424242424242')
    const charge = await gateway.charge({
      customerId: customer.id,
      cardId: attached.cardId,
      amountSatang: 79500,
      currency: 'THB',
      idempotencyKey: 'refund-test',
      description: 'test',
      initiator: 'merchant',
    })
    const refund = await gateway.refund(charge.id, 50000)
    assert.match(refund.id, /^rfnd_test_/)
    await assert.rejects(() => gateway.refund(charge.id, 30000))
  })

  test('[spec 2.7] PAYMENT_GATEWAY selects the sandbox; omise without keys fails loudly', ({
    assert,
  }) => {
    assert.equal(configuredGatewayName(undefined), 'sandbox')
    assert.equal(configuredGatewayName('sandbox'), 'sandbox')
    assert.throws(() => configuredGatewayName('omise'), /needs OMISE_PUBLIC_KEY/)
    assert.throws(() => configuredGatewayName('stripe'), /not a payment driver/)
  })

  test('[spec 2.7] the sandbox vault, script and authorize page exist only with the sandbox outside production', ({
    assert,
  }) => {
    assert.isTrue(sandboxRoutesEnabled('sandbox', 'development'))
    assert.isTrue(sandboxRoutesEnabled(undefined, 'test'))
    assert.isFalse(sandboxRoutesEnabled('sandbox', 'production'))
    const setup = tokenizationSetup()
    assert.equal(setup.scriptUrl, '/sandbox/omise.js')
    assert.deepEqual(setup.googlePay, { mode: 'simulated' })
  })

  test('[security] webhook signatures: hex HMAC-SHA256 of "<timestamp>.<body>", two during a roll, stale refused', ({
    assert,
  }) => {
    const secret = Buffer.from('secret-one').toString('base64')
    const body = '{"object":"event","id":"evnt_test_1"}'
    const now = 1_900_000_000
    const good = signWebhook(secret, now, body)
    const check = (signature: string, timestamp = now, at = now) =>
      verifyWebhookSignature({
        secret,
        signature,
        timestamp: String(timestamp),
        rawBody: body,
        nowSeconds: at,
      })
    assert.equal(check(good), 'ok')
    assert.equal(check(`${'a'.repeat(64)}, ${good}`), 'ok')
    assert.equal(check('a'.repeat(64)), 'mismatch')
    assert.equal(check('zz'), 'mismatch')
    assert.equal(check(good, now, now + 301), 'stale')
    assert.equal(
      verifyWebhookSignature({ secret, signature: good, timestamp: null, rawBody: body }),
      'missing'
    )
  })
})
