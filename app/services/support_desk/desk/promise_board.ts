import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import MemberRequest from '#models/member_request'
import { DESK_KINDS, DeskStatus, type DeskKind } from '#enums/desk'
import { sqlTime } from '#support/columns'
import { BUSINESS_ZONE } from '#support/business_hours'
import { ticketReference } from '#services/support_desk/ticket_reference'

/**
 * Service promises kept in the open (DESIGN §11), for the admin dashboard:
 * the member requests due today or already overdue, and this month's
 * promises met out of those decided, per kind of request.
 *
 * A promise is decided when the request was answered (answered_at, or
 * closed_at when it was closed without an answer) — met when that was by
 * its due time — or when its due time has passed unanswered (missed).
 * Requests not yet due and not answered are not counted yet.
 */

/** Statuses still waiting for an answer: their due time is the one that matters. */
export const OPEN_STATUSES: ReadonlyArray<string> = [
  DeskStatus.RECEIVED,
  DeskStatus.ASSIGNED,
  DeskStatus.IN_PROGRESS,
]

/** How many rows of each list the dashboard shows (the totals are always counted). */
export const BOARD_ROWS = 15

export type BoardRow = {
  id: number
  kind: DeskKind
  subject: string
  member: string
  status: string
  reference: string
  due_at: string
  /** Where staff work on it: the consultancy request or the ticket. */
  section: 'consultancy_requests' | 'tickets' | null
}

export type PromiseFigure = { kind: DeskKind; met: number; total: number }

export type PromiseBoard = {
  overdue: { rows: BoardRow[]; total: number }
  dueToday: { rows: BoardRow[]; total: number }
  month: { month: string; byKind: PromiseFigure[]; met: number; total: number }
}

/** How staff know a request: its intake number, ticket reference, or the request's own number. */
export function requestReference(
  request: Pick<MemberRequest, 'id' | 'supportTicketId'> & {
    consultancyRequest?: { intakeNumber: string } | null
  }
): string {
  if (request.consultancyRequest?.intakeNumber) return request.consultancyRequest.intakeNumber
  if (request.supportTicketId) return ticketReference(request.supportTicketId)
  return `REQ-${String(request.id).padStart(6, '0')}`
}

function toRow(request: MemberRequest): BoardRow {
  return {
    id: request.id,
    kind: request.kind,
    subject: request.subject,
    member: request.user?.name ?? '',
    status: request.status,
    reference: requestReference(request),
    due_at: request.dueAt.toUTC().toISO()!,
    section: request.consultancyRequestId
      ? 'consultancy_requests'
      : request.supportTicketId
        ? 'tickets'
        : null,
  }
}

export async function promiseBoard(now: DateTime): Promise<PromiseBoard> {
  const dialect = db.connection().dialect.name
  const at = (moment: DateTime) => sqlTime(moment, dialect)
  const local = now.setZone(BUSINESS_ZONE)
  const endOfToday = local.endOf('day')
  const monthStart = local.startOf('month')
  const monthEnd = local.endOf('month')

  /** Open requests due before `before` (and from `from`, when given). */
  const due = (before: DateTime, from?: DateTime) =>
    MemberRequest.query()
      .whereIn('status', [...OPEN_STATUSES])
      .where('due_at', from ? '<=' : '<', at(before))
      .if(from, (query) => query.where('due_at', '>=', at(from!)))
  const list = (query: ReturnType<typeof due>) =>
    query
      .preload('user')
      .preload('consultancyRequest')
      .orderBy('due_at', 'asc')
      .orderBy('id', 'asc')
      .limit(BOARD_ROWS)
  const count = async (query: ReturnType<typeof due>) => {
    const rows = await query.count('* as total')
    return Number(rows[0]?.$extras.total ?? 0)
  }
  const [overdue, overdueTotal, today, todayTotal] = await Promise.all([
    list(due(now)),
    count(due(now)),
    list(due(endOfToday, now)),
    count(due(endOfToday, now)),
  ])

  // This month's promises: those due in the month, decided by now.
  const dueThisMonth = await MemberRequest.query()
    .where('due_at', '>=', at(monthStart))
    .where('due_at', '<=', at(monthEnd))
    .select('kind', 'due_at', 'answered_at', 'closed_at')
  const byKind = new Map<DeskKind, PromiseFigure>(
    DESK_KINDS.map((kind) => [kind, { kind, met: 0, total: 0 }])
  )
  for (const request of dueThisMonth) {
    const answered = request.answeredAt ?? request.closedAt
    const figure = byKind.get(request.kind)
    if (!figure) continue
    if (answered) {
      figure.total++
      if (answered <= request.dueAt) figure.met++
    } else if (request.dueAt < now) {
      figure.total++
    }
  }
  const figures = [...byKind.values()]
  return {
    overdue: { rows: overdue.map(toRow), total: overdueTotal },
    dueToday: { rows: today.map(toRow), total: todayTotal },
    month: {
      month: local.toFormat('yyyy-MM'),
      byKind: figures,
      met: figures.reduce((sum, figure) => sum + figure.met, 0),
      total: figures.reduce((sum, figure) => sum + figure.total, 0),
    },
  }
}
