import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { jobOptions } from '#services/platform/job_options'
import { purgeAbandonedUploads } from '#services/support_desk/desk/uploads'

/**
 * The legal desk's picked-but-never-sent files (DESIGN §7): deleted once
 * they are a day old, from the private disk and the database.
 */
export default class PurgeStagedUploadsJob extends Job<Record<string, never>> {
  static options: JobOptions = jobOptions('PurgeStagedUploadsJob')

  async execute() {
    await purgeAbandonedUploads()
  }
}
