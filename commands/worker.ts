import { setTimeout as delay } from 'node:timers/promises'
import QueueWork from '@adonisjs/queue/commands/queue_work'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * The one worker process (DESIGN §7): registers the cron schedules
 * (renewals and dunning sweep, payment reconcile), queues a reconcile and
 * a sweep at start, then runs jobs and due schedules until stopped
 * (SIGTERM/SIGINT finish the running jobs first). `npm run dev` starts it
 * beside the web server; production runs `npm run worker` as a second
 * process.
 */
export default class Worker extends QueueWork {
  static commandName = 'worker'
  static description = 'Run queued jobs and the cron schedules (renewals, dunning, reconcile)'
  static options: CommandOptions = { startApp: true, staysAlive: true }

  async run() {
    const { registerSchedules, dispatchStartupJobs } = await import('#services/platform/schedules')
    const { default: queue } = await import('@adonisjs/queue/services/main')
    await queue.loadJobs()
    await registerSchedules()
    const { registerMessageSchedules } = await import('#jobs/dispatch_due_messages_job')
    await registerMessageSchedules()
    await dispatchStartupJobs()
    this.logger.info(
      'Schedules registered: billing-sweep (*/15), reconcile-payments (*/10), clock-reminders (*/5)'
    )
    // The heartbeat that /monitor, /health/ready, worker:health and the
    // silence alert read (app/services/platform/worker_heartbeat.ts).
    const { startHeartbeat } = await import('#services/platform/worker_heartbeat')
    const heartbeat = startHeartbeat()
    await heartbeat.first
    try {
      // Returns once SIGTERM/SIGINT stopped the worker and its jobs finished.
      await super.run()
    } finally {
      // The stop was recorded when the signal came; on PostgreSQL the queue's adapter can
      // keep a pooled connection until terminate(), so a last query must not hold the exit.
      await Promise.race([heartbeat.stop(), delay(3000)])
    }
    // Close the database and Redis connections so that the process exits
    // (systemd's stop, a deploy) instead of idling until it is killed; a
    // connection that does not close, or a timer of the queue library that
    // outlives the stop, does not keep it either.
    setTimeout(() => process.exit(), 5000).unref()
    await this.app.terminate()
    setTimeout(() => process.exit(), 2000).unref()
  }
}
