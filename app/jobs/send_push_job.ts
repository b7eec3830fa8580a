import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { jobOptions } from '#services/platform/job_options'
import pushCampaigns from '#services/marketing/push_campaigns'

/** Sends one FCM push campaign, claimed like a mailing: executed once. */
export default class SendPushJob extends Job<{ id: number }> {
  static options: JobOptions = jobOptions('SendPushJob', { timeout: '1h', maxRetries: 2 })

  async execute() {
    await pushCampaigns.run(this.payload.id)
  }
}
