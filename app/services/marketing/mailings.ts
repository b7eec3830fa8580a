import { setTimeout as sleep } from 'node:timers/promises'
import { DateTime } from 'luxon'
import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import AuditLog from '#models/audit_log'
import EmailHistory from '#models/email_history'
import MailTemplate from '#models/mail_template'
import ScheduledMail from '#models/scheduled_mail'
import type User from '#models/user'
import MarketingMail from '#mails/marketing_mail'
import clock from '#services/billing/clock'
import emailRecorder from '#services/platform/email_recorder'
import { countSegment, recipientBatches, type Segment } from '#services/marketing/segments'
import {
  eventValues,
  localizedTemplate,
  recipientValues,
  renderHtml,
  renderText,
} from '#services/marketing/template_renderer'
import { unsubscribeUrl } from '#services/marketing/unsubscribe'
import { SCHEDULED_MAIL_STATUSES, ScheduledMailStatus } from '#enums/content'
import { queueByName } from '#support/queue_by_name'
import { cancelQueued, claimDue, handToWorker } from '#services/marketing/queued_sends'

type Who = { actor: User; ip: string | null }

/** A mailing in `sending` without progress for this long was left by a stopped worker. */
export const STALE_SENDING_MINUTES = 15

export type NewMailing = {
  kind: 'template' | 'event'
  templateId: number
  segment: Segment
  /** Null: now. */
  scheduledAt: DateTime | null
  event?: { title: string; startsAt: DateTime; place: string; details: string | null }
}

/** The throttle: recipients per batch and the pause between batches (README). */
export function throttle() {
  return {
    size: env.get('MAIL_BATCH_SIZE') ?? 50,
    pauseMs: env.get('MAIL_BATCH_PAUSE_MS') ?? 1000,
  }
}

/** The template event announcements use, created with a default text the first time. */
export async function eventTemplate(): Promise<MailTemplate> {
  return MailTemplate.firstOrCreate(
    { key: 'event_announcement' },
    {
      name: 'Event announcement',
      subject: '{{event_title}}',
      body:
        '<p>Dear {{name}},</p><p>You are invited to <strong>{{event_title}}</strong>.</p>' +
        '<p>When: {{event_date}}<br>Where: {{event_place}}</p><p>{{event_details}}</p>',
      subjectTh: '{{event_title}}',
      bodyTh:
        '<p>เรียน คุณ{{name}}</p><p>ขอเชิญร่วมงาน <strong>{{event_title}}</strong></p>' +
        '<p>วันและเวลา: {{event_date}}<br>สถานที่: {{event_place}}</p><p>{{event_details}}</p>',
      variables: ['name', 'event_title', 'event_date', 'event_place', 'event_details'],
      isActive: true,
    }
  )
}

/**
 * Template mail and event announcements: created with the count
 * of recipients at that moment, sent by the worker in throttled batches,
 * cancellable while still queued. Marketing mail: unsubscribed addresses are
 * left out at send time, so an unsubscribe is honoured at once.
 */
export class Mailings {
  async create(input: NewMailing, { actor, ip }: Who): Promise<ScheduledMail> {
    const now = clock.now()
    const { recipients } = await countSegment(input.segment, { marketing: true })
    const mailing = await db.transaction(async (trx) => {
      const row = await ScheduledMail.create(
        {
          kind: input.kind,
          mailTemplateId: input.templateId,
          audience: input.segment.audience,
          segmentValue: input.segment.value,
          scheduledAt: input.scheduledAt ?? now,
          status: ScheduledMailStatus.QUEUED,
          totalCount: recipients,
          sentCount: 0,
          failedCount: 0,
          skippedCount: 0,
          createdBy: actor.id,
          eventTitle: input.event?.title ?? null,
          eventStartsAt: input.event?.startsAt ?? null,
          eventPlace: input.event?.place ?? null,
          eventDetails: input.event?.details ?? null,
        },
        { client: trx }
      )
      await AuditLog.record(input.kind === 'event' ? 'mail.event.created' : 'mail.send.created', {
        actor,
        subject: row,
        changes: {
          before: null,
          after: {
            template_id: input.templateId,
            audience: input.segment.audience,
            value: input.segment.value,
            scheduled_at: row.scheduledAt.toISO(),
            recipients,
          },
        },
        ip,
        client: trx,
      })
      return row
    })
    if (!input.scheduledAt) await this.dispatch(mailing.id)
    return mailing
  }

  /** Hands a due mailing to the worker, not awaited. Tests replace `queueJob` to see what was queued. */
  async dispatch(id: number) {
    handToWorker(() => this.queueJob(id), { mailing: id }, 'mailing')
  }

  queueJob = async (id: number) => {
    await queueByName('SendMailingJob', { id })
  }

  /** How many mailings are in each status (every status, zero when none). */
  async totals(): Promise<Record<ScheduledMailStatus, number>> {
    const rows: Array<{ status: string; total: number | string }> = await db
      .from('scheduled_mails')
      .select('status')
      .count('* as total')
      .groupBy('status')
    const total = (status: string) => Number(rows.find((row) => row.status === status)?.total ?? 0)
    return Object.fromEntries(
      SCHEDULED_MAIL_STATUSES.map((status) => [status, total(status)])
    ) as Record<ScheduledMailStatus, number>
  }

