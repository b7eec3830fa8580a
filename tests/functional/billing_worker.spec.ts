import { test } from '@japa/runner'
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import app from '@adonisjs/core/services/app'
import { InvoiceStatus, PaymentStatus } from '#enums/billing'
import Invoice from '#models/invoice'
import Payment from '#models/payment'
import { memberWithCard, successfulCharges, utc } from '#tests/support/billing'

/**
 * Real processes against the test database. Nothing here
 * runs inside the per-test transaction: the worker processes must see the
 * rows, so each test commits them and removes them afterwards.
 */
function ace(args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['ace', ...args], {
    cwd: app.makePath(),
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

async function until<T>(probe: () => Promise<T | null | false>, what: string, seconds = 60) {
  const deadline = Date.now() + seconds * 1000
  while (Date.now() < deadline) {
    const value = await probe()
    if (value) return value
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`Timed out waiting for ${what}`)
}

async function cleanUp(userIds: number[], customerIds: string[]) {
  const subscriptions = await db.from('subscriptions').whereIn('user_id', userIds).select('id')
  const subscriptionIds = subscriptions.map((row) => row.id)
  const invoices = await db
    .from('invoices')
    .whereIn('subscription_id', subscriptionIds)
    .select('id')
  await db
    .from('payments')
    .whereIn(
      'invoice_id',
      invoices.map((row) => row.id)
    )
    .delete()
  await db.from('invoices').whereIn('subscription_id', subscriptionIds).delete()
  await db.from('subscriptions').whereIn('id', subscriptionIds).delete()
  await db.from('payment_methods').whereIn('user_id', userIds).delete()
  await db.from('sandbox_charges').whereIn('customer_id', customerIds).delete()
  await db.from('queue_jobs').delete()
  await db.from('queue_schedules').delete()
  await db.from('users').whereIn('id', userIds).delete()
}

test.group('Billing engine: worker processes', () => {
  // A real SIGKILL at a crash position (app/services/billing/crash_points.ts):
  // after the gateway charged, and inside the settling transaction before it commits.
  const kills: Array<[string, Record<string, string>]> = [
    ['after_charge', { BILLING_CRASH_AFTER_CHARGE: '1' }],
    ['before_commit', { BILLING_CRASH_AT: 'before_commit', BILLING_CRASH_MODE: 'kill' }],
  ]
  for (const [position, crashEnv] of kills) {
    test(`[spec 4] a worker killed at ${position}: restart settles it, one charge`, async ({
      assert,
    }) => {
      const { user, subscription, customerId } = await memberWithCard({
        startedAt: utc('2026-01-01T00:00:00').minus({ months: 0 }),
        subscription: {},
      })
      try {
        // The membership's period ended an hour ago.
        const ended = DateTime.utc().minus({ hours: 1 }).startOf('second')
        await subscription
          .merge({ currentPeriodStart: ended.minus({ months: 1 }), currentPeriodEnd: ended })
          .save()

        const crashing = ace(['worker'], crashEnv)
        const [code, signal] = await once(crashing, 'exit')
        assert.equal(signal, 'SIGKILL', `worker exited with ${code} instead of being killed`)
        const [pending] = await Payment.query().whereHas('invoice', (query) => {
          query.where('subscription_id', subscription.id)
        })
        assert.equal(pending.status, PaymentStatus.PENDING)
        assert.equal(await successfulCharges(customerId), 1)

        // Restarted later (the reconcile job settles attempts older than 10 minutes).
        const later = DateTime.utc().plus({ hours: 1 }).toISO()!
        const restarted = ace(['worker'], { BILLING_NOW: later })
        try {
          const invoice = await until(async () => {
            const row = await Invoice.query().where('subscription_id', subscription.id).first()
            return row?.status === InvoiceStatus.PAID ? row : null
          }, 'the invoice to be paid')
          assert.equal(invoice.status, InvoiceStatus.PAID)
        } finally {
          restarted.kill('SIGKILL')
          await once(restarted, 'exit')
        }
        const payments = await Payment.query().whereHas('invoice', (query) => {
          query.where('subscription_id', subscription.id)
        })
        assert.lengthOf(payments, 1)
        assert.equal(payments[0].status, PaymentStatus.SUCCESSFUL)
        assert.equal(await successfulCharges(customerId), 1)
        await subscription.refresh()
        assert.isTrue(subscription.currentPeriodEnd! > DateTime.utc())
      } finally {
        await cleanUp([user.id], [customerId])
      }
    }).timeout(120_000)
  }

  test('[spec 4] two workers at once on PostgreSQL: one charge per due membership', async ({
    assert,
  }) => {
    const members = []
    for (let i = 0; i < 4; i++) {
      const ended = DateTime.utc()
        .minus({ hours: 1 + i })
        .startOf('second')
      const member = await memberWithCard({ startedAt: ended.minus({ months: 1 }) })
      members.push(member)
    }
    try {
      const workers = [ace(['billing:run']), ace(['billing:run'])]
      const exits = await Promise.all(workers.map((worker) => once(worker, 'exit')))
      assert.deepEqual(
        exits.map(([code]) => code),
        [0, 0]
      )
      for (const member of members) {
        assert.equal(await successfulCharges(member.customerId), 1)
        const invoices = await Invoice.query().where('subscription_id', member.subscription.id)
        assert.lengthOf(invoices, 1)
        assert.equal(invoices[0].status, InvoiceStatus.PAID)
      }
      // Run twice more: nothing changes.
      const again = ace(['billing:run'])
      await once(again, 'exit')
      for (const member of members) {
        assert.equal(await successfulCharges(member.customerId), 1)
      }
    } finally {
      await cleanUp(
        members.map((member) => member.user.id),
        members.map((member) => member.customerId)
      )
    }
  })
    .timeout(120_000)
    .skip(
      db.connection().dialect.name !== 'postgres',
      'needs PostgreSQL (DB_CONNECTION=pg): SQLite has one writer, the race cannot happen there'
    )
})
