import logger from '@adonisjs/core/services/logger'
import { processGatewayEvent } from '#services/billing/payments/gateway_events'
import { verifyWebhookSignature } from '#services/billing/payments/webhook_signature'

const EVENT_ID = /^evnt_(test_)?[0-9a-z]{10,40}$/

export type WebhookDelivery = {
  rawBody: string
  signature: string | undefined | null
  timestamp: string | undefined | null
}

/** The HTTP answer Omise gets: junk is 400/401/404, never 500. */
export type WebhookReply = { status: number; body: Record<string, unknown> }

/**
 * One delivery to POST /webhooks/omise (DESIGN §4). The body is only a
 * hint: after the signature check (when a secret is set), the event it
 * names is processed by `processGatewayEvent`, which reads the event and
 * its charge back from the gateway.
 */
export async function receiveOmiseWebhook(delivery: WebhookDelivery): Promise<WebhookReply> {
  const secret = process.env.OMISE_WEBHOOK_SECRET?.trim()
  if (secret) {
    const check = verifyWebhookSignature({ secret, ...delivery })
    if (check !== 'ok') {
      logger.warn({ check }, 'webhook refused: signature')
      return { status: 401, body: { error: `signature ${check}` } }
    }
  }
  let body: unknown
  try {
    body = JSON.parse(delivery.rawBody)
  } catch {
    return { status: 400, body: { error: 'body is not JSON' } }
  }
  const eventId = (body as { id?: unknown } | null)?.id
  if (typeof eventId !== 'string' || !EVENT_ID.test(eventId)) {
    return { status: 400, body: { error: 'not an event' } }
  }
  const handled = await processGatewayEvent(eventId)
  switch (handled.answer) {
    case 'replay':
      return { status: 200, body: { received: true, replay: true } }
    case 'unknown_event':
      return { status: 404, body: { error: 'unknown event' } }
    case 'unavailable':
      return { status: 503, body: { error: 'try again later' } }
    default:
      return { status: 200, body: { received: true, outcome: handled.outcome } }
  }
}
