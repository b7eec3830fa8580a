import type { HttpContext } from '@adonisjs/core/http'
import { errors as lucidErrors } from '@adonisjs/lucid'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { PaymentMethodKind } from '#enums/billing'
import Payment from '#models/payment'
import { Refusal } from '#exceptions/refusal'
import { attemptPromptPay } from '#services/billing/charges'
import { appUrl } from '#services/billing/member_payments'
import { cardInstead, qrState, type QrState } from '#services/billing/promptpay'
import { paymentGateway } from '#services/billing/payments/gateway'
import { GatewayError } from '#services/billing/payments/payment_gateway'
import { formatDateTime } from '#support/dates'

/**
 * A PromptPay QR's page (DESIGN §11): the QR, the amount and its expiry;
 * the page polls `status` and goes on once the bank has paid. An expired
 * QR is renewed (a new charge; the expired one can no longer be paid), or
 * the member pays by card instead on the page that started it. In the
 * sandbox the page also has the simulated bank's controls.
 */
export default class PromptPayController {
  async show({ auth, params, inertia, i18n }: HttpContext) {
    const payment = await ownQr(auth.getUserOrFail().id, params.id)
    const state = await qrState(payment)
    await payment.load('invoice')
    const sandbox = paymentGateway().name === 'sandbox'
    return inertia.render('Payments/PromptPay', {
      payment: {
        id: payment.id,
        amountSatang: payment.amountSatang,
        invoiceNumber: payment.invoice.number,
        qrImageUri: state === 'waiting' ? payment.qrImageUri : null,
        expiresAt: payment.expiresAt?.toISO() ?? null,
        expiresAtText: payment.expiresAt
          ? formatDateTime(payment.expiresAt, i18n.locale, 'long')
          : null,
      },
      state,
      next: payment.returnPath ?? urlFor('settings.invoices'),
      simulate: sandbox && state === 'waiting' ? payment.gatewayChargeId : null,
    })
  }

  /** What the page polls: the state, re-read from the gateway while waiting. */
  async status({ auth, params, response }: HttpContext) {
    const payment = await ownQr(auth.getUserOrFail().id, params.id)
    const state: QrState = await qrState(payment)
    response.header('Cache-Control', 'no-store')
    return { state, next: state === 'paid' || state === 'superseded' ? payment.returnPath : null }
  }

  /** A new QR for the same invoice once this one has expired (never while it can still be paid). */
  async renew({ auth, params, response }: HttpContext) {
    const payment = await ownQr(auth.getUserOrFail().id, params.id)
    const state = await qrState(payment)
    if (state === 'waiting' || state === 'paid' || state === 'superseded') {
      return response.redirect().toPath(await onwards(payment, state))
    }
    const returnPath = payment.returnPath ?? urlFor('settings.invoices')
    let outcome
    try {
      outcome = await attemptPromptPay(payment.invoiceId, {
        returnUri: `${appUrl()}${returnPath}`,
        returnPath,
      })
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error
      throw new Refusal('gateway_unavailable', 'settings_billing.errors.gateway_unavailable', {
        status: 503,
      })
    }
    if (outcome.status === 'skipped') {
      throw new Refusal('attempt_pending', 'promptpay.errors.not_renewable', { status: 409 })
    }
    if (outcome.status === 'paid') return response.redirect().toPath(returnPath)
    return response.redirect().toRoute('payments.promptpay', { id: outcome.payment.id })
  }

  /**
   * "Pay by card instead" once the QR can no longer be paid: back to the
   * page that started it (DESIGN §11). An application's first payment
   * starts the payment step again with its plan, the unpaid application
   * ended; a QR that can still be paid, or was paid, is not left.
   */
  async card({ auth, params, response }: HttpContext) {
    const payment = await ownQr(auth.getUserOrFail().id, params.id)
    const state = await qrState(payment)
    if (state === 'waiting' || state === 'paid' || state === 'superseded') {
      return response.redirect().toPath(await onwards(payment, state))
    }
    let target
    try {
      target = await cardInstead(payment, (id) =>
        urlFor('settings.subscriptions.reactivate.processing', { id })
      )
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error
      throw new Refusal('gateway_unavailable', 'settings_billing.errors.gateway_unavailable', {
        status: 503,
      })
    }
    switch (target.page) {
      case 'checkout':
        return response.redirect().toRoute('auth.payment', {}, { qs: { price: target.priceId } })
      case 'reactivate':
        return response
          .redirect()
          .toRoute('settings.subscriptions.reactivate', { id: target.subscriptionId })
      case 'pay_now':
        return response
          .redirect()
          .toRoute('settings.payment-methods', {}, { qs: { invoice: target.invoiceNumber } })
    }
  }
}

/**
 * Where a QR that needs no new attempt leads: itself while it can be paid,
 * the newest QR when a newer one replaced it, else on to what follows.
 */
async function onwards(payment: Payment, state: 'waiting' | 'paid' | 'superseded') {
  if (state === 'waiting') return urlFor('payments.promptpay', { id: payment.id })
  const newer = await Payment.query()
    .where('invoice_id', payment.invoiceId)
    .orderBy('id', 'desc')
    .firstOrFail()
  if (newer.id !== payment.id && newer.method === PaymentMethodKind.PROMPTPAY) {
    return urlFor('payments.promptpay', { id: newer.id })
  }
  return payment.returnPath ?? urlFor('settings.invoices')
}

/** The member's own PromptPay attempt; anything else is a 404. */
async function ownQr(userId: number, id: unknown) {
  const paymentId = Number(id)
  if (!Number.isSafeInteger(paymentId) || paymentId < 1) throw notFound()
  const payment = await Payment.query()
    .where('id', paymentId)
    .where('method', PaymentMethodKind.PROMPTPAY)
    .whereHas('invoice', (invoice) => invoice.where('user_id', userId))
    .first()
  if (!payment) throw notFound()
  return payment
}

/** Another member's id, a card payment, a missing or malformed id: the same 404. */
function notFound() {
  return new lucidErrors.E_ROW_NOT_FOUND()
}
