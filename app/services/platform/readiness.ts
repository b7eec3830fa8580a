import { readinessChecks } from '#start/health'
import { workerState } from '#services/platform/worker_heartbeat'

/**
 * Readiness (DESIGN §6): the database (and Redis when configured) answer.
 * The worker's state is reported beside the checks and never makes the
 * web process unready: a stopped worker is no reason to stop serving pages.
 */
export async function readiness() {
  const report = await readinessChecks().run()
  const worker = await workerState().catch(() => null)
  return {
    healthy: report.isHealthy,
    body: {
      status: report.isHealthy ? 'ok' : 'error',
      checks: report.checks.map((check) => ({
        name: check.name,
        status: check.status,
        message: check.message,
      })),
      worker: worker
        ? { status: worker.status, lastTickAt: worker.lastTickAt, ageSeconds: worker.ageSeconds }
        : { status: 'unknown', lastTickAt: null, ageSeconds: null },
    },
  }
}
