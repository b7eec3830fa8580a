import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { jobOptions } from '#services/platform/job_options'
import mailings from '#services/marketing/mailings'
import pushCampaigns from '#services/marketing/push_campaigns'

/**
 * The minute tick of scheduled mail and push: sends what became
 * due. Each mailing and push is claimed by a conditional update, so two
 * workers never send one twice.
 */
export default class DispatchDueMessagesJob extends Job<Record<string, never>> {
  static options: JobOptions = jobOptions('DispatchDueMessagesJob', {
    maxRetries: 1,
    timeout: '2h',
  })

  async execute() {
    await mailings.runDue()
    await pushCampaigns.runDue()
  }
}

/** Registered by the worker at start (commands/worker.ts), upserted by id. */
export async function registerMessageSchedules() {
  await DispatchDueMessagesJob.schedule({})
    .id('dispatch-due-messages')
    .cron('* * * * *')
    .timezone('UTC')
    .run()
}
