import type { HttpContext } from '@adonisjs/core/http'
import { OUTAGE_RETRY_AFTER } from '#support/outage'
import { readiness } from '#services/platform/readiness'

export default class HealthController {
  /**
   * Liveness: the process answers. Nothing else is checked.
   */
  async live({ response }: HttpContext) {
    return response.ok({ status: 'ok' })
  }

  /**
   * Readiness: the database (and Redis when configured) answer. 503 when
   * any check fails, so a load balancer stops sending traffic here. The
   * worker's state is reported beside the checks and never fails web
   * readiness: a stopped worker is no reason to stop serving pages.
   */
  async ready({ response }: HttpContext) {
    const { healthy, body } = await readiness()
    if (healthy) return response.ok(body)
    response.header('Retry-After', String(OUTAGE_RETRY_AFTER))
    return response.serviceUnavailable(body)
  }
}
