import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { jobOptions } from '#services/platform/job_options'
import { retryInvoice } from '#services/billing/renewals'

/** One dunning retry of an open renewal invoice (nothing when it is not due). */
export default class RetryInvoiceJob extends Job<{ invoiceId: number }> {
  static options: JobOptions = jobOptions('RetryInvoiceJob')

  async execute() {
    await retryInvoice(this.payload.invoiceId)
  }
}
