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
    // The worker owns SIGTERM/SIGINT from here. bin/console.ts terminates the app on
    // SIGTERM, which for this command closed the database under the jobs still draining
    // and under the heartbeat's last write (the worker then hung or lost its stop); the
    // app is terminated below once the loop has stopped. A stop asked for at any moment,
    // even before the queue's loop exists (SIGTERM right after the first heartbeat on a
    // slow machine), ends the process: the library's own handler came only with the loop.
    process.removeAllListeners('SIGTERM')
    process.removeAllListeners('SIGINT')
    let stopRequested = false
    let queueWorker: { stop(): Promise<void> } | null = null
    const onSignal = () => {
      stopRequested = true
      void queueWorker?.stop()
    }
    process.once('SIGTERM', onSignal)
    process.once('SIGINT', onSignal)

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
      if (!stopRequested) {
        const worker = await this.#queueWorker()
        queueWorker = worker
        // init() is awaited here so that no signal can fall between the check and the
        // loop's start: start() then runs synchronously up to its first real wait.
        await worker.init()
        // Returns once a signal stopped the loop and the running jobs finished.
        if (!stopRequested) {
          // What operators and the production smoke test read to know the worker is up.
          this.logger.info(`Starting worker for queues: ${this.queues().join(', ')}`)
          await worker.start(this.queues())
        }
      }
    } finally {
      process.off('SIGTERM', onSignal)
      process.off('SIGINT', onSignal)
      // The stop was recorded when the signal came; on PostgreSQL the queue's adapter can
      // keep a pooled connection until terminate(), so a last query must not hold the exit.
      await Promise.race([heartbeat.stop(), delay(3000)])
      await queue.destroy()
    }
    // Close the database and Redis connections so that the process exits
    // (systemd's stop, a deploy) instead of idling until it is killed; a
    // connection that does not close, or a timer of the queue library that
    // outlives the stop, does not keep it either.
    setTimeout(() => process.exit(), 5000).unref()
    await this.app.terminate()
    setTimeout(() => process.exit(), 2000).unref()
  }

  private queues() {
    return this.queue ? this.queue.split(',').map((name) => name.trim()) : ['default']
  }

  /**
   * The queue library's worker as `queue:work` builds it, with its own signal handling
   * off: the handler above owns SIGTERM/SIGINT from the first line of run().
   */
  async #queueWorker() {
    const { Worker: QueueWorker } = await import('@boringnode/queue')
    const config = this.app.config.get<any>('queue')
    const logger = await this.app.container.make('logger')
    const router = await this.app.container.make('router')
    router.commit()
    const adapters: Record<string, unknown> = {}
    for (const [name, adapter] of Object.entries<any>(config.adapters)) {
      adapters[name] = typeof adapter === 'function' ? adapter : await adapter.resolver(this.app)
    }
    return new QueueWorker({
      ...config,
      autoLoadJobs: false,
      adapters,
      jobFactory: config.jobFactory ?? ((job: any) => this.app.container.make(job)),
      logger: config.logger ?? logger,
      worker: {
        ...config.worker,
        ...(this.concurrency !== undefined ? { concurrency: this.concurrency } : {}),
        gracefulShutdown: false,
      },
    })
  }
}