  /** Cancels a mailing that has not started; refused once it has started or ended. */
  async cancel(mailing: ScheduledMail, who: Who): Promise<void> {
    await cancelQueued(
      'scheduled_mails',
      mailing,
      { action: 'mail.cancelled', refusal: 'admin_mail.errors.already_started' },
      who
    )
  }

  /**
   * Sends a due mailing. The claim is one conditional update (queued → sending),
   * so with two workers, or the cron and a "send now" job, exactly one sends.
   * A recipient already recorded for this mailing is skipped (a retried job
   * never mails anybody twice).
   */
  async run(id: number): Promise<boolean> {
    const now = clock.now()
    if (!(await claimDue('scheduled_mails', id, now.toSQL({ includeOffset: false })!))) return false

    const mailing = await ScheduledMail.query()
      .where('id', id)
      .preload('mailTemplate')
      .firstOrFail()
    const { size, pauseMs } = throttle()
    const segment = { audience: mailing.audience, value: mailing.segmentValue } as Segment
    // A resumed mailing (see reclaimStale) goes on from the counts it had reached.
    let sent = mailing.sentCount ?? 0
    let failed = mailing.failedCount ?? 0
    let first = true
    try {
      for await (const batch of recipientBatches(segment, { marketing: true, size })) {
        if (!first && pauseMs > 0) await sleep(pauseMs)
        first = false
        const already = await EmailHistory.query()
          .where('scheduled_mail_id', id)
          .whereIn(
            'to_email',
            batch.map((recipient) => recipient.email)
          )
          .select('to_email')
        const done = new Set(already.map((row) => row.toEmail))
        for (const recipient of batch) {
          if (done.has(recipient.email)) continue
          try {
            // Queued for SendMailJob (the one mail path); delivery shows in Email Histories.
            await mail.sendLater(await this.message(mailing, recipient))
            sent++
          } catch (error) {
            failed++
            logger.warn({ err: error, mailing: id }, 'mailing: one message failed')
          }
        }
        await emailRecorder.settled()
        // The progress doubles as a heartbeat: a mailing silent for STALE_SENDING_MINUTES is resumed.
        await db
          .from('scheduled_mails')
          .where('id', id)
          .update({
            sent_count: sent,
            failed_count: failed,
            updated_at: clock.now().toSQL({ includeOffset: false }),
          })
      }
      mailing.merge({
        status: sent === 0 && failed > 0 ? ScheduledMailStatus.FAILED : ScheduledMailStatus.SENT,
        sentCount: sent,
        failedCount: failed,
        skippedCount: Math.max(0, mailing.totalCount - sent - failed),
        finishedAt: DateTime.utc(),
      })
    } catch (error) {
      logger.error({ err: error, mailing: id }, 'mailing failed')
      mailing.merge({
        status: ScheduledMailStatus.FAILED,
        sentCount: sent,
        failedCount: failed,
        failureReason: error instanceof Error ? error.message.slice(0, 2000) : String(error),
        finishedAt: DateTime.utc(),
      })
    }
    await mailing.save()
    return true
  }

  /**
   * A mailing left in `sending` by a worker that died (deploy, crash, out of
   * memory) shows no progress for STALE_SENDING_MINUTES: it goes back to
   * `queued`, and the next run resumes it. Nobody is mailed twice: run()
   * skips every recipient already recorded for the mailing.
   */
  async reclaimStale(): Promise<number> {
    const now = clock.now()
    const changed = await db
      .from('scheduled_mails')
      .where('status', ScheduledMailStatus.SENDING)
      .where(
        'updated_at',
        '<',
        now.minus({ minutes: STALE_SENDING_MINUTES }).toSQL({ includeOffset: false })!
      )
      .update({
        status: ScheduledMailStatus.QUEUED,
        updated_at: now.toSQL({ includeOffset: false }),
      })
    const count = Number(changed?.[0] ?? changed)
    if (count) logger.warn({ count }, 'mailing: resumed mailings a stopped worker left in sending')
    return count
  }

  /** The worker's minute tick: every queued mailing that is due (and any a stopped worker left). */
  async runDue(): Promise<number> {
    await this.reclaimStale()
    const due = await ScheduledMail.query()
      .where('status', ScheduledMailStatus.QUEUED)
      .where('scheduled_at', '<=', clock.now().toSQL({ includeOffset: false })!)
      .orderBy('scheduled_at')
      .select('id')
    let ran = 0
    for (const row of due) if (await this.run(row.id)) ran++
    return ran
  }

  async message(
    mailing: ScheduledMail,
    recipient: { email: string; name: string; locale: string | null; userId: number | null }
  ) {
    const template = mailing.mailTemplate
    const { subject, body } = localizedTemplate(template, recipient.locale)
    const values = {
      ...(await recipientValues(recipient)),
      ...eventValues(
        mailing.kind === 'event'
          ? {
              title: mailing.eventTitle,
              startsAt: mailing.eventStartsAt,
              place: mailing.eventPlace,
              details: mailing.eventDetails,
            }
          : null,
        recipient.locale
      ),
    }
    return new MarketingMail({
      to: recipient,
      subject: renderText(subject, values).slice(0, 255) || template.name,
      html: renderHtml(body, values),
      unsubscribeUrl: unsubscribeUrl(recipient.email),
      templateKey: template.key,
      templateId: template.id,
      mailingId: mailing.id,
    })
  }
}

export default new Mailings()
