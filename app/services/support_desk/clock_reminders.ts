import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import type { DateTime } from 'luxon'
import { appUrl } from '#config/app'
import ConsultancyRequest from '#models/consultancy_request'
import DeletionRequest from '#models/deletion_request'
import Subscription from '#models/subscription'
import SupportTicket from '#models/support_ticket'
import User from '#models/user'
import MemberRequest from '#models/member_request'
import { DeskKind } from '#enums/desk'
import { OPEN_STATUSES, requestReference } from '#services/support_desk/desk/promise_board'
import {
  ConsultancyRequestStatus,
  DeletionRequestStatus,
  SupportTicketStatus,
} from '#enums/content'
import { SubscriptionStatus } from '#enums/billing'
import { RoleId } from '#enums/role'
import { ClockReminderMail } from '#mails/clock_reminder_mail'
import clock from '#services/billing/clock'
import { businessCalendar } from '#services/platform/business_calendar'
import { pdpaDeadline } from '#services/accounts/deletion_request_admin'
import { CALLBACK_BUSINESS_HOURS } from '#services/support_desk/consultancy_requests'
import {
  EMERGENCY_RESPONSE_HOURS,
  TICKET_RESPONSE_BUSINESS_HOURS,
} from '#services/support_desk/support_tickets'
import { ticketReference } from '#services/support_desk/ticket_reference'
import { adminSection } from '#support/admin_sections'
import { sqlTime } from '#support/columns'
import type { BusinessCalendar, CalendarHoliday } from '#support/business_hours'
import { EMERGENCY_CATEGORY } from '#validators/support'

/**
 * Deadline reminders (DESIGN §11), run by the worker every few minutes
 * (ClockRemindersJob). Staff assigned to an item, or the role responsible
 * for it when nobody is, get one mail when a business-hours clock is within
 * DUE_SOON_MINUTES business minutes of its due time and one when it is
 * overdue; PDPA deletion requests (30 calendar days) remind 7 and 2 days
 * before their deadline. Each (item, threshold) is claimed in
 * `clock_reminders` before its mails go out: a second run, or a second
 * worker, finds the claim and sends nothing.
 */
export const DUE_SOON_MINUTES = 120
export const PDPA_REMINDER_DAYS = [7, 2] as const
/**
 * A deadline passed longer ago than this when the job first sees it is not
 * reminded: switching reminders on over an old backlog does not flood inboxes.
 */
export const STALE_AFTER_DAYS = 7

export const ReminderItem = {
  APPLICATION_REVIEW: 'application_review',
  SUPPORT_TICKET: 'support_ticket',
  CALLBACK: 'callback',
  DELETION_REQUEST: 'deletion_request',
  MEMBER_REQUEST: 'member_request',
} as const
export type ReminderItem = (typeof ReminderItem)[keyof typeof ReminderItem]

/**
 * Who answers for an item nobody is assigned to: application reviews the
 * admins; tickets and call-backs the admins and officers (who assign them);
 * PDPA deletion requests the super admins (the only role of Request Delete).
 */
export const RESPONSIBLE_ROLES: Record<ReminderItem, number[]> = {
  application_review: [RoleId.ADMIN],
  support_ticket: [RoleId.ADMIN, RoleId.OFFICER_ACCESS],
  callback: [RoleId.ADMIN, RoleId.OFFICER_ACCESS],
  deletion_request: [RoleId.SUPER_ADMIN],
  member_request: [RoleId.ADMIN, RoleId.OFFICER_ACCESS],
}

type Deadline = {
  type: ReminderItem
  id: number
  reference: string
  dueAt: DateTime
  /** false: the deadline runs round the clock (emergencies) or in calendar days (PDPA). */
  businessHours: boolean
  skipped: CalendarHoliday[]
  /** The assigned staff member, when there is one. */
  assigneeId: number | null
  url: string
}

const sectionUrl = (key: Parameters<typeof adminSection>[0], query = '') =>
  `${appUrl}${adminSection(key).path}${query}`

async function applicationReviews(calendar: BusinessCalendar): Promise<Deadline[]> {
  const rows = await Subscription.query().where('status', SubscriptionStatus.PENDING_REVIEW)
  return rows.map((row) => {
    const window = calendar.applicationReviewWindow(row.appliedAt)
    return {
      type: ReminderItem.APPLICATION_REVIEW,
      id: row.id,
      reference: row.membershipNumber,
      dueAt: window.dueBy,
      businessHours: true,
      skipped: window.skipped,
      assigneeId: null,
      url: sectionUrl('subscriptions', '?subscription=pending_review'),
    }
  })
}

/** Tickets not answered yet: no staff event (reply or status change) and not completed. */
async function unansweredTickets(calendar: BusinessCalendar): Promise<Deadline[]> {
  const rows = await SupportTicket.query()
    .whereNot('status', SupportTicketStatus.COMPLETED)
    .doesntHave('events')
    .whereNotIn('id', linkedTo('support_ticket_id'))
  return rows.map((row) => {
    const emergency = row.category === EMERGENCY_CATEGORY
    const { due, skipped } = emergency
      ? { due: row.createdAt.plus({ hours: EMERGENCY_RESPONSE_HOURS }), skipped: [] }
      : calendar.dueAfter(row.createdAt, TICKET_RESPONSE_BUSINESS_HOURS)
    return {
      type: ReminderItem.SUPPORT_TICKET,
      id: row.id,
      reference: ticketReference(row.id),
      dueAt: due,
      businessHours: !emergency,
      skipped,
      assigneeId: null,
      url: sectionUrl('tickets'),
    }
  })
}

