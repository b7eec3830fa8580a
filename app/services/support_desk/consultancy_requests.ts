import db from '@adonisjs/lucid/services/db'
import ConsultancyRequest from '#models/consultancy_request'
import { LIVING_WILL_CATEGORY } from '#validators/support'
import { notifyStaff } from '#mails/staff_notification'
import ConsultancyRequestNotification from '#mails/consultancy_request_notification'
import type { RequestMeta } from '#types/request_meta'
import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import AuditLog from '#models/audit_log'
import SurveyQuestion from '#models/survey_question'
import ConsultancyRequestNote from '#models/consultancy_request_note'
import FeedbackSurveyMail from '#mails/feedback_survey_mail'
import { ConsultancyRequestStatus } from '#enums/content'
import { RoleId } from '#enums/role'
import type { BusinessCalendar } from '#support/business_hours'
import clock from '#services/billing/clock'
import { followWork } from '#services/support_desk/desk/follow'
import { Refusal } from '#exceptions/refusal'
import { answerClock, type AnswerClock } from '#services/support_desk/desk/answer_clock'

/**
 * A living-will request, kept as a consultancy request (which numbers
 * itself). A consultancy request has no contact columns, so the visitor's
 * details lead the text staff read.
 */
export async function requestLivingWill(
  data: {
    name: string
    email: string
    phone?: string
    membership_number?: string
    details: string
  },
  meta: RequestMeta
) {
  const details = [
    `Name: ${data.name}`,
    `Email: ${data.email}`,
    `Phone: ${data.phone ?? 'not given'}`,
    `Membership number: ${data.membership_number ?? 'not given'}`,
    '',
    data.details,
  ].join('\n')
  const request = await db.transaction(async (trx) =>
    ConsultancyRequest.create(
      { category: LIVING_WILL_CATEGORY, details, userId: meta.userId ?? null },
      { client: trx }
    )
  )
  await notifyStaff(new ConsultancyRequestNotification(request))
  return request
}

/* ------------------------------------------------------------------ */
/* Staff work on consultancy requests               */
/* ------------------------------------------------------------------ */

const { NEW, SCHEDULED, COMPLETED, CANCELLED } = ConsultancyRequestStatus

/** Where a request may go from each status; a cancelled one can be reopened, a completed one is final. */
export const CONSULTANCY_TRANSITIONS: Record<ConsultancyRequestStatus, ConsultancyRequestStatus[]> =
  {
    [NEW]: [SCHEDULED, COMPLETED, CANCELLED],
    [SCHEDULED]: [NEW, COMPLETED, CANCELLED],
    [COMPLETED]: [],
    [CANCELLED]: [NEW],
  }

/** The member is called back within this many business hours (SPEC §9 office hours). */
export const CALLBACK_BUSINESS_HOURS = 4

type Who = { actor: User; ip: string | null }

/** The first staff action stops the call-back clock. */
function markResponded(request: ConsultancyRequest) {
  request.respondedAt = request.respondedAt ?? DateTime.now()
}

/** Gives the request to a lawyer: only an enabled lawyer-role account may take one. */
export async function assignLawyer(request: ConsultancyRequest, lawyerId: number, who: Who) {
  const lawyer = await User.query()
    .where('id', lawyerId)
    .where('role_id', RoleId.LAWYER)
    .whereNull('disabled_at')
    .whereNull('deleted_at')
    .first()
  // Only lawyer-role accounts take requests.
  if (!lawyer) {
    throw new Refusal('E_NOT_A_LAWYER', 'admin_consultancy.flash.not_a_lawyer', {
      field: 'lawyer_id',
    })
  }
  const before = request.lawyerId
  request.lawyerId = lawyer.id
  await request.save()
  await AuditLog.record('consultancy_request.assigned', {
    actor: who.actor,
    subject: request,
    changes: { before: { lawyer_id: before }, after: { lawyer_id: lawyer.id } },
    ip: who.ip,
  })
  await followWork({ consultancyRequestId: request.id })
  return lawyer
}

/**
 * Moves a request along CONSULTANCY_TRANSITIONS. Completing it sends the
 * member the feedback survey once (queued mail).
 */
export async function transitionConsultancy(
  request: ConsultancyRequest,
  to: ConsultancyRequestStatus,
  who: Who
) {
  if (!CONSULTANCY_TRANSITIONS[request.status].includes(to)) {
    throw new Refusal('E_INVALID_TRANSITION', 'admin_consultancy.flash.refused', { status: 409 })
  }
  const from = request.status
  request.status = to
  markResponded(request)
  if (to === COMPLETED) request.completedAt = DateTime.now()
  await request.save()
  await AuditLog.record('consultancy_request.status_changed', {
    actor: who.actor,
    subject: request,
    changes: { before: { status: from }, after: { status: to } },
    ip: who.ip,
  })
  const invited = to === COMPLETED ? await sendFeedbackSurvey(request, who) : false
  await followWork({ consultancyRequestId: request.id })
  return invited
}

/** The survey members answer about their lawyer: the first survey that has questions. */
export async function feedbackSurveyId(): Promise<number | null> {
  const first = await SurveyQuestion.query().orderBy('survey_id').orderBy('id').first()
  return first?.surveyId ?? null
}

/** Mails the member the link to the survey page; false when there is nobody or nothing to send. */
async function sendFeedbackSurvey(request: ConsultancyRequest, who: Who) {
  if (request.surveySentAt || !request.userId) return false
  const member = await User.find(request.userId)
  const surveyId = await feedbackSurveyId()
  if (!member || surveyId === null) return false
  await mail.sendLater(
    new FeedbackSurveyMail(
      { email: member.email, name: member.name, locale: member.locale },
      surveyId,
      request.intakeNumber
    )
  )
  request.surveySentAt = DateTime.now()
  await request.save()
  await AuditLog.record('consultancy_request.survey_sent', {
    actor: who.actor,
    subject: request,
    changes: { to: member.email, survey_id: surveyId },
    ip: who.ip,
  })
  return true
}

/** A staff note; also counts as the first response. */
export async function addConsultancyNote(request: ConsultancyRequest, body: string, who: Who) {
  const note = await ConsultancyRequestNote.create({
    consultancyRequestId: request.id,
    userId: who.actor.id,
    body,
  })
  markResponded(request)
  await request.save()
  await AuditLog.record('consultancy_request.note_added', {
    actor: who.actor,
    subject: request,
    changes: { note_id: note.id },
    ip: who.ip,
  })
  return note
}

export type CallbackClock = AnswerClock

/** The call-back clock: CALLBACK_BUSINESS_HOURS business hours from the request, holidays skipped. */
export function callbackClock(
  request: Pick<ConsultancyRequest, 'createdAt' | 'respondedAt'> &
    Partial<Pick<ConsultancyRequest, 'status' | 'updatedAt'>>,
  calendar: BusinessCalendar,
  now: DateTime = clock.now()
): CallbackClock {
  const { due, skipped } = calendar.dueAfter(request.createdAt, CALLBACK_BUSINESS_HOURS)
  // A request moved on before the clock was kept (older rows) counts as answered then.
  const moved = request.status !== undefined && request.status !== NEW
  const responded = request.respondedAt ?? (moved ? (request.updatedAt ?? request.createdAt) : null)
  return answerClock(due, responded, skipped, now)
}
