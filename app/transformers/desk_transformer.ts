import type MemberRequest from '#models/member_request'
import type MemberRequestFile from '#models/member_request_file'
import type { DeskKind, DeskStatus, PagesFrom } from '#enums/desk'
import { DESK_STATUSES } from '#enums/desk'
import { deskReference, lawyerIdOf } from '#services/desk/follow'
import clock from '#services/billing/clock'

const iso = (value: { toUTC(): { toISO(): string | null } } | null | undefined) =>
  value ? value.toUTC().toISO() : null

export type DeskFile = {
  id: number
  name: string
  size: number
  mime: string
  pages: number | null
  pages_from: PagesFrom | null
  url: string
}

export type DeskMessage = {
  id: number
  from_staff: boolean
  author: string | null
  body: string
  at: string
  files: DeskFile[]
}

export type DeskRequestRow = {
  id: number
  reference: string
  kind: DeskKind
  subject: string
  status: DeskStatus
  received_at: string
  due_at: string
  /** running / overdue until the first answer; met / missed after it. */
  due_state: 'running' | 'overdue' | 'met' | 'missed'
  lawyer: string | null
  messages: number
}

export type DeskRequestDetail = DeskRequestRow & {
  details: string
  callback_phone: string | null
  callback_at: string | null
  matter: string | null
  extra: boolean
  timeline: Array<{ step: DeskStatus; at: string | null }>
  files: DeskFile[]
  thread: DeskMessage[]
  closed: boolean
}

/** Whether the promise was kept (answered, or closed without an answer, by the due time). */
export function dueState(request: MemberRequest, now: Date = clock.now().toJSDate()) {
  const done = request.answeredAt ?? request.closedAt
  if (done) return done <= request.dueAt ? 'met' : 'missed'
  return now.getTime() <= request.dueAt.toMillis() ? 'running' : 'overdue'
}

/**
 * The row both the member's list and staff read. Expects `matter`,
 * `consultancyRequest` (and their lawyers) preloaded where they exist.
 */
export function toDeskRow(
  request: MemberRequest,
  lawyerNames: Map<number, string>,
  now?: Date
): DeskRequestRow {
  const lawyerId = lawyerIdOf(request)
  return {
    id: request.id,
    reference: deskReference(request),
    kind: request.kind,
    subject: request.subject,
    status: request.status,
    received_at: iso(request.receivedAt)!,
    due_at: iso(request.dueAt)!,
    due_state: dueState(request, now),
    lawyer: lawyerId ? (lawyerNames.get(lawyerId) ?? null) : null,
    messages: Number(request.$extras.messages_count ?? request.messages?.length ?? 0),
  }
}

export function toDeskFile(file: MemberRequestFile, url: (file: MemberRequestFile) => string) {
  return {
    id: file.id,
    name: file.name,
    size: file.size,
    mime: file.mime,
    pages: file.pages,
    pages_from: file.pagesFrom,
    url: url(file),
  }
}

/**
 * A request with its timeline, files and thread. Staff notes on the
 * consultancy request or ticket are never part of it: only the steps and
 * the messages written to the member.
 */
export function toDeskDetail(
  request: MemberRequest,
  lawyerNames: Map<number, string>,
  url: (file: MemberRequestFile) => string
): DeskRequestDetail {
  const at: Record<DeskStatus, string | null> = {
    received: iso(request.receivedAt),
    assigned: iso(request.assignedAt),
    in_progress: iso(request.startedAt),
    answered: iso(request.answeredAt),
    closed: iso(request.closedAt),
  }
  const files = [...request.files].sort((a, b) => a.id - b.id)
  return {
    ...toDeskRow(request, lawyerNames),
    details: request.details,
    callback_phone: request.callbackPhone,
    callback_at: iso(request.callbackAt),
    matter: request.matter?.title ?? null,
    extra: request.extra,
    timeline: DESK_STATUSES.map((step) => ({ step, at: at[step] })),
    files: files.filter((file) => !file.messageId).map((file) => toDeskFile(file, url)),
    thread: [...request.messages]
      .sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis() || a.id - b.id)
      .map((message) => ({
        id: message.id,
        from_staff: message.fromStaff,
        author: message.author?.name ?? null,
        body: message.body,
        at: iso(message.createdAt)!,
        files: files
          .filter((file) => file.messageId === message.id)
          .map((file) => toDeskFile(file, url)),
      })),
    closed: request.closedAt !== null,
  }
}
