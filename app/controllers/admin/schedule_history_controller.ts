import type { HttpContext } from '@adonisjs/core/http'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import ScheduledMail from '#models/scheduled_mail'
import MailTemplate from '#models/mail_template'
import User from '#models/user'
import mailings from '#services/mail/mailings'
import { SCHEDULED_MAIL_STATUSES } from '#enums/content'
import { likePattern, listPage, parseListQuery, type ListParams } from '#support/list_query'
import { staffWrite } from '#support/staff_write'
import { toMailingRow } from '#transformers/mail_transformer'

const list = {
  sorts: { scheduled_at: 'scheduled_at', created_at: 'created_at', status: 'status' },
  defaultSort: 'scheduled_at',
  defaultDir: 'desc',
  filters: { status: SCHEDULED_MAIL_STATUSES, kind: ['template', 'event'] },
} as const

type Params = ListParams<keyof typeof list.sorts, keyof typeof list.filters>

const narrow = (query: ModelQueryBuilderContract<typeof ScheduledMail>, { q, filters }: Params) =>
  query
    .if(q, (sub) =>
      sub.where((w) =>
        w.whereRaw('lower(event_title) like ? escape ?', [likePattern(q), '\\']).orWhereIn(
          'mail_template_id',
          MailTemplate.query()
            .whereRaw('lower(name) like ? escape ?', [likePattern(q), '\\'])
            .select('id')
        )
      )
    )
    .if(filters.status, (sub) => sub.where('status', filters.status!))
    .if(filters.kind, (sub) => sub.where('kind', filters.kind!))

/** The page's templates and creators in two queries, whatever the page size. */
export async function withRelations(rows: ScheduledMail[]) {
  const templates = await MailTemplate.query().whereIn(
    'id',
    rows.map((row) => row.mailTemplateId)
  )
  const creators = await User.query()
    .whereIn(
      'id',
      rows.map((row) => row.createdBy ?? 0)
    )
    .select('id', 'name')
  for (const row of rows) {
    row.$setRelated(
      'mailTemplate',
      templates.find((one) => one.id === row.mailTemplateId)!
    )
    const creator = creators.find((one) => one.id === row.createdBy)
    if (creator) row.$setRelated('creator', creator)
  }
  return rows
}

/** SPEC §2.9 Mail Schedule History (issue 14): counts per mailing; cancel before it starts. */
export default class ScheduleHistoryController {
  async index({ request, inertia }: HttpContext) {
    const params = parseListQuery(request.qs(), list)
    const totals = await ScheduledMail.query()
      .select('status')
      .count('* as total')
      .groupBy('status')
    const page = await listPage(ScheduledMail, params, list, narrow, (row) => row)
    const rows = await withRelations(page.rows)
    return inertia.render('Admin/ScheduleHistory', {
      list: { ...page, rows: rows.map(toMailingRow) },
      totals: Object.fromEntries(
        SCHEDULED_MAIL_STATUSES.map((status) => [
          status,
          Number(totals.find((row) => row.status === status)?.$extras.total ?? 0),
        ])
      ) as Record<(typeof SCHEDULED_MAIL_STATUSES)[number], number>,
    })
  }

  async cancel(ctx: HttpContext) {
    const { params, session, i18n, response } = ctx
    const mailing = await ScheduledMail.findOrFail(params.id)
    const cancelled = await mailings.cancel(mailing, staffWrite(ctx))
    session.flash(
      cancelled ? 'success' : 'error',
      i18n.t(cancelled ? 'admin_mail.flash.cancelled' : 'admin_mail.errors.already_started')
    )
    return response.redirect().withQs().back()
  }
}
