import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { jobOptions } from '#services/platform/job_options'
import { sendDueClockReminders } from '#services/support_desk/clock_reminders'

/**
 * Deadline reminders (DESIGN §7 "SLA reminders", §11): every five minutes
 * the worker mails staff about clocks within two business hours of their
 * due time, clocks overdue, and PDPA deletion requests 7 and 2 days before
 * their deadline. Safe to run twice: each item and threshold is sent once.
 */
export default class ClockRemindersJob extends Job<Record<string, never>> {
  static options: JobOptions = jobOptions('ClockRemindersJob', { maxRetries: 2 })

  async execute() {
    await sendDueClockReminders()
  }
}
