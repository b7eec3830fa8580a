import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { jobOptions } from '#services/platform/job_options'
import { prepareStalePendingExports, purgeExpiredExports } from '#services/accounts/data_export'

/**
 * PDPA deadlines (DESIGN §7): deletes the files of data exports whose link
 * has expired, and prepares requests whose job never ran.
 */
export default class PurgeDataExportsJob extends Job<Record<string, never>> {
  static options: JobOptions = jobOptions('PurgeDataExportsJob')

  async execute() {
    await purgeExpiredExports()
    await prepareStalePendingExports()
  }
}
