import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import Payment from '#models/payment'
import { paymentGateway } from '#services/billing/payments/gateway'
import { GatewayError, type GatewayEvent } from '#services/billing/payments/payment_gateway'
import { settleCharge, type SettleOutcome } from '#services/billing/payments/settle_charge'
import { applyCharge, attemptOfCharge } from '#services/billing/reconcile'

export type EventHandling =
  | { answer: 'processed'; outcome: SettleOutcome | 'ignored' }
  | { answer: 'replay' }
  | { answer: 'unknown_event' }
  | { answer: 'unavailable' }

/**
 * One gateway event, by id (DESIGN §4): what Omise's webhook delivers and
 * what the sandbox's simulated bank delivers in-process, through the same
 * code. The event and then its charge are read back from the gateway; only
 * what the gateway says changes anything. Events are stored by id, so a
 * replay is a no-op; a charge still pending is not stored, so the next
 * delivery settles it.
 */
export async function processGatewayEvent(eventId: string): Promise<EventHandling> {
  const gateway = paymentGateway()
  const done = await db.from('gateway_webhook_events').where('id', eventId).first()
  if (done) return { answer: 'replay' }

  let event: GatewayEvent
  try {
    event = await gateway.retrieveEvent(eventId)
  } catch (error) {
    if (error instanceof GatewayError && error.httpStatus === 404)
      return { answer: 'unknown_event' }
    logger.error({ err: error, eventId }, 'webhook: event could not be read')
    return { answer: 'unavailable' }
  }

  let outcome: SettleOutcome | 'ignored' = 'ignored'
  if (event.key === 'charge.complete' && event.chargeId) {
    try {
      outcome = await settleEventCharge(event.chargeId)
    } catch (error) {
      logger.error({ err: error, eventId }, 'webhook: charge could not be read')
      return { answer: 'unavailable' }
    }
  }
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
      // A concurrent delivery stored it first: no error, so a surrounding transaction
      // (PostgreSQL aborts one on a failed statement) carries on.
      .onConflict('id')
      .ignore()
  }
  logger.info({ eventId, key: event.key, outcome }, 'webhook processed')
  return { answer: 'processed', outcome }
}

/**
 * Settles the charge an event is about. A charge we never recorded (the
 * process that made it died first) is found by the key or the invoice in
 * its metadata, so the event settles it instead of being consumed.
 */
async function settleEventCharge(chargeId: string): Promise<SettleOutcome | 'ignored'> {
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
