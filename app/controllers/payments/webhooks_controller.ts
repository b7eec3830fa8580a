import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { processGatewayEvent } from '#services/payments/gateway_events'
import { verifyWebhookSignature } from '#services/payments/webhook_signature'

const EVENT_ID = /^evnt_(test_)?[0-9a-z]{10,40}$/

/**
 * POST /webhooks/omise (DESIGN §4). The body is only a hint: after the
 * signature check, the event and then its charge are read back from the
 * gateway, and only what the gateway says changes anything
 * (`processGatewayEvent`, also the sandbox bank's path). Junk gets
 * 400/401/404, never 500.
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
    const handled = await processGatewayEvent(eventId)
    switch (handled.answer) {
      case 'replay':
        return response.ok({ received: true, replay: true })
      case 'unknown_event':
        return response.notFound({ error: 'unknown event' })
      case 'unavailable':
        return response.serviceUnavailable({ error: 'try again later' })
      default:
        return response.ok({ received: true, outcome: handled.outcome })
    }
  }
}
