import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import { Message } from '@adonisjs/mail'
import type { MailerMessenger, MessageBodyTemplates, NodeMailerMessage } from '@adonisjs/mail/types'
import type { Mailer } from '@adonisjs/mail'
import AuditLog from '#models/audit_log'
import EmailHistory from '#models/email_history'
import type User from '#models/user'
import { EmailHistoryStatus } from '#enums/content'
import emailRecorder from '#services/platform/email_recorder'
import { queueByName } from '#support/queue_by_name'

/**
 * The one mail path (DESIGN §11): `mail.sendLater(...)` hands a message to
 * this messenger, which renders it, records it `queued` in email_histories
 * (the durable copy, keyed) and dispatches a SendMailJob. The job sends it
 * through the transport on the worker, with retries and backoff; no request
 * ever waits for the mail server.
 */
type AnyMailer = Mailer<any>

/** Messages the outbox is delivering: the 'mail:sent' listener leaves their rows to it. */
export const deliveredByOutbox = new WeakSet<object>()

export class MailNotQueued extends Error {}

type StoredAttachment = Record<string, unknown> & { content?: unknown }

/** The message as JSON: binary attachments (a PDF receipt) travel as base64. */
export function serializeMessage(message: NodeMailerMessage): string {
  const attachments = (message.attachments ?? []).map((attachment) => {
    const stored = { ...(attachment as StoredAttachment) }
    if (Buffer.isBuffer(stored.content)) {
      stored.content = stored.content.toString('base64')
      stored.encoding = 'base64'
    }
    return stored
  })
  return JSON.stringify({ ...message, attachments })
}

export function deserializeMessage(payload: string): NodeMailerMessage {
  const message = JSON.parse(payload) as NodeMailerMessage
  if (!message.attachments?.length) delete message.attachments
  return message
}

function errorText(error: unknown) {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000)
}

export class MailOutbox {
  /** The messenger every mailer gets (start/mail_history.ts). */
  messenger(mailer: AnyMailer): MailerMessenger {
    return {
      queue: (compiled) => this.queue(mailer, compiled),
    }
  }

  /**
   * Renders the message now (the request's data is at hand), records one
   * `queued` row per recipient under a fresh key and dispatches the job.
   * Throws when the message could not be stored: the caller must know.
   */
  async queue(
    mailer: AnyMailer,
    compiled: { message: NodeMailerMessage; views: MessageBodyTemplates }
  ): Promise<{ key: string }> {
    const { message, views } = compiled
    if (!message.from && mailer.config.from) message.from = mailer.config.from
    await Message.computeContentsFor({
      message,
      views,
      sharedState: mailer.config.globals ?? {},
    })
    const key = randomUUID()
    const rows = await emailRecorder.write({
      message,
      views,
      mailerName: mailer.name,
      status: EmailHistoryStatus.QUEUED,
      mailKey: key,
      payload: serializeMessage(message),
    })
    if (!rows) throw new MailNotQueued('A message without recipients cannot be queued')
    await this.dispatch(key)
    return { key }
  }

  async dispatch(key: string) {
    await queueByName('SendMailJob', { key })
  }

  /**
   * Sends the message recorded under `key` once: rows already `sent` mean
   * an earlier run delivered it, and a second run (a retry, a duplicate
   * job) sends nothing. A transport error is recorded on the rows (attempts,
   * last error; still `queued` while the job retries) and re-thrown so the
   * queue retries with backoff.
   */
  async deliver(key: string): Promise<'sent' | 'already_sent' | 'unknown'> {
    const rows = await EmailHistory.query().where('mail_key', key).orderBy('id')
    const first = rows.find((row) => row.payload)
    if (!first) return 'unknown'
    if (rows.every((row) => row.status === EmailHistoryStatus.SENT)) return 'already_sent'

    const message = deserializeMessage(first.payload!)
    deliveredByOutbox.add(message)
    const mailer = mail.use((first.mailer ?? undefined) as any) as AnyMailer
    try {
      const response = await mailer.sendCompiled({ message, views: {} })
      await EmailHistory.query()
        .where('mail_key', key)
        .update({
          status: EmailHistoryStatus.SENT,
          error: null,
          message_id: response?.messageId ? String(response.messageId).slice(0, 255) : null,
          sent_at: DateTime.utc().toSQL({ includeOffset: false }),
          attempts: first.attempts + 1,
          updated_at: DateTime.utc().toSQL({ includeOffset: false }),
        })
      return 'sent'
    } catch (error) {
      await EmailHistory.query()
        .where('mail_key', key)
        .update({
          error: errorText(error),
          attempts: first.attempts + 1,
          updated_at: DateTime.utc().toSQL({ includeOffset: false }),
        })
      throw error
    }
  }

  /** The job gave up (retries exhausted): the message shows `failed`, retryable by staff. */
  async markFailed(key: string, error?: unknown) {
    await EmailHistory.query()
      .where('mail_key', key)
      .whereNot('status', EmailHistoryStatus.SENT)
      .update({
        status: EmailHistoryStatus.FAILED,
        ...(error ? { error: errorText(error) } : {}),
        updated_at: DateTime.utc().toSQL({ includeOffset: false }),
      })
  }

  /** Whether staff may send this message again: it failed and its content was kept. */
  retryable(history: EmailHistory) {
    return history.status === EmailHistoryStatus.FAILED && !!history.mailKey && !!history.payload
  }

  /** Puts a failed message back on the queue (the admin retry); a staff member's is audited. */
  async retry(history: EmailHistory, staff?: { actor: User; ip: string | null }): Promise<boolean> {
    if (!this.retryable(history)) return false
    const changed = await EmailHistory.query()
      .where('mail_key', history.mailKey!)
      .where('status', EmailHistoryStatus.FAILED)
      .update({
        status: EmailHistoryStatus.QUEUED,
        updated_at: DateTime.utc().toSQL({ includeOffset: false }),
      })
    if (!Number(changed?.[0] ?? changed)) return false
    await this.dispatch(history.mailKey!)
    if (staff) {
      await AuditLog.record('email.retried', {
        ...staff,
        subject: history,
        changes: {
          before: { status: 'failed', error: history.error },
          after: { status: 'queued' },
        },
      })
    }
    return true
  }
}

const mailOutbox = new MailOutbox()
export default mailOutbox
