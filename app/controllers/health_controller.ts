import type { HttpContext } from '@adonisjs/core/http'
import { readinessChecks } from '#start/health'
import { OUTAGE_RETRY_AFTER } from '#support/outage'
import { workerState } from '#services/worker_heartbeat'

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
    const report = await readinessChecks().run()
    const worker = await workerState().catch(() => null)
    const body = {
      status: report.isHealthy ? 'ok' : 'error',
      checks: report.checks.map((check) => ({
        name: check.name,
        status: check.status,
        message: check.message,
      })),
      worker: worker
        ? { status: worker.status, lastTickAt: worker.lastTickAt, ageSeconds: worker.ageSeconds }
        : { status: 'unknown', lastTickAt: null, ageSeconds: null },
    }
    if (report.isHealthy) return response.ok(body)
    response.header('Retry-After', String(OUTAGE_RETRY_AFTER))
    return response.serviceUnavailable(body)
  }
}
