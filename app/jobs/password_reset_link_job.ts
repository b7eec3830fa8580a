import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import passwordReset from '#services/accounts/password_reset'
import { jobOptions } from '#services/platform/job_options'

export type PasswordResetLinkPayload = { email: string }

/**
 * Forgot password (SPEC §2.7): the request only queues this job, for a known
 * address and an unknown one alike, so the answer takes the same time
 * either way. Looking the address up, issuing the token and mailing the
 * link happen here; the plain token never sits in the queue.
 */
export default class PasswordResetLinkJob extends Job<PasswordResetLinkPayload> {
  static options: JobOptions = jobOptions('PasswordResetLinkJob', { maxRetries: 3 })

  async execute() {
    await passwordReset.sendLink(this.payload.email)
  }
}
