import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { PaymentStatus } from '#enums/billing'
import AuditLog from '#models/audit_log'
import CreditNote from '#models/credit_note'
import Invoice from '#models/invoice'
import Payment from '#models/payment'
import type User from '#models/user'
import { paymentGateway } from '#services/payments/gateway'
import { nextNumber } from '#services/number_sequence'
import { formatBaht } from '#services/documents/thai_text'
import { splitVatInclusive } from '#support/money'

export type RefundErrorCode =
  | 'not_found'
  | 'not_successful'
  | 'amount_invalid'
  | 'amount_exceeds'
  | 'reason_required'
  | 'gateway_failed'

/**
 * A refund that was refused; nothing was changed and no money moved.
 * `translationKey` (+ `data`) is the message for the staff member:
 * `i18n.t(error.translationKey, error.data)`.
 */
export class RefundError extends Error {
  readonly translationKey: string
  constructor(
    readonly code: RefundErrorCode,
    readonly data: Record<string, string | number> = {},
    options?: { cause?: unknown }
  ) {
    super(`Refund refused: ${code}`, options)
    this.name = 'RefundError'
    this.translationKey = `documents.refund.errors.${code}`
  }
}

export type RefundRequest = {
  paymentId: number
  /** VAT included; at most what is left of the payment. */
  amountSatang: number
  reason: string
  /** The staff member (null: the system). */
  actor: User | null
  ip?: string | null
  /**
   * The same key for the same refund request (e.g. a token rendered with
   * the refund form): a second submission returns the first credit note
   * instead of refunding again.
   */
  idempotencyKey?: string | null
  /** The clock (tests). */
  at?: DateTime
}

export const REFUND_REASON_MAX_LENGTH = 500

/**
 * Refunds all or part of a successful payment through the gateway and
 * issues the credit note (ใบลดหนี้) for it. The payment row is locked for the
 * whole operation, so two refunds of one payment run one after the other and
 * can never together exceed the amount paid. The VAT of the credited amount
 * is split like an invoice's; the refund that empties the payment takes
 * the rest of the payment's VAT, so the notes add up exactly. A fully
 * refunded payment becomes `refunded`. Every refund is in the audit log.
 */
export async function refundPayment(request: RefundRequest): Promise<CreditNote> {
  const { paymentId, amountSatang, actor } = request
  const reason = (request.reason ?? '').trim()
  if (!Number.isSafeInteger(paymentId) || paymentId <= 0) throw new RefundError('not_found')
  if (!Number.isSafeInteger(amountSatang) || amountSatang <= 0) {
    throw new RefundError('amount_invalid')
  }
  if (reason === '' || reason.length > REFUND_REASON_MAX_LENGTH) {
    throw new RefundError('reason_required')
  }
  const key = request.idempotencyKey?.trim() || null
  const at = (request.at ?? DateTime.utc()).toUTC()

  return db.transaction(async (trx) => {
    const payment = await Payment.query({ client: trx }).where('id', paymentId).forUpdate().first()
    if (!payment) throw new RefundError('not_found')

    if (key) {
      const done = await CreditNote.query({ client: trx }).where('idempotency_key', key).first()
      if (done) return done
    }
    if (payment.status !== PaymentStatus.SUCCESSFUL || !payment.gatewayChargeId) {
      throw new RefundError('not_successful')
    }

    const previous = await CreditNote.query({ client: trx })
      .where('payment_id', payment.id)
      .sum('amount_satang as amount')
      .sum('vat_satang as vat')
    const refundedBefore = Number(previous[0]?.$extras.amount ?? 0)
    const vatBefore = Number(previous[0]?.$extras.vat ?? 0)
    const remaining = payment.amountSatang - refundedBefore
    if (amountSatang > remaining) {
      throw new RefundError('amount_exceeds', { remaining: formatBaht(remaining) })
    }
    const emptiesPayment = amountSatang === remaining
    const vatSatang = emptiesPayment
      ? Math.min(
          amountSatang,
          Math.max(0, splitVatInclusive(payment.amountSatang).vatSatang - vatBefore)
        )
      : splitVatInclusive(amountSatang).vatSatang

    const invoice = await Invoice.findOrFail(payment.invoiceId, { client: trx })

    let gatewayRefundId: string
    try {
      const refund = await paymentGateway().refund(payment.gatewayChargeId, amountSatang)
      gatewayRefundId = refund.id
    } catch (error) {
      throw new RefundError('gateway_failed', {}, { cause: error })
    }

    const number = await nextNumber('credit_note', at.setZone('Asia/Bangkok').year, trx)
    const note = await CreditNote.create(
      {
        number,
        paymentId: payment.id,
        invoiceId: invoice.id,
        userId: invoice.userId,
        amountSatang,
        subtotalSatang: amountSatang - vatSatang,
        vatSatang,
        currency: payment.currency,
        reason,
        gatewayRefundId,
        idempotencyKey: key,
        issuedAt: at,
        actorId: actor?.id ?? null,
      },
      { client: trx }
    )

    const before = { status: payment.status, refunded_satang: refundedBefore }
    if (emptiesPayment) {
      payment.useTransaction(trx)
      payment.status = PaymentStatus.REFUNDED
      payment.refundedAt = at
      await payment.save()
    }
    await AuditLog.record('payment.refunded', {
      actor,
      subject: payment,
      changes: {
        before,
        after: { status: payment.status, refunded_satang: refundedBefore + amountSatang },
        credit_note: number,
        amount_satang: amountSatang,
        vat_satang: vatSatang,
        gateway_refund_id: gatewayRefundId,
        reason,
      },
      ip: request.ip ?? null,
      client: trx,
    })
    return note
  })
}

/** What is left to refund of a payment (the Transactions screen shows it). */
export async function refundableSatang(payment: Payment): Promise<number> {
  if (payment.status !== PaymentStatus.SUCCESSFUL) return 0
  const rows = await CreditNote.query()
    .where('payment_id', payment.id)
    .sum('amount_satang as amount')
  return payment.amountSatang - Number(rows[0]?.$extras.amount ?? 0)
}
