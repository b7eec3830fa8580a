import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import Invoice from '#models/invoice'
import Subscription from '#models/subscription'
import { jobOptions } from '#services/platform/job_options'
import RenewMembershipJob from '#jobs/renew_membership_job'
import RetryInvoiceJob from '#jobs/retry_invoice_job'
import {
  dueRenewals,
  dueRetries,
  sendDueReminders,
  settleCancellations,
} from '#services/billing/renewals'

/**
 * The scheduled billing sweep (every 15 minutes): ends due cancellations,
 * sends annual reminders, then queues one job per due renewal and per due
 * retry, deduplicated by their natural key (membership + period end,
 * invoice + attempt number) so that overlapping sweeps queue each once.
 */
export default class BillingSweepJob extends Job<Record<string, never>> {
  static options: JobOptions = jobOptions('BillingSweepJob', { maxRetries: 2 })

  async execute() {
    await settleCancellations()
    await sendDueReminders()
    const renewals = await dueRenewals()
    if (renewals.length) {
      const rows = await Subscription.query().whereIn('id', renewals)
      for (const row of rows) {
        await RenewMembershipJob.dispatch({ subscriptionId: row.id })
          .dedup({ id: `membership-${row.id}-${row.currentPeriodEnd?.toMillis()}`, ttl: '1h' })
          .run()
      }
    }
    const retries = await dueRetries()
    if (retries.length) {
      const rows = await Invoice.query().whereIn('id', retries)
      for (const row of rows) {
        await RetryInvoiceJob.dispatch({ invoiceId: row.id })
          .dedup({ id: `invoice-${row.id}-attempt-${row.attemptCount + 1}`, ttl: '1h' })
          .run()
      }
    }
  }
}
