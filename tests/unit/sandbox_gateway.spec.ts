import { test } from '@japa/runner'
import {
  SandboxGateway,
  SandboxStore,
  SANDBOX_TEST_CARDS,
} from '#services/payments/sandbox_gateway'
import { CardRejectedError } from '#services/payments/payment_gateway'
import { configuredGatewayName } from '#services/payments/gateway'
import { passesLuhn } from '#validators/checkout'

const future = { expiryMonth: 12, expiryYear: new Date().getFullYear() + 3 }
const card = (number: string) => ({ name: 'Anong Srisuk', number, securityCode: '123', ...future })

async function customerWith(gateway: SandboxGateway, number: string) {
  const customer = await gateway.createCustomer({ email: 'anong@example.com', description: 'test' })
  const attached = await gateway.attachCard(customer.id, card(number))
  return { customer, attached }
}

test.group('Sandbox payment gateway (DESIGN §4)', () => {
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

  test('[spec 2.7] unknown numbers and past expiry dates are refused when attaching', async ({
    assert,
  }) => {
    const gateway = new SandboxGateway(new SandboxStore())
    const customer = await gateway.createCustomer({ email: 'a@example.com', description: 'test' })
    await assert.rejects(
      () => gateway.attachCard(customer.id, card('4000000000000002')),
      CardRejectedError
    )
    await assert.rejects(
      () => gateway.attachCard(customer.id, { ...card('4242424242424242'), expiryYear: 2001 }),
      CardRejectedError
    )
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
    }
    const [first, second] = await Promise.all([gateway.charge(request), gateway.charge(request)])
    assert.equal(first.id, second.id)
    assert.equal(gateway.chargeCount(), 1)
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
})
