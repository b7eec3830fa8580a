import { Job } from '@adonisjs/queue'
import logger from '@adonisjs/core/services/logger'
import type { JobOptions } from '@adonisjs/queue/types'
import { jobOptions } from '#services/platform/job_options'
import { prepareExport, purgeExpiredExports } from '#services/accounts/data_export'

/** PDPA data export: prepares one member's ZIP and mails the link. */
export default class PrepareDataExportJob extends Job<{ exportId: number }> {
  static options: JobOptions = jobOptions('PrepareDataExportJob', { maxRetries: 3 })

  /**
   * Queued without holding the member's answer; the hourly sweep picks up
   * a request whose job could not be queued (PurgeDataExportsJob).
   */
  static queueFor(exportId: number) {
    PrepareDataExportJob.dispatch({ exportId })
      .run()
      .catch((error: unknown) =>
        logger.error({ err: error, exportId }, 'data export job not queued')
      )
  }

  async execute() {
    await purgeExpiredExports()
    await prepareExport(this.payload.exportId)
  }
}
