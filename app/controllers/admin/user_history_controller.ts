import type { HttpContext } from '@adonisjs/core/http'
import { usersMatching } from '#support/text_search'
import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import AuditLog from '#models/audit_log'
import User from '#models/user'
import { toAuditRow } from '#transformers/admin_user_transformer'
import { dateRange, textFilter, withRange } from '#validators/admin_users'
import {
  likePattern,
  listPage,
  parseListQuery,
  streamCsv,
  type ListParams,
  type ListSpec,
} from '#support/list_query'
import { sqlTime } from '#support/columns'

/** The most rows one CSV export holds: past it, the staff member narrows the filters. */
export const HISTORY_EXPORT_MAX = 100_000

type Filter = 'actor' | 'action' | 'subject_type'
type Sort = 'created_at' | 'action'
type Params = ListParams<Sort, Filter>
type LogQuery = ModelQueryBuilderContract<typeof AuditLog>
type Narrowing = { range: ReturnType<typeof dateRange>; subjectId: string }

/** The filter values are what the log holds (actors, actions, subject types), read per request. */
async function listSpec(): Promise<ListSpec<Sort, Filter>> {
  const distinct = async (column: string) => {
    const rows = await db.from('audit_logs').distinct(column).whereNotNull(column).orderBy(column)
    return rows.map((row) => String(row[column]))
  }
  const [actors, actions, types] = await Promise.all([
    distinct('user_id'),
    distinct('action'),
    distinct('subject_type'),
  ])
  return {
    sorts: { created_at: 'id', action: 'action' },
    defaultSort: 'created_at',
    defaultDir: 'desc',
    filters: { actor: actors, action: actions, subject_type: types },
  }
}

function narrow(query: LogQuery, { q, filters }: Params, { range, subjectId }: Narrowing) {
  const dialect = query.client.dialect.name
  const pattern = likePattern(q)
  query
    .if(q, (sub) =>
      sub.where((or) =>
        or
          .whereRaw('lower(action) like ? escape ?', [pattern, '\\'])
          .orWhere('subject_id', q)
          .orWhereRaw('ip like ? escape ?', [pattern, '\\'])
          .orWhereIn('user_id', usersMatching(q))
      )
    )
    .if(filters.actor, (sub) => sub.where('user_id', Number(filters.actor)))
    .if(filters.action, (sub) => sub.where('action', filters.action!))
    .if(filters.subject_type, (sub) => sub.where('subject_type', filters.subject_type!))
    .if(subjectId, (sub) => sub.where('subject_id', subjectId))
    .if(range.start, (sub) => sub.where('created_at', '>=', sqlTime(range.start!, dialect)))
    .if(range.end, (sub) => sub.where('created_at', '<=', sqlTime(range.end!, dialect)))
}

/** SPEC §2.9 Users History: the audit log of every staff write (DESIGN §8). */
export default class UserHistoryController {
  async index({ request, inertia }: HttpContext) {
    const spec = await listSpec()
    const params = parseListQuery(request.qs(), spec)
    const narrowing = {
      range: dateRange(request.qs()),
      subjectId: textFilter(request.qs(), 'subject_id'),
    }
    const page = await listPage(
      AuditLog,
      params,
      spec,
      (query) => narrow(query, params, narrowing),
      (log) => log
    )
    const actorIds = [...new Set(page.rows.map((log) => log.userId).filter((id) => id !== null))]
    const actorsOnPage = actorIds.length ? await User.query().whereIn('id', actorIds) : []
    const byId = new Map(actorsOnPage.map((user) => [user.id, user]))
    for (const log of page.rows) {
      if (log.userId && byId.has(log.userId)) log.$setRelated('user', byId.get(log.userId)!)
    }
    // The actor filter shows names, not ids.
    const actors = await User.query()
      .select('id', 'name', 'email')
      .whereIn('id', spec.filters.actor.map(Number))
    return inertia.render('Admin/UserHistory', {
      list: {
        ...page,
        rows: page.rows.map(toAuditRow),
        filters: {
          ...page.filters,
          ...withRange(narrowing.range),
          ...(narrowing.subjectId && { subject_id: narrowing.subjectId }),
        },
        filterOptions: { ...page.filterOptions, from: [], to: [], subject_id: [] },
      },
      actors: Object.fromEntries(actors.map((user) => [String(user.id), user.name])),
    })
  }

  async export(ctx: HttpContext) {
    const { request, auth, session, i18n, response } = ctx
    const spec = await listSpec()
    const params = parseListQuery(request.qs(), spec)
    const narrowing = {
      range: dateRange(request.qs()),
      subjectId: textFilter(request.qs(), 'subject_id'),
    }
    const filtered = (query: LogQuery) => narrow(query, params, narrowing)
    const counting = AuditLog.query()
    filtered(counting)
    const counted = await counting.count('* as total')
    const total = Number(counted[0].$extras.total)
    if (total > HISTORY_EXPORT_MAX) {
      session.flash(
        'error',
        i18n.t('user_history.flash.export_too_large', { max: HISTORY_EXPORT_MAX })
      )
      return response.redirect().toRoute('admin.user_history', {}, { qs: request.qs() })
    }
    // Recorded first, so the export is part of the file it writes.
    await AuditLog.record('user_history.exported', {
      actor: auth.user!,
      changes: { after: { rows: total + 1, q: params.q, filters: params.filters } },
      ip: request.ip(),
    })
    streamCsv(ctx, 'user-history.csv', AuditLog, (query) => filtered(query.preload('user')), [
      { header: 'Id', value: (row) => row.id },
      { header: 'At', value: (row) => row.createdAt.toISO() },
      { header: 'Actor', value: (row) => row.user?.email ?? '' },
      { header: 'Action', value: (row) => row.action },
      { header: 'Subject type', value: (row) => row.subjectType },
      { header: 'Subject id', value: (row) => row.subjectId },
      { header: 'IP', value: (row) => row.ip },
      { header: 'Changes', value: (row) => (row.changes ? JSON.stringify(row.changes) : '') },
    ])
  }
}
