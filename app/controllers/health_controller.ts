import type { HttpContext } from '@adonisjs/core/http'
import { readinessChecks } from '#start/health'

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
    return report.isHealthy ? response.ok(body) : response.serviceUnavailable(body)
  }
}
