import type { HttpContext } from '@adonisjs/core/http'
import { receiveOmiseWebhook } from '#services/billing/payments/omise_webhook'

/**
 * POST /webhooks/omise (DESIGN §4). The body is only a hint: after the
 * signature check, the event and then its charge are read back from the
 * gateway, and only what the gateway says changes anything
 * (`processGatewayEvent`, also the sandbox bank's path). Junk gets
 * 400/401/404, never 500.
 */
export default class WebhooksController {
  async omise({ request, response }: HttpContext) {
    const { status, body } = await receiveOmiseWebhook({
      rawBody: request.raw() ?? '',
      signature: request.header('omise-signature'),
      timestamp: request.header('omise-signature-timestamp'),
    })
    return response.status(status).json(body)
  }
}
