import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DateTime } from 'luxon'
import type MemberRequest from '#models/member_request'
import type MemberRequestFile from '#models/member_request_file'
import { DESK_STATUSES, type DeskStatus } from '#enums/desk'
import { deskReference } from '#services/support_desk/desk/follow'
import clock from '#services/billing/clock'
import MemberRequestFileTransformer from '#transformers/member_request_file_transformer'

const iso = (value: DateTime | null | undefined) => (value ? value.toUTC().toISO() : null)

/** Whether the promise was kept (answered, or closed without an answer, by the due time). */
function dueState(request: MemberRequest, now: Date) {
  const done = request.answeredAt ?? request.closedAt
  if (done) return done <= request.dueAt ? 'met' : 'missed'
  return now.getTime() <= request.dueAt.toMillis() ? 'running' : 'overdue'
}

/**
 * A member request (SPEC §2.8 "My requests") as the member's list and staff
 * read it. Expects `matter` and `consultancyRequest` with their lawyers and
 * the `messages_count` preloaded (`withWork`), and for the detail the files
 * and the thread with its authors (`withThread`); `fileUrl` is the reader's
 * link to a file. Staff notes on the consultancy request or ticket are never
 * part of it: only the steps and the messages written to the member.
 */
export default class MemberRequestTransformer extends BaseTransformer<MemberRequest> {
  constructor(
    request: MemberRequest,
    protected fileUrl: (file: MemberRequestFile) => string = () => ''
  ) {
    super(request)
  }

  toObject() {
    const request = this.resource
    // The lawyer on it: the matter's, else the consultancy request's.
    const lawyer = request.matter?.lawyer ?? request.consultancyRequest?.lawyer ?? null
    return {
      id: request.id,
      reference: deskReference(request),
      kind: request.kind,
      subject: request.subject,
      status: request.status,
      receivedAt: iso(request.receivedAt)!,
      dueAt: iso(request.dueAt)!,
      /** running / overdue until the first answer; met / missed after it. */
      dueState: dueState(request, clock.now().toJSDate()) as
        'running' | 'overdue' | 'met' | 'missed',
      lawyer: lawyer?.name ?? null,
      messages: Number(request.$extras.messages_count ?? request.messages?.length ?? 0),
    }
  }

  toDetail() {
    const request = this.resource
    const at: Record<DeskStatus, string | null> = {
      received: iso(request.receivedAt),
      assigned: iso(request.assignedAt),
      in_progress: iso(request.startedAt),
      answered: iso(request.answeredAt),
      closed: iso(request.closedAt),
    }
    const files = [...request.files].sort((a, b) => a.id - b.id)
    const fileOf = (file: MemberRequestFile) =>
      new MemberRequestFileTransformer(file, this.fileUrl).toObject()
    return {
      ...this.toObject(),
      details: request.details,
      callbackPhone: request.callbackPhone,
      callbackAt: iso(request.callbackAt),
      matter: request.matter?.title ?? null,
      extra: request.extra,
      timeline: DESK_STATUSES.map((step) => ({ step, at: at[step] })),
      files: files.filter((file) => !file.messageId).map(fileOf),
      thread: [...request.messages]
        .sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis() || a.id - b.id)
        .map((message) => ({
          id: message.id,
          fromStaff: message.fromStaff,
          author: message.author?.name ?? null,
          body: message.body,
          at: iso(message.createdAt)!,
          files: files.filter((file) => file.messageId === message.id).map(fileOf),
        })),
      closed: request.closedAt !== null,
    }
  }

  /** Staff's reading (the matter page, the ticket's and request's dialogs): who the member is. */
  toStaff() {
    const request = this.resource
    return {
      ...this.toDetail(),
      member: { name: request.user.name, email: request.user.email },
    }
  }
}
