import { test } from '@japa/runner'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import app from '@adonisjs/core/services/app'
import {
  configuredGatewayName,
  paymentGateway,
  useGateway,
} from '#services/billing/payments/gateway'
import { createOmiseGateway, omiseKeys } from '#services/billing/payments/omise/index'
import { OmiseGateway } from '#services/billing/payments/omise/omise_gateway'

const KEYS = {
  OMISE_PUBLIC_KEY: 'pkey_test_60xq5abcdefghijklmn',
  OMISE_SECRET_KEY: 'skey_test_60xq5nopqrstuvwxyz0',
}

/** Runs `node ace list:routes` (a full boot: env, config, routes) with these settings. */
async function boot(env: Record<string, string>) {
  try {
    await promisify(execFile)(process.execPath, ['ace', 'list:routes', '--json'], {
      cwd: app.makePath(),
      env: { ...process.env, NODE_ENV: 'test', ...env },
      timeout: 60_000,
      maxBuffer: 16 * 1024 * 1024,
    })
    return { ok: true, output: '' }
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string }
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` }
  }
}

test.group('PAYMENT_GATEWAY=omise (DESIGN §4)', (group) => {
  const saved = { ...process.env }
  group.each.teardown(() => {
    for (const key of ['PAYMENT_GATEWAY', 'OMISE_PUBLIC_KEY', 'OMISE_SECRET_KEY']) {
      if (saved[key] === undefined) delete process.env[key]
      else process.env[key] = saved[key]
    }
    useGateway(null)
  })

  test('[spec 2.7] with both keys the gateway selection returns the Omise driver', ({ assert }) => {
    Object.assign(process.env, { PAYMENT_GATEWAY: 'omise', ...KEYS })
    useGateway(null)
    assert.equal(configuredGatewayName(), 'omise')
    const gateway = paymentGateway()
    assert.instanceOf(gateway, OmiseGateway)
    assert.equal(gateway.name, 'omise')
    assert.equal((gateway as OmiseGateway).publicKey, KEYS.OMISE_PUBLIC_KEY)
    assert.instanceOf(createOmiseGateway(KEYS), OmiseGateway)
  })

  test('[spec 2.7] a missing or mistyped key is refused with the variable named', ({ assert }) => {
    assert.throws(() => omiseKeys({}), /needs OMISE_PUBLIC_KEY/)
    assert.throws(
      () => omiseKeys({ OMISE_PUBLIC_KEY: KEYS.OMISE_PUBLIC_KEY }),
      /needs OMISE_SECRET_KEY/
    )
    assert.throws(
      () => omiseKeys({ ...KEYS, OMISE_PUBLIC_KEY: KEYS.OMISE_SECRET_KEY }),
      /OMISE_PUBLIC_KEY must be an Omise public key \(pkey_…\)/
    )
    assert.throws(
      () => omiseKeys({ ...KEYS, OMISE_SECRET_KEY: KEYS.OMISE_PUBLIC_KEY }),
      /OMISE_SECRET_KEY must be an Omise secret key \(skey_…\)/
    )
    assert.throws(
      () => omiseKeys({ ...KEYS, OMISE_SECRET_KEY: 'skey_60xq5livekey' }),
      /both be test keys/
    )
    assert.throws(() => omiseKeys({ ...KEYS, OMISE_API_URL: 'not a url' }), /OMISE_API_URL/)
    assert.throws(() => configuredGatewayName('omise'), /OMISE_PUBLIC_KEY/)
    assert.throws(() => configuredGatewayName('stripe'), /not a payment driver/)
  })

  test('[spec 2.7] the app boots with PAYMENT_GATEWAY=omise and keys, and refuses without', async ({
    assert,
  }) => {
    const withKeys = await boot({ PAYMENT_GATEWAY: 'omise', ...KEYS })
    assert.isTrue(withKeys.ok, withKeys.output)

    const without = await boot({
      PAYMENT_GATEWAY: 'omise',
      OMISE_PUBLIC_KEY: '',
      OMISE_SECRET_KEY: '',
    })
    assert.isFalse(without.ok)
    assert.include(without.output, 'PAYMENT_GATEWAY=omise needs OMISE_PUBLIC_KEY')
  }).timeout(120_000)
})
