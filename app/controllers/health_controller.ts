import type { HttpContext } from '@adonisjs/core/http'
import { readinessChecks } from '#start/health'
import { OUTAGE_RETRY_AFTER } from '#support/outage'

export default class HealthController {
  /**
   * Liveness: the process answers. Nothing else is checked.
   */
  async live({ response }: HttpContext) {
    return response.ok({ status: 'ok' })
  }

  /**
   * Readiness: the database (and Redis when configured) answer. 503 when
   * any check fails, so a load balancer stops sending traffic here.
   */
  async ready({ response }: HttpContext) {
    const report = await readinessChecks().run()
    const body = {
      status: report.isHealthy ? 'ok' : 'error',
      checks: report.checks.map((check) => ({
        name: check.name,
        status: check.status,
        message: check.message,
      })),
    }
    if (report.isHealthy) return response.ok(body)
    response.header('Retry-After', String(OUTAGE_RETRY_AFTER))
    return response.serviceUnavailable(body)
  }
}
