import { BaseTransformer } from '@adonisjs/core/transformers'
import type EmailHistory from '#models/email_history'
import { templateOf } from '#transformers/support_desk_transformer'

/** One sent (or failed) message as the admin Email Histories list shows it (SPEC §2.9). */
export default class EmailHistoryTransformer extends BaseTransformer<EmailHistory> {
  toObject() {
    const history = this.resource
    return {
      id: history.id,
      toEmail: history.toEmail,
      subject: history.subject,
      template: templateOf(history),
      status: history.status,
      error: history.error,
      attempts: history.attempts ?? 0,
      /** A failed message whose content was kept can be queued again. */
      retryable: history.status === 'failed' && !!history.mailKey && !!history.payload,
      sentAt: (history.sentAt ?? history.createdAt).toISO()!,
    }
  }
}
