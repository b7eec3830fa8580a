import { BaseTransformer } from '@adonisjs/core/transformers'
import type EmailHistory from '#models/email_history'
import { templateOf } from '#transformers/support_desk_transformer'
import { sanitizeEmailHtml } from '#support/email_html'

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
      retryable: history.status === 'failed' && !!history.mailKey && hasPayload(history),
      sentAt: (history.sentAt ?? history.createdAt).toISO()!,
    }
  }

  /**
   * One message opened (SPEC §2.9): who it went to and what was sent — the body the mail
   * recorder kept, else the linked template's (`mailTemplate` preloaded), sanitized for the
   * sandboxed preview.
   */
  toDetail() {
    const history = this.resource
    const recorded = history.body ?? null
    const template = history.mailTemplate?.body ?? null
    const html = recorded ?? template
    return {
      ...this.toObject(),
      user: history.user ? { name: history.user.name } : null,
      html: html ? sanitizeEmailHtml(html) : null,
      source: recorded ? ('recorded' as const) : template ? ('template' as const) : null,
    }
  }
}

/** Whether the message's content was kept: the list reads `has_payload` instead of the payload. */
function hasPayload(history: EmailHistory): boolean {
  return 'has_payload' in history.$extras ? Boolean(history.$extras.has_payload) : !!history.payload
}
