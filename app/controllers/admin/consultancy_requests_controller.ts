import type { HttpContext } from '@adonisjs/core/http'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import ConsultancyRequest from '#models/consultancy_request'
import ConsultancyRequestNote from '#models/consultancy_request_note'
import User from '#models/user'
import { CONSULTANCY_REQUEST_STATUSES } from '#enums/content'
import { RoleId } from '#enums/role'
import AdminPolicy from '#policies/admin_policy'
import {
  consultancyAssignValidator,
  consultancyNoteValidator,
  consultancyStatusValidator,
} from '#validators/admin_support'
import {
  addConsultancyNote,
  assignLawyer,
  transitionConsultancy,
} from '#services/consultancy_requests'
import { toConsultancyRow } from '#transformers/support_desk_transformer'
import { businessCalendar } from '#services/business_calendar'
import { access } from '#support/admin_access'
import {
  likePattern,
  listPage,
  parseListQuery,
  streamCsv,
  type ListParams,
} from '#support/list_query'
import { staffWrite } from '#support/staff_write'
import { preloadPage } from '#support/preload_page'

/** SPEC §2.9 Consultancy Requests: what the list sorts and filters by. */
const list = {
  sorts: {
    created_at: 'created_at',
    preferred_date_time: 'preferred_date_time',
    intake_number: 'intake_number',
  },
  defaultSort: 'created_at',
  defaultDir: 'desc',
  filters: { status: CONSULTANCY_REQUEST_STATUSES, assigned: ['yes', 'no'] },
} as const

type Params = ListParams<keyof typeof list.sorts, keyof typeof list.filters>
type RequestQuery = ModelQueryBuilderContract<typeof ConsultancyRequest>

/**
 * What this person may see: a lawyer only the requests assigned to them
 * (another lawyer's id is a 404, as if it did not exist); the four roles all.
 */
function scoped(query: RequestQuery, user: User) {
  if (!access.can(user, 'consultancy_requests', 'all')) query.where('lawyer_id', user.id)
  return query
}

function narrow(query: RequestQuery, { q, filters }: Params) {
  const pattern = likePattern(q)
  query
    .if(q, (sub) =>
      sub.where((or) =>
        or
          .whereRaw('lower(intake_number) like ? escape ?', [pattern, '\\'])
          .orWhereRaw('lower(category) like ? escape ?', [pattern, '\\'])
          .orWhereRaw('lower(details) like ? escape ?', [pattern, '\\'])
          .orWhereExists((exists) =>
            exists
              .from('users')
              .whereColumn('users.id', 'consultancy_requests.user_id')
              .whereRaw('lower(users.name) like ? escape ?', [pattern, '\\'])
          )
      )
    )
    .if(filters.status, (sub) => sub.where('status', filters.status!))
    .if(filters.assigned === 'yes', (sub) => sub.whereNotNull('lawyer_id'))
    .if(filters.assigned === 'no', (sub) => sub.whereNull('lawyer_id'))
}

async function notesOf(ids: number[]) {
  const byRequest = new Map<number, ConsultancyRequestNote[]>()
  if (ids.length === 0) return byRequest
  const notes = await ConsultancyRequestNote.query()
    .whereIn('consultancy_request_id', ids)
    .preload('user')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
  for (const note of notes) {
    const found = byRequest.get(note.consultancyRequestId) ?? []
    found.push(note)
    byRequest.set(note.consultancyRequestId, found)
  }
  return byRequest
}

/** The lawyers a request can be given to (enabled lawyer-role accounts). */
function lawyers() {
  return User.query()
    .where('role_id', RoleId.LAWYER)
    .whereNull('disabled_at')
    .whereNull('deleted_at')
    .orderBy('name')
    .select('id', 'name')
}

const toOptions = (users: User[]) => users.map((user) => ({ id: user.id, name: user.name }))

/** Loads a request through what this person may see: someone else's is a 404. */
function findFor({ params, auth }: HttpContext) {
  return scoped(ConsultancyRequest.query(), auth.user!).where('id', params.id).firstOrFail()
}

/** SPEC §2.9 Consultancy Requests (issue 13 item 8): the four roles and lawyer. */
export default class ConsultancyRequestsController {
  async index({ request, inertia, auth }: HttpContext) {
    const params = parseListQuery(request.qs(), list)
    const user = auth.user!
    const page = await listPage(
      ConsultancyRequest,
      params,
      list,
      (query, p) => narrow(scoped(query, user), p),
      (row) => row
    )
    const rows = await preloadPage(ConsultancyRequest, page.rows, (query) =>
      query.preload('user').preload('lawyer')
    )
    const notes = await notesOf(rows.map((row) => row.id))
    const calendar = await businessCalendar()
    const can = access.flags(user, 'consultancy_requests')
    return inertia.render('Admin/ConsultancyRequests', {
      list: {
        ...page,
        rows: rows.map((row) => toConsultancyRow(row, notes.get(row.id) ?? [], calendar)),
      },
      can,
      lawyers: can.assign ? toOptions(await lawyers()) : [],
    })
  }

  async export(ctx: HttpContext) {
    const params = parseListQuery(ctx.request.qs(), list)
    const user = ctx.auth.user!
    streamCsv(
      ctx,
      'consultancy-requests.csv',
      ConsultancyRequest,
      (query) => {
        scoped(query, user)
        narrow(query, params)
        query.preload('user').preload('lawyer')
      },
      [
        { header: 'Intake number', value: (row) => row.intakeNumber },
        { header: 'Member', value: (row) => row.user?.name ?? '' },
        { header: 'Category', value: (row) => row.category },
        { header: 'Preferred date and time', value: (row) => row.preferredDateTime?.toISO() ?? '' },
        { header: 'Status', value: (row) => row.status },
        { header: 'Lawyer', value: (row) => row.lawyer?.name ?? '' },
        { header: 'Details', value: (row) => row.details },
        { header: 'Created at', value: (row) => row.createdAt.toISO() },
      ]
    )
  }

  async assign(ctx: HttpContext) {
    const { request, bouncer, session, i18n, response } = ctx
    await bouncer.with(AdminPolicy).authorize('can', 'consultancy_requests', 'assign')
    const consultancy = await findFor(ctx)
    const { lawyer_id: lawyerId } = await request.validateUsing(consultancyAssignValidator)
    const lawyer = await assignLawyer(consultancy, lawyerId, staffWrite(ctx))
    session.flash(
      'success',
      i18n.t('admin_consultancy.flash.assigned', {
        number: consultancy.intakeNumber,
        name: lawyer.name,
      })
    )
    return response.redirect().withQs().back()
  }

  async status(ctx: HttpContext) {
    const { request, session, i18n, response } = ctx
    const consultancy = await findFor(ctx)
    const { status } = await request.validateUsing(consultancyStatusValidator)
    const surveySent = await transitionConsultancy(consultancy, status, staffWrite(ctx))
    session.flash(
      'success',
      i18n.t(`admin_consultancy.flash.${surveySent ? 'completed_survey' : 'status'}`, {
        number: consultancy.intakeNumber,
        status: i18n.t(`admin_consultancy.status.${status}`),
      })
    )
    return response.redirect().withQs().back()
  }

  async note(ctx: HttpContext) {
    const { request, session, i18n, response } = ctx
    const consultancy = await findFor(ctx)
    const { body } = await request.validateUsing(consultancyNoteValidator)
    await addConsultancyNote(consultancy, body, staffWrite(ctx))
    session.flash(
      'success',
      i18n.t('admin_consultancy.flash.noted', { number: consultancy.intakeNumber })
    )
    return response.redirect().withQs().back()
  }
}
