import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import i18nManager from '@adonisjs/i18n/services/main'
import { RoleSlug } from '#enums/role'
import { PaymentStatus, SubscriptionStatus } from '#enums/billing'
import CreditNote from '#models/credit_note'
import invoiceService from '#services/billing/invoice_service'
import { payNow } from '#services/billing/pay_now'
import { memberWithCard } from '#tests/support/billing'
import AuditLog from '#models/audit_log'
import Payment from '#models/payment'
import { useGateway } from '#services/billing/payments/gateway'
import { refundPayment, refundableSatang } from '#services/billing/refunds'
import { Refusal } from '#exceptions/refusal'
import { splitVatInclusive } from '#support/money'
import { countRows, createUser, useDatabase } from '#tests/helpers'
import { RefundingGateway, memberWithDocuments } from '#tests/support/documents_fixtures'
import { PaymentFactory } from '#database/factories/billing_factories'

/** The refusal's code (the refund must be refused). */
async function refusedWith(promise: Promise<unknown>): Promise<string> {
  const error = await refusal(promise)
  return error.code!
}

async function refusal(promise: Promise<unknown>): Promise<Refusal> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Refusal) return error
    throw error
  }
  throw new Error('the refund was not refused')
}

test.group('Refunds and credit notes (Transactions, SPEC §2.9)', (group) => {
  useDatabase(group)
  let gateway: RefundingGateway
  group.each.setup(() => {
    gateway = new RefundingGateway()
    useGateway(gateway.asGateway())
    return () => useGateway(null)
  })

  test('[spec 2.9] a full refund issues a numbered credit note, marks the payment refunded and is audited', async ({
    assert,
  }) => {
    const { payment, paid, user } = await memberWithDocuments()
    const staff = await createUser(RoleSlug.ACCOUNTING)
    const at = DateTime.fromISO('2026-11-23T04:00:00Z')
    const note = await refundPayment({
      paymentId: payment.id,
      amountSatang: payment.amountSatang,
      reason: '  Cancelled within the cooling-off period  ',
      actor: staff,
      ip: '192.0.2.10',
      at,
    })
    assert.match(note.number, /^CN-2026-\d{6}$/)
    assert.equal(note.amountSatang, 79_500)
    assert.equal(note.vatSatang, paid.vatSatang)
    assert.equal(note.subtotalSatang, paid.subtotalSatang)
    assert.equal(note.reason, 'Cancelled within the cooling-off period')
    assert.equal(note.invoiceId, paid.id)
    assert.equal(note.userId, user.id)
    assert.equal(note.actorId, staff.id)
    assert.equal(note.gatewayRefundId, 'rfnd_test_1')
    assert.deepEqual(gateway.refunds, [
      { chargeId: payment.gatewayChargeId!, amountSatang: 79_500 },
    ])

    await payment.refresh()
    assert.equal(payment.status, PaymentStatus.REFUNDED)
    assert.equal(payment.refundedAt?.toISO(), at.toISO())
    assert.equal(await refundableSatang(payment), 0)

    const log = await AuditLog.query().where('action', 'payment.refunded').firstOrFail()
    assert.equal(log.userId, staff.id)
    assert.equal(log.ip, '192.0.2.10')
    assert.equal(log.subjectId, String(payment.id))
    assert.deepInclude(log.changes as object, {
      before: { status: 'successful', refunded_satang: 0 },
      after: { status: 'refunded', refunded_satang: 79_500 },
      credit_note: note.number,
    })
  })

  test('[spec 2.9] partial refunds: consecutive numbers, and the VAT parts add up to the VAT paid', async ({
    assert,
  }) => {
    const { payment } = await memberWithDocuments()
    const first = await refundPayment({
      paymentId: payment.id,
      amountSatang: 33_333,
      reason: 'First part',
      actor: null,
    })
    await payment.refresh()
    assert.equal(payment.status, PaymentStatus.SUCCESSFUL)
    assert.equal(await refundableSatang(payment), 79_500 - 33_333)

    const second = await refundPayment({
      paymentId: payment.id,
      amountSatang: 79_500 - 33_333,
      reason: 'The rest',
      actor: null,
    })
    const [, year, sequence] = first.number.split('-')
    assert.equal(second.number, `CN-${year}-${String(Number(sequence) + 1).padStart(6, '0')}`)
    assert.equal(first.vatSatang + second.vatSatang, splitVatInclusive(79_500).vatSatang)
    assert.equal(
      first.subtotalSatang + second.subtotalSatang,
      splitVatInclusive(79_500).subtotalSatang
    )
    await payment.refresh()
    assert.equal(payment.status, PaymentStatus.REFUNDED)
  })

  test('[spec 2.9] more than what is left, zero, negative or fractional amounts are refused and change nothing', async ({
    assert,
  }) => {
    const { payment } = await memberWithDocuments()
    await refundPayment({
      paymentId: payment.id,
      amountSatang: 50_000,
      reason: 'Part',
      actor: null,
    })

    const over = await refusal(
      refundPayment({
        paymentId: payment.id,
        amountSatang: 29_501,
        reason: 'Too much',
        actor: null,
      })
    )
    assert.equal(over.code, 'amount_exceeds')
    assert.equal(over.key, 'documents.refund.errors.amount_exceeds')
    assert.equal(over.data?.remaining, '295.00')
    for (const amount of [0, -100, 10.5, Number.NaN]) {
      const bad = await refusal(
        refundPayment({ paymentId: payment.id, amountSatang: amount, reason: 'Bad', actor: null })
      )
      assert.equal(bad.code, 'amount_invalid')
    }
    const noReason = await refusal(
      refundPayment({ paymentId: payment.id, amountSatang: 100, reason: '   ', actor: null })
    )
    assert.equal(noReason.code, 'reason_required')
    assert.equal(await countRows('credit_notes', { payment_id: payment.id }), 1)
    assert.lengthOf(gateway.refunds, 1)
  })

  test('[spec 2.9] only a successful payment can be refunded', async ({ assert }) => {
    const { paid, payment } = await memberWithDocuments()
    const failed = await PaymentFactory.apply('failed').merge({ invoiceId: paid.id }).create()
    assert.equal(
      await refusedWith(
        refundPayment({ paymentId: failed.id, amountSatang: 100, reason: 'x', actor: null })
      ),
      'not_successful'
    )
    await refundPayment({ paymentId: payment.id, amountSatang: 79_500, reason: 'All', actor: null })
    assert.equal(
      await refusedWith(
        refundPayment({ paymentId: payment.id, amountSatang: 1, reason: 'x', actor: null })
      ),
      'not_successful'
    )
    assert.equal(
      await refusedWith(
        refundPayment({ paymentId: 987_654, amountSatang: 1, reason: 'x', actor: null })
      ),
      'not_found'
    )
    assert.lengthOf(gateway.refunds, 1)
  })

  test('[spec 2.9] a double-submitted refund (same key) refunds once', async ({ assert }) => {
    const { payment } = await memberWithDocuments()
    const request = {
      paymentId: payment.id,
      amountSatang: 10_000,
      reason: 'Double click',
      actor: null,
      idempotencyKey: `refund-form-${payment.id}-abc`,
    }
    const first = await refundPayment(request)
    const second = await refundPayment(request)
    assert.equal(second.id, first.id)
    assert.lengthOf(gateway.refunds, 1)
    assert.equal(await countRows('credit_notes', { payment_id: payment.id }), 1)
  })

  test('[spec 2.9] two refunds of the whole payment at once: one goes through', async ({
    assert,
  }) => {
    const { payment } = await memberWithDocuments()
    const attempt = () =>
      refundPayment({ paymentId: payment.id, amountSatang: 79_500, reason: 'Twice', actor: null })
    const results = await Promise.allSettled([attempt(), attempt()])
    assert.equal(results.filter((result) => result.status === 'fulfilled').length, 1)
    const rejected = results.find((result) => result.status === 'rejected') as PromiseRejectedResult
    assert.instanceOf(rejected.reason, Refusal)
    assert.lengthOf(gateway.refunds, 1)
  })

  test('[spec 2.9] a refund the gateway refuses records nothing', async ({ assert }) => {
    const { payment } = await memberWithDocuments()
    gateway.fail = true
    const error = await refusal(
      refundPayment({ paymentId: payment.id, amountSatang: 100, reason: 'x', actor: null })
    )
    assert.equal(error.code, 'gateway_failed')
    assert.equal(await countRows('credit_notes'), 0)
    assert.equal(await countRows('audit_logs', { action: 'payment.refunded' }), 0)
    const unchanged = await Payment.findOrFail(payment.id)
    assert.equal(unchanged.status, PaymentStatus.SUCCESSFUL)
  })

  test('[spec 2.9] a refund under way reserves its amount; a refused one releases it', async ({
    assert,
  }) => {
    const { payment } = await memberWithDocuments()
    // A refund asked of the gateway whose process died before the credit note.
    await db.table('refund_attempts').insert({
      payment_id: payment.id,
      amount_satang: 50_000,
      status: 'pending',
      idempotency_key: 'admin-refund-under-way',
      created_at: new Date(),
      updated_at: new Date(),
    })
    assert.equal(await refundableSatang(payment), 29_500)
    assert.equal(
      await refusedWith(
        refundPayment({ paymentId: payment.id, amountSatang: 79_500, reason: 'all', actor: null })
      ),
      'amount_exceeds'
    )
    assert.equal(
      await refusedWith(
        refundPayment({
          paymentId: payment.id,
          amountSatang: 100,
          reason: 'again',
          actor: null,
          idempotencyKey: 'admin-refund-under-way',
        })
      ),
      'in_progress'
    )
    gateway.fail = true
    assert.equal(
      await refusedWith(
        refundPayment({ paymentId: payment.id, amountSatang: 29_500, reason: 'x', actor: null })
      ),
      'gateway_failed'
    )
    // The refused attempt is kept as a record and holds nothing back.
    assert.equal(
      await countRows('refund_attempts', { payment_id: payment.id, status: 'failed' }),
      1
    )
    assert.equal(await refundableSatang(payment), 29_500)
    gateway.fail = false
    const note = await refundPayment({
      paymentId: payment.id,
      amountSatang: 29_500,
      reason: 'the rest',
      actor: null,
    })
    assert.equal(note.amountSatang, 29_500)
    assert.equal(await countRows('refund_attempts', { payment_id: payment.id, status: 'done' }), 1)
    assert.equal(gateway.refunds.length, 1)
  })

  test('[spec 9] every refusal has an English and a Thai message', async ({ assert }) => {
    for (const code of [
      'not_found',
      'not_successful',
      'amount_invalid',
      'amount_exceeds',
      'reason_required',
      'gateway_failed',
      'in_progress',
    ] as const) {
      const key = `documents.refund.errors.${code}`
      for (const locale of ['en', 'th']) {
        const message = i18nManager.locale(locale).t(key, { remaining: '1.00' })
        assert.notInclude(message, 'documents.refund', `${locale} ${key}`)
      }
      assert.notEqual(
        i18nManager.locale('th').t(key, { remaining: '1.00' }),
        i18nManager.locale('en').t(key, { remaining: '1.00' })
      )
    }
  })
})

