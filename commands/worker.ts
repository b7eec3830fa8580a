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
    const { registerSchedules, dispatchStartupJobs } = await import('#services/billing/schedules')
    const { default: queue } = await import('@adonisjs/queue/services/main')
    await queue.loadJobs()
    await registerSchedules()
    const { registerMessageSchedules } = await import('#jobs/dispatch_due_messages_job')
    await registerMessageSchedules()
    await dispatchStartupJobs()
    this.logger.info(
      'Schedules registered: billing-sweep (*/15), reconcile-payments (*/10), clock-reminders (*/5)'
    )
    await super.run()
  }
}
