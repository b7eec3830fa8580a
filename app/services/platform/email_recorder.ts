import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import type { NodeMailerMessage, MessageBodyTemplates } from '@adonisjs/mail/types'
import EmailHistory from '#models/email_history'
import User from '#models/user'
import type { EmailHistoryStatus } from '#enums/content'

/** Headers a mail sets so that its history row knows where it came from. */
export const MAIL_HEADERS = {
  template: 'X-Lexpat-Template',
  templateId: 'X-Lexpat-Template-Id',
  mailing: 'X-Lexpat-Mailing',
} as const

type Sent = {
  message: NodeMailerMessage
  views?: MessageBodyTemplates
  mailerName: string
  messageId?: string
  status: EmailHistoryStatus
  error?: string
  /** The mail job's key and the stored message, for a queued message. */
  mailKey?: string
  payload?: string
}

function headerValue(message: NodeMailerMessage, key: string): string | null {
  const headers = message.headers
  if (!headers || Array.isArray(headers)) return null
  const value = (headers as Record<string, unknown>)[key]
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && 'value' in value) return String(value.value)
  return null
}

function addresses(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : []
  return list
    .map((entry) =>
      typeof entry === 'string' ? entry : String((entry as { address?: string })?.address ?? '')
    )
    .filter(Boolean)
}

const positiveInt = (value: string | null) => {
  const number = Number(value)
  return Number.isSafeInteger(number) && number > 0 && number <= 2_147_483_647 ? number : null
}

/**
 * Writes one email_histories row per recipient of a message. The mail
 * outbox writes the `queued` rows of every message it takes; the
 * 'mail:sent' event (start/mail_history.ts) records what a mailer sent
 * outside it (the fake mailer of the tests).
 */
export class EmailRecorder {
  #pending = new Set<Promise<unknown>>()

  record(entry: Sent): Promise<void> {
    const work = this.#write(entry).then(
      () => {},
      (error) => logger.error({ err: error }, 'email history could not be recorded')
    )
    this.#pending.add(work)
    void work.finally(() => this.#pending.delete(work))
    return work
  }

  /** Writes the rows now and answers how many; errors reach the caller (the mail outbox). */
  write(entry: Sent): Promise<number> {
    return this.#write(entry)
  }

  /** Resolves when every row started so far is written (tests, bulk mailings). */
  async settled(): Promise<void> {
    while (this.#pending.size) await Promise.all([...this.#pending])
  }

  async #write({ message, views, mailerName, messageId, status, error, mailKey, payload }: Sent) {
    const recipients = [
      ...addresses(message.to),
      ...addresses(message.cc),
      ...addresses(message.bcc),
    ]
    if (!recipients.length) return 0
    const body =
      typeof message.html === 'string'
        ? message.html
        : typeof message.text === 'string'
          ? message.text
          : null
    const template =
      headerValue(message, MAIL_HEADERS.template) ?? views?.html?.template ?? views?.text?.template
    const users = await User.query()
      .whereIn(
        'email',
        recipients.map((email) => email.toLowerCase())
      )
      .select('id', 'email')
    const userIds = new Map(users.map((user) => [user.email, user.id]))
    await EmailHistory.createMany(
      recipients.map((email) => ({
        toEmail: email.slice(0, 254),
        subject: String(message.subject ?? '').slice(0, 255),
        template: template ? String(template).slice(0, 120) : null,
        mailTemplateId: positiveInt(headerValue(message, MAIL_HEADERS.templateId)),
        scheduledMailId: positiveInt(headerValue(message, MAIL_HEADERS.mailing)),
        userId: userIds.get(email.toLowerCase()) ?? null,
        status,
        error: error ? error.slice(0, 2000) : null,
        body,
        mailer: mailerName,
        messageId: messageId ? messageId.slice(0, 255) : null,
        sentAt: status === 'queued' ? null : DateTime.utc(),
        mailKey: mailKey ?? null,
        payload: payload ?? null,
        attempts: 0,
      }))
    )
    return recipients.length
  }
}

const emailRecorder = new EmailRecorder()
export default emailRecorder
