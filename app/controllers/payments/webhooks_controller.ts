import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import Payment from '#models/payment'
import { paymentGateway } from '#services/payments/gateway'
import { GatewayError, type GatewayEvent } from '#services/payments/payment_gateway'
import { settleCharge, type SettleOutcome } from '#services/payments/settle_charge'
import { applyCharge, attemptOfCharge } from '#services/billing/reconcile'
import { verifyWebhookSignature } from '#services/payments/webhook_signature'

const EVENT_ID = /^evnt_(test_)?[0-9a-z]{10,40}$/

/**
 * POST /webhooks/omise (DESIGN §4). The body is only a hint: after the
 * signature check, the event and then its charge are read back from the
 * gateway, and only what the gateway says changes anything. Events are
 * stored by id, so a replay is a no-op. Junk gets 400/401/404, never 500.
 */
export default class WebhooksController {
  async omise({ request, response }: HttpContext) {
    const rawBody = request.raw() ?? ''
    const secret = process.env.OMISE_WEBHOOK_SECRET?.trim()
    if (secret) {
      const check = verifyWebhookSignature({
        secret,
        signature: request.header('omise-signature'),
        timestamp: request.header('omise-signature-timestamp'),
        rawBody,
      })
      if (check !== 'ok') {
        logger.warn({ check }, 'webhook refused: signature')
        return response.unauthorized({ error: `signature ${check}` })
      }
    }
    let body: unknown
    try {
      body = JSON.parse(rawBody)
    } catch {
      return response.badRequest({ error: 'body is not JSON' })
    }
    const eventId = (body as { id?: unknown } | null)?.id
    if (typeof eventId !== 'string' || !EVENT_ID.test(eventId)) {
      return response.badRequest({ error: 'not an event' })
    }
    const gateway = paymentGateway()
    const done = await db.from('gateway_webhook_events').where('id', eventId).first()
    if (done) return response.ok({ received: true, replay: true })

    let event: GatewayEvent
    try {
      event = await gateway.retrieveEvent(eventId)
    } catch (error) {
      if (error instanceof GatewayError && error.httpStatus === 404) {
        return response.notFound({ error: 'unknown event' })
      }
      logger.error({ err: error, eventId }, 'webhook: event could not be read')
      return response.serviceUnavailable({ error: 'try again later' })
    }

    let outcome: SettleOutcome | 'ignored' = 'ignored'
    if (event.key === 'charge.complete' && event.chargeId) {
      try {
        outcome = await this.#settle(event.chargeId)
      } catch (error) {
        logger.error({ err: error, eventId }, 'webhook: charge could not be read')
        return response.serviceUnavailable({ error: 'try again later' })
      }
    }
    // A charge still pending is not recorded: the next delivery settles it.
    if (outcome !== 'pending') {
      await db
        .table('gateway_webhook_events')
        .insert({
          id: event.id,
          gateway: gateway.name,
          key: event.key.slice(0, 60),
          charge_id: event.chargeId,
          outcome,
          processed_at: new Date(),
        })
        .catch(() => undefined) // a concurrent delivery stored it first
    }
    logger.info({ eventId, key: event.key, outcome }, 'webhook processed')
    return response.ok({ received: true, outcome })
  }

  /**
   * Settles the charge an event is about. A charge we never recorded (the
   * process that made it died first) is found by the key or the invoice in
   * its metadata, so the event settles it instead of being consumed.
   */
  async #settle(chargeId: string): Promise<SettleOutcome | 'ignored'> {
    const charge = await paymentGateway()
      .retrieveCharge(chargeId)
      .catch((error: unknown) => {
        // A charge the gateway does not have is nothing of ours to settle.
        if (error instanceof GatewayError && error.httpStatus === 404) return null
        throw error
      })
    if (!charge) return 'ignored'
    const known = await Payment.findBy('gateway_charge_id', chargeId)
    if (known) {
      const { outcome } = await settleCharge(known, charge)
      return outcome
    }
    const payment = await attemptOfCharge(charge)
    if (!payment) return 'ignored'
    const before = payment.status
    const settled = await applyCharge(payment, charge)
    if (settled.status === 'pending') return 'pending'
    if (settled.status === 'skipped' || settled.payment.status === before) return 'unchanged'
    return settled.status === 'paid' ? 'successful' : 'failed'
  }
}
