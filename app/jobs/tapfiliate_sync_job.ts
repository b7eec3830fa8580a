import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { jobOptions } from '#services/platform/job_options'
import TapfiliateSync, {
  type TapfiliateSyncPayload,
} from '#services/marketing/affiliates/tapfiliate_sync'

/**
 * Mirrors one affiliate click, customer or conversion to Tapfiliate (DESIGN §8),
 * retried with backoff like every job. The sync itself looks the record up
 * before creating it, so a retry after a half-finished run creates nothing twice.
 */
export default class TapfiliateQueueJob extends Job<TapfiliateSyncPayload> {
  static options: JobOptions = jobOptions('TapfiliateQueueJob')

  async execute() {
    await new TapfiliateSync().handle(this.payload)
  }
}
