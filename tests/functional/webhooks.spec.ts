import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import { useDatabase, countRows } from '#tests/helpers'
import { SandboxGateway, SandboxStore } from '#services/billing/payments/sandbox_gateway'
import { useGateway } from '#services/billing/payments/gateway'
import { signWebhook } from '#services/billing/payments/webhook_signature'

const SECRET = Buffer.from('lexpat-webhook-test-secret').toString('base64')

test.group('Omise webhooks (DESIGN §4)', (group) => {
  useDatabase(group)
  let gateway: SandboxGateway
  group.each.setup(async () => {
    await limiter.clear()
    gateway = new SandboxGateway(new SandboxStore())
    useGateway(gateway)
    process.env.OMISE_WEBHOOK_SECRET = SECRET
    return () => {
      delete process.env.OMISE_WEBHOOK_SECRET
      useGateway(null)
    }
  })

  async function anEvent() {
    const customer = await gateway.createCustomer({ email: 'a@example.com', description: 't' })
    const token = await gateway.createToken({
      name: 'A',
      number: '4242424242424242',
      expirationMonth: 12,
      expirationYear: new Date().getFullYear() + 1,
      securityCode: '123',
    })
    const card = await gateway.attachCard(customer.id, token.id)
    const charge = await gateway.charge({
      customerId: customer.id,
      cardId: card.cardId,
      amountSatang: 79500,
      currency: 'THB',
      idempotencyKey: 'webhook-test-1',
      description: 't',
      initiator: 'merchant',
    })
    return (await gateway.lastEventOf(charge.id))!
  }

  const now = () => Math.floor(Date.now() / 1000)

  test('[spec 2.7] a correctly signed event is processed once; a replay is a no-op', async ({
    client,
    assert,
  }) => {
    const body = JSON.stringify({ object: 'event', id: await anEvent() })
    const timestamp = now()
    // During a secret roll two signatures come; one matching is enough.
    const signature = `${'0'.repeat(64)},${signWebhook(SECRET, timestamp, body)}`
    const send = () =>
      client
        .post('/webhooks/omise')
        .header('content-type', 'application/json')
        .header('omise-signature', signature)
        .header('omise-signature-timestamp', String(timestamp))
        .json(JSON.parse(body))
    const first = await send()
    first.assertStatus(200)
    assert.equal(first.body().outcome, 'ignored')
    const second = await send()
    second.assertStatus(200)
    assert.isTrue(second.body().replay)
    assert.equal(await countRows('gateway_webhook_events'), 1)
  })

  test('[security] a bad, missing or stale signature is refused with 401 and changes nothing', async ({
    client,
    assert,
  }) => {
    const body = JSON.stringify({ object: 'event', id: await anEvent() })
    const bad = await client
      .post('/webhooks/omise')
      .header('omise-signature', 'f'.repeat(64))
      .header('omise-signature-timestamp', String(now()))
      .json(JSON.parse(body))
    bad.assertStatus(401)
    const missing = await client.post('/webhooks/omise').json(JSON.parse(body))
    missing.assertStatus(401)
    const stale = now() - 6 * 60
    const old = await client
      .post('/webhooks/omise')
      .header('omise-signature', signWebhook(SECRET, stale, body))
      .header('omise-signature-timestamp', String(stale))
      .json(JSON.parse(body))
    old.assertStatus(401)
    assert.equal(await countRows('gateway_webhook_events'), 0)
  })

  test('[security] junk and unknown events get 400/404, never 500', async ({ client, assert }) => {
    delete process.env.OMISE_WEBHOOK_SECRET
    const junk = await client
      .post('/webhooks/omise')
      .type('application/json')
      .unsafeJson('not json{')
    assert.isBelow(junk.status(), 500)
    assert.isAtLeast(junk.status(), 400)
    const empty = await client.post('/webhooks/omise')
    empty.assertStatus(400)
    const notEvent = await client.post('/webhooks/omise').json({ id: ['evnt_x'], object: 'event' })
    notEvent.assertStatus(400)
    const unknown = await client
      .post('/webhooks/omise')
      .json({ object: 'event', id: 'evnt_test_00000000000000000' })
    unknown.assertStatus(404)
    assert.equal(await countRows('gateway_webhook_events'), 0)
  })
})
