import mail from '@adonisjs/mail/services/main'
import type { DateTime } from 'luxon'
import MemberRequest from '#models/member_request'
import SurveyQuestion from '#models/survey_question'
import FeedbackSurveyMail from '#mails/feedback_survey_mail'
import { ConsultancyRequestStatus, SupportTicketStatus } from '#enums/content'
import { DeskStatus } from '#enums/desk'
import clock from '#services/billing/clock'
import { ticketReference } from '#services/support_desk/ticket_reference'

/**
 * How a desk request follows the work staff do where they already work
 * (the consultancy request, the support ticket, the matter): assigned when
 * a lawyer is given it (or, for a ticket, when staff first act), in
 * progress when the request is scheduled or the ticket resolving, closed
 * when either is completed (or cancelled), open again when reopened. The
 * member's timeline never shows staff notes, only these steps.
 */
export type WorkRef = { consultancyRequestId?: number; supportTicketId?: number; matterId?: number }

/** The reference the member and staff read: the intake number, or the ticket's. */
export function deskReference(
  request: Pick<MemberRequest, 'id'> & {
    consultancyRequest?: { intakeNumber: string } | null
    supportTicketId?: number | null
  }
) {
  if (request.consultancyRequest) return request.consultancyRequest.intakeNumber
  if (request.supportTicketId) return ticketReference(request.supportTicketId)
  return `#${request.id}`
}

/** The lawyer on a request: the matter's, else the consultancy request's. */
export function lawyerIdOf(request: MemberRequest): number | null {
  return request.matter?.lawyerId ?? request.consultancyRequest?.lawyerId ?? null
}

export function statusOf(request: MemberRequest): DeskStatus {
  if (request.closedAt) return DeskStatus.CLOSED
  if (request.answeredAt) return DeskStatus.ANSWERED
  if (request.startedAt) return DeskStatus.IN_PROGRESS
  if (request.assignedAt) return DeskStatus.ASSIGNED
  return DeskStatus.RECEIVED
}

/** The survey members answer about their lawyer: the first survey that has questions. */
async function surveyId(): Promise<number | null> {
  const first = await SurveyQuestion.query().orderBy('survey_id').orderBy('id').first()
  return first?.surveyId ?? null
}

/**
 * Invites the member to the feedback survey once per closed request, unless
 * the consultancy request it came through already did.
 */
async function inviteToSurvey(request: MemberRequest, now: DateTime) {
  if (request.surveySentAt) return
  if (request.consultancyRequest?.surveySentAt) {
    request.surveySentAt = request.consultancyRequest.surveySentAt
    return
  }
  const survey = await surveyId()
  if (survey === null) return
  await request.load('user')
  await mail.sendLater(
    new FeedbackSurveyMail(
      { email: request.user.email, name: request.user.name, locale: request.user.locale },
      survey,
      deskReference(request)
    )
  )
  request.surveySentAt = now
}

/** Brings one request's timeline up to date with its consultancy request, ticket and matter. */
export async function syncRequest(request: MemberRequest, now: DateTime = clock.now()) {
  await request.load((loader) =>
    loader.load('consultancyRequest').load('supportTicket').load('matter')
  )
  const consultancy = request.consultancyRequest
  const ticket = request.supportTicket
  const acted = ticket && ticket.status !== SupportTicketStatus.PENDING
  if (!request.assignedAt && (lawyerIdOf(request) || acted)) request.assignedAt = now
  const started =
    consultancy?.status === ConsultancyRequestStatus.SCHEDULED ||
    ticket?.status === SupportTicketStatus.RESOLVING
  if (started && !request.startedAt) request.startedAt = now
  const done =
    consultancy?.status === ConsultancyRequestStatus.COMPLETED ||
    consultancy?.status === ConsultancyRequestStatus.CANCELLED ||
    ticket?.status === SupportTicketStatus.COMPLETED
  if (done && !request.closedAt) request.closedAt = now
  // Reopened where staff work: open again (the first answer and the due time stay).
  if (!done && request.closedAt && (consultancy || ticket)) request.closedAt = null
  request.status = statusOf(request)
  if (request.status === DeskStatus.CLOSED) await inviteToSurvey(request, now)
  await request.save()
  return request
}

/** Called where staff change a consultancy request, a ticket or a matter. */
export async function followWork(ref: WorkRef) {
  const query = MemberRequest.query()
  if (ref.consultancyRequestId) query.where('consultancy_request_id', ref.consultancyRequestId)
  else if (ref.supportTicketId) query.where('support_ticket_id', ref.supportTicketId)
  else if (ref.matterId) query.where('matter_id', ref.matterId)
  else return
  for (const request of await query) await syncRequest(request)
}
