import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { jobOptions } from '#services/platform/job_options'
import { reconcilePendingPayments } from '#services/billing/reconcile'
import { endAbandonedApplications } from '#services/billing/promptpay'

/**
 * Settles payment attempts left pending (scheduled every 10 minutes and at
 * worker start), then ends applications whose PromptPay QR expired unpaid
 * long ago (DESIGN §11): nothing stays pending with no way to be paid.
 */
export default class ReconcilePaymentsJob extends Job<Record<string, never>> {
  static options: JobOptions = jobOptions('ReconcilePaymentsJob')

  async execute() {
    await reconcilePendingPayments()
    await endAbandonedApplications()
  }
}
