import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { jobOptions } from '#services/platform/job_options'
import mailings from '#services/marketing/mailings'

/**
 * Sends one mailing (template mail or event announcement). The
 * mailing is claimed by a conditional update, so a second run (retry, second
 * worker, the minute tick) sends nothing.
 */
export default class SendMailingJob extends Job<{ id: number }> {
  static options: JobOptions = jobOptions('SendMailingJob', { timeout: '2h', maxRetries: 2 })

  async execute() {
    await mailings.run(this.payload.id)
  }
}
