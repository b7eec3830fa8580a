import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { PaymentStatus } from '#enums/billing'
import { Refusal } from '#exceptions/refusal'
import AuditLog from '#models/audit_log'
import CreditNote from '#models/credit_note'
import Invoice from '#models/invoice'
import Payment from '#models/payment'
import type User from '#models/user'
import { paymentGateway } from '#services/billing/payments/gateway'
import { nextNumber } from '#services/platform/number_sequence'
import { formatBaht } from '#services/documents/thai_text'
import { splitVatInclusive } from '#support/money'
import { sqlTime } from '#support/columns'
import { lockedById } from '#services/billing/billing_rows'

export type RefundRefusalCode =
  | 'not_found'
  | 'not_successful'
  | 'amount_invalid'
  | 'amount_exceeds'
  | 'reason_required'
  | 'gateway_failed'
  | 'in_progress'

/**
 * A refund refused; nothing was changed and no money moved. The code is the
 * rule; the message (`documents.refund.errors.<code>`) sits under the refund
 * form's field it concerns: the reason, or else the amount.
 */
function refused(
  code: RefundRefusalCode,
  data: Record<string, string | number> = {},
  cause?: unknown
) {
  return new Refusal(code, `documents.refund.errors.${code}`, {
    field: code === 'reason_required' ? 'reason' : 'amount_satang',
    data,
    cause,
  })
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

/** Satang of a payment already credited, and their VAT. */
async function creditedOf(trx: TransactionClientContract, paymentId: number) {
  const rows = await CreditNote.query({ client: trx })
    .where('payment_id', paymentId)
    .sum('amount_satang as amount')
    .sum('vat_satang as vat')
  return { amount: Number(rows[0]?.$extras.amount ?? 0), vat: Number(rows[0]?.$extras.vat ?? 0) }
}

/** Satang reserved by refunds asked of the gateway and not completed yet. */
async function reservedOf(trx: TransactionClientContract, paymentId: number) {
  const rows = await trx
    .from('refund_attempts')
    .where('payment_id', paymentId)
    .where('status', 'pending')
    .sum('amount_satang as amount')
  return Number(rows[0]?.amount ?? 0)
}

/**
 * Refunds all or part of a successful payment through the gateway and
 * issues the credit note (ใบลดหนี้) for it, in three steps so that no
 * database transaction is open while the gateway works (on SQLite an open
 * write transaction stops every other writer, the sandbox gateway's own
 * tables included):
 * 1. one short transaction (payment row locked) checks the amount against
 *    what is left — credit notes issued and refunds under way — and records
 *    the refund attempt, which reserves its amount;
 * 2. the gateway refunds, outside any transaction; a refusal releases the
 *    reservation;
 * 3. one short transaction numbers the credit note, completes the attempt,
 *    marks a fully refunded payment `refunded` and writes the audit log.
 * Two refunds of one payment can never together exceed the amount paid. The
 * VAT of the credited amount is split like an invoice's; the refund that
 * empties the payment takes the rest of the payment's VAT, so the notes add
 * up exactly. A process that dies between 2 and 3 leaves the attempt
 * `pending`: its amount stays reserved (never refunded twice) and the
 * gateway's refund id is found on the charge.
 */
export async function refundPayment(request: RefundRequest): Promise<CreditNote> {
  const { paymentId, amountSatang, actor } = request
  const reason = (request.reason ?? '').trim()
  if (!Number.isSafeInteger(paymentId) || paymentId <= 0) throw refused('not_found')
  if (!Number.isSafeInteger(amountSatang) || amountSatang <= 0) {
    throw refused('amount_invalid')
  }
  if (reason === '' || reason.length > REFUND_REASON_MAX_LENGTH) {
    throw refused('reason_required')
  }
  const key = request.idempotencyKey?.trim() || null
  const at = (request.at ?? DateTime.utc()).toUTC()

  const reserved = await db.transaction(async (trx) => {
    const payment = await lockedById(Payment, trx, paymentId).first()
    if (!payment) throw refused('not_found')
    if (key) {
      const done = await CreditNote.query({ client: trx }).where('idempotency_key', key).first()
      if (done) return { done, attemptId: 0, chargeId: '' }
      const underWay = await trx
        .from('refund_attempts')
        .where('idempotency_key', key)
        .where('status', 'pending')
        .first()
      if (underWay) throw refused('in_progress')
    }
    if (payment.status !== PaymentStatus.SUCCESSFUL || !payment.gatewayChargeId) {
      throw refused('not_successful')
    }
    const credited = await creditedOf(trx, payment.id)
    const remaining = payment.amountSatang - credited.amount - (await reservedOf(trx, payment.id))
    if (amountSatang > remaining) {
      throw refused('amount_exceeds', { remaining: formatBaht(Math.max(0, remaining)) })
    }
    // A failed attempt with this key is kept as a record; the key moves to the new one.
    if (key) {
      await trx
        .from('refund_attempts')
        .where('idempotency_key', key)
        .update({ idempotency_key: null })
    }
    const [attempt] = await trx
      .table('refund_attempts')
      .insert({
        payment_id: payment.id,
        amount_satang: amountSatang,
        status: 'pending',
        idempotency_key: key,
        created_at: sqlTime(at, trx.dialect.name),
        updated_at: sqlTime(at, trx.dialect.name),
      })
      .returning('id')
    const attemptId = Number(typeof attempt === 'object' ? attempt.id : attempt)
    return { done: null, attemptId, chargeId: payment.gatewayChargeId }
  })
  if (reserved.done) return reserved.done

  let gatewayRefundId: string
  try {
    const refund = await paymentGateway().refund(reserved.chargeId, amountSatang)
    gatewayRefundId = refund.id
  } catch (error) {
    await db
      .from('refund_attempts')
      .where('id', reserved.attemptId)
      .where('status', 'pending')
      .update({
        status: 'failed',
        updated_at: sqlTime(DateTime.utc(), db.connection().dialect.name),
      })
    throw refused('gateway_failed', {}, error)
  }

  return db.transaction(async (trx) => {
    const payment = await lockedById(Payment, trx, paymentId).firstOrFail()
    const credited = await creditedOf(trx, payment.id)
    const emptiesPayment = credited.amount + amountSatang >= payment.amountSatang
    const vatSatang = emptiesPayment
      ? Math.min(
          amountSatang,
          Math.max(0, splitVatInclusive(payment.amountSatang).vatSatang - credited.vat)
        )
      : splitVatInclusive(amountSatang).vatSatang
    const invoice = await Invoice.findOrFail(payment.invoiceId, { client: trx })

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
    await trx
      .from('refund_attempts')
      .where('id', reserved.attemptId)
      .update({
        status: 'done',
        gateway_refund_id: gatewayRefundId,
        credit_note_id: note.id,
        updated_at: sqlTime(at, trx.dialect.name),
      })

    const before = { status: payment.status, refunded_satang: credited.amount }
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
        after: { status: payment.status, refunded_satang: credited.amount + amountSatang },
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

/** What is left to refund of a payment (the Transactions screen shows it); refunds under way count. */
/**
 * A refund staff ask for in the Transactions dialog (SPEC §2.9), keyed by
 * the dialog's idempotency key. A refused one is shown under the field it
 * concerns (the reason, else the amount); nothing was changed.
 */
export async function staffRefund(
  paymentId: number,
  input: { amount_satang: number; reason: string; idempotency_key?: string },
  who: { actor: User; ip: string | null }
) {
  // A refusal names the dialog's field it concerns; nothing was changed.
  return refundPayment({
    paymentId,
    amountSatang: input.amount_satang,
    reason: input.reason,
    actor: who.actor,
    ip: who.ip,
    idempotencyKey: input.idempotency_key ? `admin-refund-${input.idempotency_key}` : null,
  })
}

export async function refundableSatang(payment: Payment): Promise<number> {
  if (payment.status !== PaymentStatus.SUCCESSFUL) return 0
  const rows = await CreditNote.query()
    .where('payment_id', payment.id)
    .sum('amount_satang as amount')
  const underWay = await db
    .from('refund_attempts')
    .where('payment_id', payment.id)
    .where('status', 'pending')
    .sum('amount_satang as amount')
  return (
    payment.amountSatang - Number(rows[0]?.$extras.amount ?? 0) - Number(underWay[0]?.amount ?? 0)
  )
}
