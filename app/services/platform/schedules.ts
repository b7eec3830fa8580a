import BillingSweepJob from '#jobs/billing_sweep_job'
import ReconcilePaymentsJob from '#jobs/reconcile_payments_job'
import PurgeDataExportsJob from '#jobs/purge_data_exports_job'
import ClockRemindersJob from '#jobs/clock_reminders_job'
import PurgeStagedUploadsJob from '#jobs/purge_staged_uploads_job'

/**
 * The cron schedules the worker runs (DESIGN §7). They live in the queue's
 * store (upserted by id, so every worker start rewrites the same rows) and
 * the queue hands each due run to exactly one worker.
 */
export const BILLING_SCHEDULES = [
  { id: 'billing-sweep', cron: '*/15 * * * *', job: BillingSweepJob },
  { id: 'reconcile-payments', cron: '*/10 * * * *', job: ReconcilePaymentsJob },
  // PDPA data exports: expired download files are deleted.
  { id: 'purge-data-exports', cron: '17 * * * *', job: PurgeDataExportsJob },
  // Deadline reminders: business-hours clocks due soon or overdue, PDPA at 7 and 2 days (DESIGN §11).
  { id: 'clock-reminders', cron: '*/5 * * * *', job: ClockRemindersJob },
  // The legal desk: files picked but never sent are deleted after a day (DESIGN §7).
  { id: 'purge-staged-uploads', cron: '41 * * * *', job: PurgeStagedUploadsJob },
] as const

export async function registerSchedules() {
  for (const schedule of BILLING_SCHEDULES) {
    await schedule.job.schedule({}).id(schedule.id).cron(schedule.cron).timezone('UTC').run()
  }
}

/** At worker start: settle what a previous worker may have left half-done, then sweep. */
export async function dispatchStartupJobs() {
  await ReconcilePaymentsJob.dispatch({}).run()
  await BillingSweepJob.dispatch({}).run()
}
