import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'

/**
 * The silent-worker check (DESIGN §7) runs in the web process, once a
 * minute: web processes are the part the load balancer keeps alive, and a
 * check inside a worker would fall silent with the worker it watches when
 * there is only one. With several web processes each runs it; the alert
 * is claimed in the database, so staff get one mail per silence.
 * WORKER_WATCH=off turns it off (e.g. a web process without a worker).
 */
if (app.getEnvironment() === 'web' && env.get('WORKER_WATCH') !== 'off') {
  const { checkWorkerSilence } = await import('#services/platform/worker_heartbeat')
  const timer = setInterval(() => {
    checkWorkerSilence().catch((error) =>
      logger.warn({ err: error }, 'worker silence check failed')
    )
  }, 60_000)
  timer.unref()
  app.terminating(() => clearInterval(timer))
}
