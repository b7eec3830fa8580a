import type { DateTime } from 'luxon'
import { DateTime as LuxonDateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import router from '@adonisjs/core/services/router'
import { EntitlementKind, PlanSlug, SubscriptionStatus } from '#enums/billing'
import { ConsultancyRequestStatus, SupportTicketStatus } from '#enums/content'
import { DESK_CATEGORY, DESK_ENTITLEMENT, DeskKind, DeskStatus } from '#enums/desk'
import { MatterStatus } from '#enums/casework'
import AuditLog from '#models/audit_log'
import ConsultancyRequest from '#models/consultancy_request'
import EntitlementUsage from '#models/entitlement_usage'
import Matter from '#models/matter'
import MemberRequest from '#models/member_request'
import type MemberRequestFile from '#models/member_request_file'
import MemberRequestMessage from '#models/member_request_message'
import Subscription from '#models/subscription'
import SupportTicket from '#models/support_ticket'
import User from '#models/user'
import { Refusal } from '#exceptions/refusal'
import { notifyStaff, staffNotificationEmail } from '#mails/staff_notification'
import ConsultancyRequestNotification from '#mails/consultancy_request_notification'
import SupportTicketNotification from '#mails/support_ticket_notification'
import { ExtraServiceBilledMail } from '#mails/extra_service_mail'
import DeskMessageMail from '#mails/desk_message_mail'
import { appUrl } from '#config/app'
import clock from '#services/billing/clock'
import {
  ENTITLEMENTS,
  PERSONAL_MONTHLY_REVIEW_PAGES,
  usageFor,
} from '#services/memberships/entitlements'
import { extraPrice, issueExtraInvoice } from '#services/support_desk/casework/service_log'
import {
  transitionConsultancy,
  CONSULTANCY_TRANSITIONS,
} from '#services/support_desk/consultancy_requests'
import { transitionTicket, TICKET_TRANSITIONS } from '#services/support_desk/support_tickets'
import { dueAt } from '#services/support_desk/desk/promises'
import { deskReference, lawyerIdOf, syncRequest } from '#services/support_desk/desk/follow'
import { stagedFiles } from '#services/support_desk/desk/uploads'
import { checkDeskRequest, type PlanLeft } from '#support/desk_limits'
import { EMERGENCY_CATEGORY } from '#validators/support'

type Who = { actor: User; ip: string | null }

/** Memberships whose services can be used (an application under review is not yet one). */
export const IN_FORCE: ReadonlyArray<SubscriptionStatus> = [
  SubscriptionStatus.ACTIVE,
  SubscriptionStatus.PAST_DUE,
  SubscriptionStatus.CANCEL_PENDING,
]

/**
 * The member's membership in force (the newest, if several), with its plan.
 * A partner login uses the membership it shares while it has access
 * (DESIGN §11): the member's, whose plan covers a partner and whose partner
 * row is linked to this login.
 */
export function membershipInForce(user: Pick<User, 'id'> & { partnerOfUserId?: number | null }) {
  const holder = user.partnerOfUserId
  return Subscription.query()
    .if(
      holder,
      (query) =>
        query
          .where('user_id', holder!)
          .whereHas('partner', (partner) => partner.where('user_id', user.id))
          .whereHas('plan', (plan) => plan.where('allows_partner', true))
          .whereHas('user', (member) => member.whereNull('deleted_at').whereNull('disabled_at')),
      (query) => query.where('user_id', user.id)
    )
    .whereIn('status', [...IN_FORCE])
    .preload('plan')
    .orderBy('id', 'desc')
    .first()
}

/** Pages of document review counted against the plan from `from` (reversals subtract). */
async function reviewPages(subscriptionId: number, from?: DateTime, at?: DateTime) {
  const query = EntitlementUsage.query()
    .where('subscription_id', subscriptionId)
    .where('kind', EntitlementKind.DOCUMENT_REVIEW)
    .where('extra', false)
  const rows = await query.select('pages', 'quantity', 'used_at')
  const inRange = rows.filter((row) => (!from || row.usedAt >= from) && (!at || row.usedAt <= at))
  return {
    reviews: inRange.reduce((sum, row) => sum + row.quantity, 0),
    pages: inRange.reduce((sum, row) => sum + (row.pages ?? 0), 0),
  }
}

/** What the plan has left now for the desk's counted services (SPEC §9). */
export async function planLeft(
  subscription: Subscription,
  at: DateTime = clock.now()
): Promise<PlanLeft> {
  await subscription.load('plan')
  const lines = await usageFor(subscription, at)
  const line = (kind: EntitlementKind) => lines.find((entry) => entry.kind === kind) ?? null
  const leftOf = (entry: NonNullable<ReturnType<typeof line>>) => ({
    month: entry.month.left,
    year: entry.year.left,
    total: entry.total.left,
  })
  const letters = line(EntitlementKind.LETTER_OR_CALL)
  const reviews = line(EntitlementKind.DOCUMENT_REVIEW)
  let review: PlanLeft['document_review'] = null
  if (reviews) {
    const entitlement = ENTITLEMENTS[subscription.plan.slug].find(
      (e) => e.kind === EntitlementKind.DOCUMENT_REVIEW
    )!
    if (subscription.plan.slug === PlanSlug.PERSONAL) {
      const firstPages = entitlement.perUse?.pages ?? 15
      const ever = await reviewPages(subscription.id, undefined, at)
      const first = ever.reviews <= 0
      const month = await reviewPages(
        subscription.id,
        at.setZone('Asia/Bangkok').startOf('month'),
        at
      )
      review = {
        first_review: first,
        pages_left: first ? firstPages : Math.max(0, PERSONAL_MONTHLY_REVIEW_PAGES - month.pages),
        first_review_pages: firstPages,
        monthly_pages: PERSONAL_MONTHLY_REVIEW_PAGES,
        per_document: null,
        documents_left: leftOf(reviews),
      }
    } else {
      review = {
        first_review: false,
        pages_left: null,
        first_review_pages: null,
        monthly_pages: null,
        per_document: entitlement.perUse?.pages ?? null,
        documents_left: leftOf(reviews),
      }
    }
  }
  return {
    letter_or_call: letters ? leftOf(letters) : null,
    document_review: review,
    extra_price_satang: await extraPrice({ kind: EntitlementKind.ADVICE }),
  }
}

export type StartInput = {
  kind: DeskKind
  subject: string
  details: string
  callback_phone?: string | null
  callback_at?: string | null
  matter_id?: number | null
  file_ids?: number[]
  file_pages?: Array<{ id: number; pages: number }>
  accept_extra?: boolean
}

/** A call-back time: Bangkok wall-clock, from now to 60 days ahead. */
function callbackTime(value: string | null | undefined, now: DateTime) {
  if (!value) return null
  const at = LuxonDateTime.fromISO(value, { zone: 'Asia/Bangkok' })
  if (!at.isValid || at < now.minus({ minutes: 5 }) || at > now.plus({ days: 60 }))
    throw new Refusal('callback_at', 'desk.refusals.callback_at', { field: 'callback_at' })
  return at.toUTC()
}

/**
 * The member's open matter a request is about, or a refusal (another
 * member's is "not found"). The member's matters stay theirs: a partner
 * login's request is about no matter of the member's (DESIGN §11).
 */
async function memberMatter(user: Pick<User, 'id'>, matterId: number | null | undefined) {
  if (!matterId) return null
  const matter = await Matter.query()
    .where('id', matterId)
    .whereHas('subscription', (query) => query.where('user_id', user.id))
    .where('status', MatterStatus.OPEN)
    .first()
  if (!matter) throw new Refusal('matter', 'desk.refusals.matter', { field: 'matter_id' })
  return matter
}

/**
 * Starts a request from Settings › My requests (SPEC §1, §9). It is
 * checked against what the plan has left, with the same entitlements and
 * service log as casework: within the plan the counted service (a letter
 * or call, each reviewed document with its pages) is logged at once;
 * beyond a limit the member must accept the extra-service price, which is
 * invoiced and mailed as casework does. The request is kept with the work
 * staff already do: a consultancy request (the matter's open one when it
 * is about a matter), or an emergency ticket; its due time is fixed now.
 */
export async function startRequest(user: User, input: StartInput, ip: string | null) {
  const subscription = await membershipInForce(user)
  if (!subscription) throw new Refusal('no_membership', 'desk.refusals.no_membership')
  const now = clock.now()
  const kind = input.kind
  if (kind === DeskKind.CALLBACK && !input.callback_phone)
    throw new Refusal('callback_phone', 'desk.refusals.callback_phone', {
      field: 'callback_phone',
    })
  const callbackAt = kind === DeskKind.CALLBACK ? callbackTime(input.callback_at, now) : null
  const matter = await memberMatter(user, input.matter_id)
  const files = await stagedFiles(user, input.file_ids ?? [])
  if (kind === DeskKind.DOCUMENT_REVIEW && files.length === 0)
    throw new Refusal('documents_required', 'desk.refusals.documents_required', {
      field: 'file_ids',
    })
  // Pages: a PDF's come from the file; a DOCX's or an image's as the member states them.
  const stated = new Map((input.file_pages ?? []).map((entry) => [entry.id, entry.pages]))
  for (const file of files) {
    if (file.pagesFrom === 'pdf') continue
    const pages = stated.get(file.id)
    if (kind === DeskKind.DOCUMENT_REVIEW && !pages)
      throw new Refusal('pages_required', 'desk.refusals.pages_required', {
        field: 'file_pages',
        data: { name: file.name },
      })
    file.pages = pages ?? null
    file.pagesFrom = pages ? 'stated' : null
  }

  const left = await planLeft(subscription, now)
  const pages = kind === DeskKind.DOCUMENT_REVIEW ? files.map((file) => file.pages ?? 0) : []
  const check = checkDeskRequest(left, kind, pages)
  if (!check.within && !input.accept_extra)
    throw new Refusal(`over_${check.code}`, `desk.limits.${check.code}`, {
      field: 'accept_extra',
      data: { ...check.data, price: (left.extra_price_satang / 100).toFixed(2) },
      status: 409,
    })
  const extra = !check.within
  const counted = check.within ? check.counted : true
  const { due } = await dueAt(kind, now)

  const request = await db.transaction(async (trx) => {
    let consultancyId: number | null = null
    let ticketId: number | null = null
    let created: ConsultancyRequest | SupportTicket | null = null
    const text = [
      input.subject,
      '',
      input.details,
      ...(input.callback_phone ? ['', `Call back on: ${input.callback_phone}`] : []),
    ].join('\n')
    if (kind === DeskKind.EMERGENCY) {
      created = await SupportTicket.create(
        {
          name: user.name,
          email: user.email,
          membershipNumber: subscription.membershipNumber,
          category: EMERGENCY_CATEGORY,
          message: text,
          status: SupportTicketStatus.PENDING,
          userId: user.id,
        },
        { client: trx }
      )
      ticketId = created.id
    } else {
      // A request about a matter joins the matter's consultancy request while it is open.
      const open = matter?.consultancyRequestId
        ? await ConsultancyRequest.query({ client: trx })
            .where('id', matter.consultancyRequestId)
            .whereIn('status', [ConsultancyRequestStatus.NEW, ConsultancyRequestStatus.SCHEDULED])
            .first()
        : null
      if (open) {
        consultancyId = open.id
      } else {
        created = await ConsultancyRequest.create(
          {
            userId: user.id,
            category: DESK_CATEGORY[kind],
            details: text,
            preferredDateTime: callbackAt,
            lawyerId: matter?.lawyerId ?? null,
          },
          { client: trx }
        )
        consultancyId = created.id
      }
    }
    const row = await MemberRequest.create(
      {
        userId: user.id,
        subscriptionId: subscription.id,
        kind,
        subject: input.subject,
        details: input.details,
        callbackPhone: kind === DeskKind.CALLBACK ? (input.callback_phone ?? null) : null,
        callbackAt,
        status: DeskStatus.RECEIVED,
        consultancyRequestId: consultancyId,
        supportTicketId: ticketId,
        matterId: matter?.id ?? null,
        receivedAt: now.toUTC(),
        dueAt: due.toUTC(),
        extra,
      },
      { client: trx }
    )
    for (const file of files) {
      file.useTransaction(trx)
      file.memberRequestId = row.id
      await file.save()
    }
    return { row, created }
  })

  const row = request.row
  let invoiceNumber: string | null = null
  if (counted) {
    const price = extra ? left.extra_price_satang : null
    const invoice = price ? await issueExtraInvoice(subscription, price, now) : null
    const uses = kind === DeskKind.DOCUMENT_REVIEW ? files.map((file) => file.pages) : [null]
    let first = true
    for (const pagesOfUse of uses) {
      await EntitlementUsage.create({
        subscriptionId: subscription.id,
        matterId: matter?.id ?? null,
        memberRequestId: row.id,
        kind: DESK_ENTITLEMENT[kind],
        quantity: 1,
        pages: pagesOfUse,
        usedAt: now.toUTC(),
        note: row.subject.slice(0, 500),
        recordedById: user.id,
        // Who of the membership used it: the member or their partner (DESIGN §11).
        usedById: user.id,
        extra,
        extraReason: extra ? 'Asked for by the member beyond the plan (My requests)' : null,
        priceSatang: first ? price : null,
        invoiceId: first ? (invoice?.id ?? null) : null,
      })
      first = false
    }
    if (invoice) {
      row.invoiceId = invoice.id
      await row.save()
      invoiceNumber = invoice.number
      // The invoice is the member's, also when their partner asked (DESIGN §11).
      await subscription.load('user')
      const payer = subscription.user
      await mail.sendLater(
        new ExtraServiceBilledMail(
          { email: payer.email, name: payer.name, locale: payer.locale },
          {
            kind: DESK_ENTITLEMENT[kind],
            matter: row.subject,
            reason: 'My requests',
            invoiceNumber: invoice.number,
            totalSatang: invoice.totalSatang,
            invoicesUrl: `${appUrl}${router.makeUrl('settings.invoices')}`,
          }
        )
      )
    }
  }
  await AuditLog.record('member_request.started', {
    actor: user,
    subject: row,
    changes: {
      kind,
      files: files.length,
      pages: files.map((file) => file.pages),
      extra,
      invoice: invoiceNumber,
      consultancy_request_id: row.consultancyRequestId,
      support_ticket_id: row.supportTicketId,
      matter_id: row.matterId,
    },
    ip,
  })
  if (request.created instanceof SupportTicket)
    await notifyStaff(new SupportTicketNotification(request.created, true))
  else if (request.created instanceof ConsultancyRequest)
    await notifyStaff(new ConsultancyRequestNotification(request.created))
  await syncRequest(row, now)
  return row
}

/** The staff page a request is worked on, for links in mails. */
function staffUrl(request: MemberRequest) {
  if (request.matterId)
    return `${appUrl}${router.makeUrl('admin.matters.show', { id: request.matterId })}`
  if (request.supportTicketId) return `${appUrl}${router.makeUrl('admin.tickets')}`
  return `${appUrl}${router.makeUrl('admin.consultancy_requests')}`
}

/**
 * A message in a request's thread (with files the author uploaded). A staff
 * message is the answer the promise is measured by (the first one) and
 * mails the member; a member's message mails the lawyer on the request, or
 * the staff inbox when no lawyer has it yet. Mail goes through the queue.
 */
export async function postMessage(
  request: MemberRequest,
  input: { body: string; file_ids?: number[] },
  who: Who,
  fromStaff: boolean
) {
  if (request.closedAt) throw new Refusal('closed', 'desk.refusals.closed', { field: 'body' })
  const files = await stagedFiles(who.actor, input.file_ids ?? [])
  const now = clock.now()
  const message = await db.transaction(async (trx) => {
    const created = await MemberRequestMessage.create(
      { memberRequestId: request.id, authorId: who.actor.id, fromStaff, body: input.body },
      { client: trx }
    )
    for (const file of files) {
      file.useTransaction(trx)
      file.memberRequestId = request.id
      file.messageId = created.id
      await file.save()
    }
    return created
  })
  await request.load((loader) =>
    loader.load('consultancyRequest').load('matter').load('user').load('supportTicket')
  )
  if (fromStaff) {
    request.answeredAt = request.answeredAt ?? now
    request.assignedAt = request.assignedAt ?? now
    const consultancy = request.consultancyRequest
    if (consultancy && !consultancy.respondedAt) {
      consultancy.respondedAt = now
      await consultancy.save()
    }
    await mail.sendLater(
      new DeskMessageMail(
        { email: request.user.email, name: request.user.name, locale: request.user.locale },
        {
          reference: deskReference(request),
          subject: request.subject,
          from: who.actor.name,
          body: input.body,
          url: `${appUrl}${router.makeUrl('settings.my-requests.show', { id: request.id })}`,
        }
      )
    )
  } else {
    const lawyerId = lawyerIdOf(request)
    const lawyer = lawyerId ? await User.find(lawyerId) : null
    await notifyStaff(
      new DeskMessageMail(
        lawyer
          ? { email: lawyer.email, name: lawyer.name, locale: lawyer.locale }
          : { email: staffNotificationEmail(), name: 'Lexpat staff', locale: 'en' },
        {
          reference: deskReference(request),
          subject: request.subject,
          from: who.actor.name,
          body: input.body,
          url: staffUrl(request),
        }
      )
    )
  }
  await syncRequest(request, now)
  await AuditLog.record('member_request.message', {
    actor: who.actor,
    subject: request,
    changes: { message_id: message.id, from_staff: fromStaff, files: files.length },
    ip: who.ip,
  })
  return message
}

/**
 * Staff close a request: where staff work it (the consultancy request is
 * completed, the ticket completed) when that is still open, then the
 * request itself; the member is invited to the feedback survey once.
 */
export async function closeRequest(request: MemberRequest, who: Who) {
  await request.load((loader) => loader.load('consultancyRequest').load('supportTicket'))
  const consultancy = request.consultancyRequest
  const ticket = request.supportTicket
  if (
    consultancy &&
    CONSULTANCY_TRANSITIONS[consultancy.status].includes(ConsultancyRequestStatus.COMPLETED)
  ) {
    await transitionConsultancy(consultancy, ConsultancyRequestStatus.COMPLETED, who)
  } else if (ticket && TICKET_TRANSITIONS[ticket.status].includes(SupportTicketStatus.COMPLETED)) {
    await transitionTicket(ticket, SupportTicketStatus.COMPLETED, who)
  }
  await request.refresh()
  if (!request.closedAt) {
    request.closedAt = clock.now()
    await syncRequest(request)
  }
  await AuditLog.record('member_request.closed', { actor: who.actor, subject: request, ip: who.ip })
  return request
}

/**
 * Staff correct a document's page count (a DOCX or an image counts as the
 * member stated; a PDF can be wrong too). The service log is never edited:
 * the old entry is reversed and a new one logged with the right pages.
 */
export async function correctPages(file: MemberRequestFile, pages: number, who: Who) {
  const before = file.pages
  if (before === pages) return file
  file.pages = pages
  file.pagesFrom = 'staff'
  await file.save()
  if (file.memberRequestId) {
    const entry = await EntitlementUsage.query()
      .where('member_request_id', file.memberRequestId)
      .where('kind', EntitlementKind.DOCUMENT_REVIEW)
      .whereNull('reverses_id')
      .where('pages', before ?? 0)
      .whereNotExists((sub) =>
        sub.from('entitlement_usages as r').whereRaw('r.reverses_id = entitlement_usages.id')
      )
      .first()
    if (entry) {
      await EntitlementUsage.create({
        subscriptionId: entry.subscriptionId,
        matterId: entry.matterId,
        memberRequestId: entry.memberRequestId,
        kind: entry.kind,
        quantity: -entry.quantity,
        pages: entry.pages ? -entry.pages : null,
        usedAt: entry.usedAt,
        recordedById: who.actor.id,
        extra: entry.extra,
        reversesId: entry.id,
        reversalReason: `Pages corrected: ${before ?? '?'} → ${pages}`,
      })
      await EntitlementUsage.create({
        subscriptionId: entry.subscriptionId,
        matterId: entry.matterId,
        memberRequestId: entry.memberRequestId,
        kind: entry.kind,
        quantity: entry.quantity,
        pages,
        usedAt: entry.usedAt,
        note: entry.note,
        recordedById: who.actor.id,
        extra: entry.extra,
        extraReason: entry.extraReason,
      })
    }
  }
  await AuditLog.record('member_request.pages_corrected', {
    actor: who.actor,
    subject: file,
    changes: { before: { pages: before }, after: { pages } },
    ip: who.ip,
  })
  return file
}

/** The member's open matters a request can be about. */
export function openMattersOf(user: Pick<User, 'id'>) {
  return Matter.query()
    .whereHas('subscription', (query) => query.where('user_id', user.id))
    .where('status', MatterStatus.OPEN)
    .orderBy('created_at', 'desc')
    .select('id', 'title')
}
