import type { HttpContext } from '@adonisjs/core/http'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import SupportTicket from '#models/support_ticket'
import SupportTicketEvent from '#models/support_ticket_event'
import { SUPPORT_TICKET_STATUSES } from '#enums/content'
import { EMERGENCY_CATEGORY, TICKET_CATEGORIES } from '#validators/support'
import { ticketReplyValidator, ticketStatusValidator } from '#validators/admin_support'
import { replyToTicket, transitionTicket } from '#services/support_tickets'
import { toTicketRow } from '#transformers/support_desk_transformer'
import { businessCalendar } from '#services/business_calendar'
import {
  likePattern,
  listPage,
  parseListQuery,
  streamCsv,
  type ListParams,
} from '#support/list_query'
import { staffWrite } from '#support/staff_write'

/** SPEC §2.9 Support Tickets: what the list sorts and filters by. */
const list = {
  sorts: { created_at: 'created_at', name: 'name', status: 'status' },
  defaultSort: 'created_at',
  defaultDir: 'desc',
  filters: {
    status: SUPPORT_TICKET_STATUSES,
    category: [...TICKET_CATEGORIES, EMERGENCY_CATEGORY],
  },
} as const

type Params = ListParams<keyof typeof list.sorts, keyof typeof list.filters>
type TicketQuery = ModelQueryBuilderContract<typeof SupportTicket>

function narrow(query: TicketQuery, { q, filters }: Params) {
  const pattern = likePattern(q)
  query
    .if(q, (sub) =>
      sub.where((or) =>
        or
          .whereRaw('lower(name) like ? escape ?', [pattern, '\\'])
          .orWhereRaw('lower(email) like ? escape ?', [pattern, '\\'])
          .orWhereRaw('lower(membership_number) like ? escape ?', [pattern, '\\'])
      )
    )
    .if(filters.status, (sub) => sub.where('status', filters.status!))
    .if(filters.category, (sub) => sub.where('category', filters.category!))
}

/** The history of a page of tickets in one query, oldest first. */
async function historiesOf(ids: number[]) {
  const byTicket = new Map<number, SupportTicketEvent[]>()
  if (ids.length === 0) return byTicket
  const events = await SupportTicketEvent.query()
    .whereIn('support_ticket_id', ids)
    .preload('user')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
  for (const event of events) {
    const found = byTicket.get(event.supportTicketId) ?? []
    found.push(event)
    byTicket.set(event.supportTicketId, found)
  }
  return byTicket
}

/** SPEC §2.9 Support Tickets (issue 13 item 7): list, transitions, replies by email. */
export default class TicketsController {
  async index({ request, inertia }: HttpContext) {
    const params = parseListQuery(request.qs(), list)
    const page = await listPage(SupportTicket, params, list, narrow, (ticket) => ticket)
    const histories = await historiesOf(page.rows.map((ticket) => ticket.id))
    const calendar = await businessCalendar()
    return inertia.render('Admin/Tickets', {
      list: {
        ...page,
        rows: page.rows.map((ticket) =>
          toTicketRow(ticket, histories.get(ticket.id) ?? [], calendar)
        ),
      },
    })
  }

  async export(ctx: HttpContext) {
    const params = parseListQuery(ctx.request.qs(), list)
    streamCsv(ctx, 'support-tickets.csv', SupportTicket, (query) => narrow(query, params), [
      { header: 'Name', value: (row) => row.name },
      { header: 'Email', value: (row) => row.email },
      { header: 'Membership number', value: (row) => row.membershipNumber },
      { header: 'Category', value: (row) => row.category },
      { header: 'Status', value: (row) => row.status },
      { header: 'Message', value: (row) => row.message },
      { header: 'Created at', value: (row) => row.createdAt.toISO() },
      { header: 'Resolved at', value: (row) => row.resolvedAt?.toISO() ?? '' },
    ])
  }

  async status(ctx: HttpContext) {
    const { params, request, session, i18n, response } = ctx
    const ticket = await SupportTicket.findOrFail(params.id)
    const { status } = await request.validateUsing(ticketStatusValidator)
    await transitionTicket(ticket, status, staffWrite(ctx))
    session.flash(
      'success',
      i18n.t('admin_tickets.flash.status', {
        name: ticket.name,
        status: i18n.t(`admin_tickets.status.${status}`),
      })
    )
    return response.redirect().withQs().back()
  }

  async reply(ctx: HttpContext) {
    const { params, request, session, i18n, response } = ctx
    const ticket = await SupportTicket.findOrFail(params.id)
    const reply = await request.validateUsing(ticketReplyValidator)
    await replyToTicket(ticket, reply, staffWrite(ctx))
    session.flash('success', i18n.t('admin_tickets.flash.replied', { email: ticket.email }))
    return response.redirect().withQs().back()
  }
}
