import { Job, exponentialBackoff } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import mailOutbox from '#services/platform/mail_outbox'
import { jobOptions } from '#services/platform/job_options'

export type SendMailPayload = { key: string }

/**
 * Sends one queued message (app/services/platform/mail_outbox.ts). Retried with
 * backoff while the mail server refuses; a run for a message already sent
 * sends nothing (idempotent by its key). When the retries are spent the
 * message shows `failed` in Email Histories, where staff can retry it.
 */
export default class SendMailJob extends Job<SendMailPayload> {
  static options: JobOptions = jobOptions('SendMailJob', {
    maxRetries: 6,
    retry: {
      backoff: exponentialBackoff({
        baseDelay: '1m',
        maxDelay: '1h',
        multiplier: 2,
        jitter: true,
      }),
    },
    timeout: '2m',
  })

  async execute() {
    await mailOutbox.deliver(this.payload.key)
  }

  async failed(error: Error) {
    await mailOutbox.markFailed(this.payload.key, error)
  }
}
