import type { HttpContext } from '@adonisjs/core/http'
import MailTemplate from '#models/mail_template'
import ScheduledMail from '#models/scheduled_mail'
import mailings, { eventTemplate } from '#services/marketing/mailings'
import {
  countSegment,
  segmentOptions,
  SEGMENT_AUDIENCES,
  type Segment,
} from '#services/marketing/segments'
import {
  eventAnnouncementValidator,
  eventMailing,
  sendMailValidator,
  templateMailing,
} from '#validators/mail'
import { staffWrite } from '#support/staff_write'
import ScheduledMailTransformer from '#transformers/scheduled_mail_transformer'

/** The segment of a count request, read leniently: an unknown audience counts everybody. */
export function segmentFromQuery(qs: Record<string, unknown>): Segment {
  const audience = (SEGMENT_AUDIENCES as readonly unknown[]).includes(qs.audience)
    ? (qs.audience as Segment['audience'])
    : 'all'
  const value = typeof qs.value === 'string' ? qs.value.trim().slice(0, 254) : null
  return { audience, value: audience === 'all' ? null : value }
}

async function recent(kind: 'template' | 'event') {
  const rows = await ScheduledMail.query()
    .where('kind', kind)
    .preload('mailTemplate')
    .preload('creator')
    .orderBy('id', 'desc')
    .limit(5)
  return ScheduledMailTransformer.transform(rows)
}

/**
 * SPEC §2.9 Send template Mail and Event Announcements: a
 * template or an event mailed to a segment, now or later, after a count.
 */
export default class MailingsController {
  async createTemplateMail({ inertia }: HttpContext) {
    const templates = await MailTemplate.query()
      .where('is_active', true)
      .orderBy('name')
      .select('id', 'name', 'key')
    return inertia.render('Admin/SendMail', {
      templates: templates.map((template) => ({ id: template.id, name: template.name })),
      options: await segmentOptions(),
      recent: await recent('template'),
    })
  }

  async createEvent({ inertia }: HttpContext) {
    return inertia.render('Admin/EventAnnouncements', {
      options: await segmentOptions(),
      recent: await recent('event'),
    })
  }

  /** How many the segment reaches now, and how many unsubscribed (JSON for the form). */
  async count({ request, response }: HttpContext) {
    return response.json(await countSegment(segmentFromQuery(request.qs()), { marketing: true }))
  }

  async storeTemplateMail(ctx: HttpContext) {
    const { request, session, response } = ctx
    const data = await request.validateUsing(sendMailValidator)
    const template = await MailTemplate.query()
      .where('id', data.template_id)
      .where('is_active', true)
      .firstOrFail()
    const mailing = await mailings.create(templateMailing(data, template.id), staffWrite(ctx))
    session.flash('success', this.flash(ctx, mailing))
    return response.redirect().toRoute('admin.schedule_history')
  }

  async storeEvent(ctx: HttpContext) {
    const { request, session, response } = ctx
    const data = await request.validateUsing(eventAnnouncementValidator)
    const template = await eventTemplate()
    const mailing = await mailings.create(eventMailing(data, template.id), staffWrite(ctx))
    session.flash('success', this.flash(ctx, mailing))
    return response.redirect().toRoute('admin.schedule_history')
  }

  private flash({ i18n }: HttpContext, mailing: ScheduledMail) {
    return i18n.t(
      mailing.scheduledAt > mailing.createdAt.plus({ seconds: 5 })
        ? 'admin_mail.flash.scheduled'
        : 'admin_mail.flash.queued',
      { count: mailing.totalCount }
    )
  }
}
