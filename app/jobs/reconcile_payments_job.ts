import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { jobOptions } from '#services/billing/job_options'
import { reconcilePendingPayments } from '#services/billing/reconcile'

/** Settles payment attempts left pending (scheduled every 10 minutes and at worker start). */
export default class ReconcilePaymentsJob extends Job<Record<string, never>> {
  static options: JobOptions = jobOptions('ReconcilePaymentsJob')

  async execute() {
    await reconcilePendingPayments()
  }
}
