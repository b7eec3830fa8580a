import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import i18nManager from '@adonisjs/i18n/services/main'
import { RoleSlug } from '#enums/role'
import { PaymentStatus } from '#enums/billing'
import AuditLog from '#models/audit_log'
import Payment from '#models/payment'
import { useGateway } from '#services/payments/gateway'
import { refundPayment, refundableSatang, RefundError } from '#services/billing/refunds'
import { splitVatInclusive } from '#support/money'
import { countRows, createUser, useDatabase } from '#tests/helpers'
import { RefundingGateway, memberWithDocuments } from '#tests/support/documents_fixtures'
import { PaymentFactory } from '#database/factories/billing_factories'

/** The refusal's code (the refund must be refused). */
async function refusedWith(promise: Promise<unknown>): Promise<string> {
  const error = await refusal(promise)
  return error.code
}

async function refusal(promise: Promise<unknown>): Promise<RefundError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof RefundError) return error
    throw error
  }
  throw new Error('the refund was not refused')
}

test.group('Refunds and credit notes (issue 11 Transactions, SPEC §2.9)', (group) => {
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
    assert.equal(over.translationKey, 'documents.refund.errors.amount_exceeds')
    assert.equal(over.data.remaining, '295.00')
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
    assert.instanceOf(rejected.reason, RefundError)
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

  test('[spec 9] every refusal has an English and a Thai message', async ({ assert }) => {
    for (const code of [
      'not_found',
      'not_successful',
      'amount_invalid',
      'amount_exceeds',
      'reason_required',
      'gateway_failed',
    ] as const) {
      const key = new RefundError(code, { remaining: '1.00' }).translationKey
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
