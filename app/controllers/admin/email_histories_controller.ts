import type { HttpContext } from '@adonisjs/core/http'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import EmailHistory from '#models/email_history'
import { EMAIL_HISTORY_STATUSES } from '#enums/content'
import { templateOf, toEmailHistoryRow } from '#transformers/support_desk_transformer'
import {
  likePattern,
  listPage,
  parseListQuery,
  streamCsv,
  type ListParams,
} from '#support/list_query'
import { preloadPage } from '#support/preload_page'
import { sanitizeEmailHtml } from '#support/email_html'
import AuditLog from '#models/audit_log'
import mailOutbox from '#services/mail/mail_outbox'
import { staffWrite } from '#support/staff_write'

/** SPEC §2.9 Email Histories: what the list sorts and filters by. */
const list = {
  sorts: { sent_at: 'created_at', to_email: 'to_email', subject: 'subject', status: 'status' },
  defaultSort: 'sent_at',
  defaultDir: 'desc',
  filters: { status: EMAIL_HISTORY_STATUSES },
} as const

type Params = ListParams<keyof typeof list.sorts, keyof typeof list.filters>
type HistoryQuery = ModelQueryBuilderContract<typeof EmailHistory>

function narrow(query: HistoryQuery, { q, filters }: Params) {
  const pattern = likePattern(q)
  query
    .if(q, (sub) =>
      sub.where((or) =>
        or
          .whereRaw('lower(to_email) like ? escape ?', [pattern, '\\'])
          .orWhereRaw('lower(subject) like ? escape ?', [pattern, '\\'])
          .orWhereExists((exists) =>
            exists
              .from('mail_templates')
              .whereColumn('mail_templates.id', 'email_histories.mail_template_id')
              .whereRaw('lower(mail_templates.key) like ? escape ?', [pattern, '\\'])
          )
      )
    )
    .if(filters.status, (sub) => sub.where('status', filters.status!))
}

const withLinks = (query: HistoryQuery) => query.preload('mailTemplate').preload('user')

/**
 * What was sent: the body the mail recorder keeps (its `body` column),
 * else the linked template's body; sanitized for the sandboxed preview.
 */
function sentHtml(history: EmailHistory) {
  const recorded =
    (history as unknown as { body?: string | null }).body ?? history.$extras.body ?? null
  if (recorded) return { html: sanitizeEmailHtml(recorded), source: 'recorded' as const }
  const template = history.mailTemplate?.body
  if (template) return { html: sanitizeEmailHtml(template), source: 'template' as const }
  return { html: null, source: null }
}

/** SPEC §2.9 Email Histories (issue 13 item 11, lawyer): every message the system sent. */
export default class EmailHistoriesController {
  async index({ request, inertia }: HttpContext) {
    const params = parseListQuery(request.qs(), list)
    const page = await listPage(EmailHistory, params, list, narrow, (row) => row)
    const rows = await preloadPage(EmailHistory, page.rows, withLinks)
    return inertia.render('Admin/EmailHistories', {
      list: { ...page, rows: rows.map(toEmailHistoryRow) },
    })
  }

  async show({ params, inertia }: HttpContext) {
    const history = await EmailHistory.query()
      .where('id', params.id)
      .preload('mailTemplate')
      .preload('user')
      .firstOrFail()
    return inertia.render('Admin/EmailHistoriesShow', {
      email: {
        ...toEmailHistoryRow(history),
        ...sentHtml(history),
      },
    })
  }

  /** A failed mail goes back on the queue (the same message, sent by the worker), audited. */
  async retry(ctx: HttpContext) {
    const { params, session, i18n, response } = ctx
    const history = await EmailHistory.findOrFail(params.id)
    if (!(await mailOutbox.retry(history))) {
      session.flash('error', i18n.t('email_histories.flash.not_retryable'))
      return response.redirect().withQs().back()
    }
    const who = staffWrite(ctx)
    await AuditLog.record('email.retried', {
      actor: who.actor,
      subject: history,
      changes: { before: { status: 'failed', error: history.error }, after: { status: 'queued' } },
      ip: who.ip,
    })
    session.flash('success', i18n.t('email_histories.flash.retried', { email: history.toEmail }))
    return response.redirect().withQs().back()
  }

  async export(ctx: HttpContext) {
    const params = parseListQuery(ctx.request.qs(), list)
    streamCsv(
      ctx,
      'email-histories.csv',
      EmailHistory,
      (query) => narrow(withLinks(query), params),
      [
        { header: 'To', value: (row) => row.toEmail },
        { header: 'Subject', value: (row) => row.subject },
        { header: 'Template', value: (row) => templateOf(row) ?? '' },
        { header: 'Status', value: (row) => row.status },
        { header: 'Error', value: (row) => row.error ?? '' },
        { header: 'Sent at', value: (row) => (row.sentAt ?? row.createdAt).toISO() },
      ]
    )
  }
}