async function unansweredCallbacks(calendar: BusinessCalendar): Promise<Deadline[]> {
  const rows = await ConsultancyRequest.query()
    .where('status', ConsultancyRequestStatus.NEW)
    .whereNull('responded_at')
    .whereNotIn('id', linkedTo('consultancy_request_id'))
  return rows.map((row) => {
    const { due, skipped } = calendar.dueAfter(row.createdAt, CALLBACK_BUSINESS_HOURS)
    return {
      type: ReminderItem.CALLBACK,
      id: row.id,
      reference: row.intakeNumber,
      dueAt: due,
      businessHours: true,
      skipped,
      assigneeId: row.lawyerId,
      url: sectionUrl('consultancy_requests'),
    }
  })
}

/** Ids of consultancy requests or tickets a member request opened: reminded as the member request. */
function linkedTo(column: 'consultancy_request_id' | 'support_ticket_id') {
  return db.from('member_requests').whereNotNull(column).select(column)
}

/**
 * Member requests not answered yet, on the due time fixed when they were
 * received. The lawyer of the consultancy request or matter answers for
 * one; otherwise the admins and officers.
 */
async function openMemberRequests(): Promise<Deadline[]> {
  const rows = await MemberRequest.query()
    .whereIn('status', [...OPEN_STATUSES])
    .preload('consultancyRequest')
    .preload('matter')
  return rows.map((row) => ({
    type: ReminderItem.MEMBER_REQUEST,
    id: row.id,
    reference: `${requestReference(row)} (${row.subject.slice(0, 80)})`,
    dueAt: row.dueAt,
    // The emergency line is answered at once, round the clock.
    businessHours: row.kind !== DeskKind.EMERGENCY,
    skipped: [],
    assigneeId: row.consultancyRequest?.lawyerId ?? row.matter?.lawyerId ?? null,
    url: sectionUrl(row.supportTicketId ? 'tickets' : 'consultancy_requests'),
  }))
}

async function pendingDeletions(): Promise<Deadline[]> {
  const rows = await DeletionRequest.query().where('status', DeletionRequestStatus.PENDING)
  return rows.map((row) => ({
    type: ReminderItem.DELETION_REQUEST,
    id: row.id,
    reference: row.email,
    dueAt: pdpaDeadline(row),
    businessHours: false,
    skipped: [],
    assigneeId: null,
    url: sectionUrl('request_delete'),
  }))
}

/** The one threshold a deadline has reached now (the most urgent), or null. */
export function thresholdFor(
  deadline: Pick<Deadline, 'type' | 'dueAt' | 'businessHours'>,
  now: DateTime,
  calendar: BusinessCalendar
): string | null {
  if (deadline.type === ReminderItem.DELETION_REQUEST) {
    if (now >= deadline.dueAt) return null
    const daysLeft = deadline.dueAt.diff(now, 'days').days
    const reached = PDPA_REMINDER_DAYS.filter((days) => daysLeft <= days)
    return reached.length ? `days_${Math.min(...reached)}` : null
  }
  if (now > deadline.dueAt) {
    return now.diff(deadline.dueAt, 'days').days <= STALE_AFTER_DAYS ? 'overdue' : null
  }
  // Round-the-clock emergencies (due within the hour) get the overdue reminder only.
  if (!deadline.businessHours) return null
  return calendar.businessMinutesBetween(now, deadline.dueAt) <= DUE_SOON_MINUTES
    ? 'due_soon'
    : null
}

/** Staff who get the reminder: the assignee, else the responsible roles' active accounts. */
async function recipientsOf(deadline: Deadline): Promise<User[]> {
  const query = User.query().whereNull('deleted_at').whereNull('disabled_at')
  if (deadline.assigneeId) {
    const assignee = await query.clone().where('id', deadline.assigneeId).first()
    if (assignee) return [assignee]
  }
  return query.whereIn('role_id', RESPONSIBLE_ROLES[deadline.type]).orderBy('id')
}

/** Claims (item, threshold) once; false when a run before this one (or beside it) already did. */
async function claim(deadline: Deadline, threshold: string, recipients: number) {
  const dialect = db.connection().dialect.name
  const token = randomUUID()
  const key = { item_type: deadline.type, item_id: deadline.id, threshold }
  await db
    .table('clock_reminders')
    .insert({
      ...key,
      due_at: sqlTime(deadline.dueAt, dialect),
      recipients,
      claim: token,
      created_at: sqlTime(clock.now(), dialect),
    })
    .onConflict(['item_type', 'item_id', 'threshold'])
    .ignore()
  const row = await db.from('clock_reminders').where(key).select('claim').first()
  return row?.claim === token
}

/** One pass over every open deadline; returns the number of mails sent. */
export async function sendDueClockReminders(now: DateTime = clock.now()): Promise<number> {
  const calendar = await businessCalendar()
  const deadlines = [
    ...(await applicationReviews(calendar)),
    ...(await unansweredTickets(calendar)),
    ...(await unansweredCallbacks(calendar)),
    ...(await pendingDeletions()),
    ...(await openMemberRequests()),
  ]
  let sent = 0
  for (const deadline of deadlines) {
    const threshold = thresholdFor(deadline, now, calendar)
    if (!threshold) continue
    const recipients = await recipientsOf(deadline)
    if (!(await claim(deadline, threshold, recipients.length))) continue
    for (const staff of recipients) {
      try {
        await mail.sendLater(
          new ClockReminderMail(
            { email: staff.email, name: staff.name, locale: staff.locale },
            {
              itemType: deadline.type,
              threshold,
              reference: deadline.reference,
              dueAt: deadline.dueAt,
              skipped: deadline.skipped,
              url: deadline.url,
            }
          )
        )
        sent++
      } catch (error) {
        logger.error(
          { err: error, item: `${deadline.type}:${deadline.id}`, threshold },
          'deadline reminder not sent'
        )
      }
    }
  }
  return sent
}
