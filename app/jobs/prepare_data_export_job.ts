import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { jobOptions } from '#services/billing/job_options'
import { prepareExport, purgeExpiredExports } from '#services/data_export'

/** PDPA data export (issue 12 point 12): prepares one member's ZIP and mails the link. */
export default class PrepareDataExportJob extends Job<{ exportId: number }> {
  static options: JobOptions = jobOptions('PrepareDataExportJob', { maxRetries: 3 })

  async execute() {
    await purgeExpiredExports()
    await prepareExport(this.payload.exportId)
  }
}