/**
 * Development's setup: SQLite (one connection) and the sandbox gateway,
 * whose charges live in the same database. Nothing here runs inside the
 * per-test transaction, so a refund that held a transaction across the
 * gateway call would wait for the connection it holds itself — the test
 * proves the refund goes through end to end instead.
 */
test.group('Refunds on SQLite with the sandbox gateway (SPEC §2.9)', () => {
  test('[spec 2.9] accounting refunds a sandbox payment end to end: gateway refund, credit note, refunded payment', async ({
    client,
    assert,
  }) => {
    const { user, subscription, customerId } = await memberWithCard({
      startedAt: DateTime.utc().minus({ months: 1 }),
      subscription: { status: SubscriptionStatus.PAST_DUE },
    })
    const staff = await createUser(RoleSlug.ACCOUNTING)
    const now = DateTime.utc()
    const invoice = await invoiceService.issue(
      subscription,
      { start: now, end: now.plus({ months: 1 }) },
      now
    )
    try {
      const outcome = await payNow(invoice, { returnUri: 'http://localhost/return' })
      assert.equal(outcome.status, 'paid')
      const payment = await Payment.query()
        .where('invoice_id', invoice.id)
        .where('status', PaymentStatus.SUCCESSFUL)
        .firstOrFail()

      const response = await client
        .post(`/admin/transactions/${payment.id}/refund`)
        .header('referer', '/admin/transactions')
        .form({ amount_satang: payment.amountSatang, reason: 'Refund in development' })
        .withCsrfToken()
        .loginAs(staff)
        .redirects(0)
      response.assertStatus(302)
      const note = await CreditNote.findByOrFail('payment_id', payment.id)
      assert.equal(note.amountSatang, payment.amountSatang)
      await payment.refresh()
      assert.equal(payment.status, PaymentStatus.REFUNDED)
      const charge = await db.from('sandbox_charges').where('id', payment.gatewayChargeId!).first()
      assert.equal(Number(charge.refunded_satang), payment.amountSatang)
      assert.equal(note.gatewayRefundId?.startsWith('rfnd_test_'), true)
      const attempts = await db.from('refund_attempts').where('payment_id', payment.id)
      assert.deepEqual(
        attempts.map((row) => row.status),
        ['done']
      )
    } finally {
      const payments = await db.from('payments').where('invoice_id', invoice.id).select('id')
      const paymentIds = payments.map((row) => row.id)
      await db.from('refund_attempts').whereIn('payment_id', paymentIds).delete()
      await db.from('credit_notes').whereIn('payment_id', paymentIds).delete()
      await db.from('audit_logs').whereIn('user_id', [staff.id]).delete()
      await db.from('payments').whereIn('id', paymentIds).delete()
      await db.from('invoices').where('id', invoice.id).delete()
      await db.from('subscriptions').where('id', subscription.id).delete()
      await db.from('payment_methods').where('user_id', user.id).delete()
      await db.from('sandbox_charges').where('customer_id', customerId).delete()
      await db
        .from('sessions')
        .delete()
        .catch(() => undefined)
      await db.from('users').whereIn('id', [user.id, staff.id]).delete()
    }
  }).timeout(30_000)
})
