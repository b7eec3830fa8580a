import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { DateTime } from 'luxon'
import drive from '@adonisjs/drive/services/main'
import mail from '@adonisjs/mail/services/main'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import logger from '@adonisjs/core/services/logger'
import { appUrl } from '#config/app'
import { SubscriptionStatus as S } from '#enums/billing'
import AuditLog from '#models/audit_log'
import Subscription from '#models/subscription'
import type User from '#models/user'
import WrittenRequest, {
  WrittenRequestChannel as Channel,
  WrittenRequestKind as Kind,
  WrittenRequestStatus as Status,
} from '#models/written_request'
import WrittenRequestMail from '#mails/written_request_mail'
import subscriptionAdmin, { type StaffWrite } from '#services/memberships/subscription_admin'
import { sniffDocument } from '#services/support_desk/identity_verification_admin'
import { Refusal, rephrase } from '#exceptions/refusal'
import { quotePlanChange, schedulePlanChange } from '#services/memberships/plan_change'

/**
 * Requests received in writing (SPEC §1 "by written request, email or
 * phone"). Staff enter, for a member's membership, a plan
 * change or a cancellation that came by email, letter or phone.
 *
 * - Email and letter are written requests: processed at once through the
 *   same services the member's own requests use (the lifecycle's
 *   cancellation: 30 days' notice, annual minimum; the plan change waiting
 *   for its renewal), with the notice running from the day received.
 * - A phone call is not a written request (SPEC §1: cancellation must be in
 *   writing): the member is emailed a signed link; nothing changes until
 *   they confirm it signed in, and the notice runs from that confirmation,
 *   which is the written request. Until then it stays "awaiting
 *   confirmation", visible to staff.
 * - The scanned letter or email lies on the private disk (DESIGN §7),
 *   reachable by staff through a short-lived signed link only.
 * - The member is emailed what was recorded and when it takes effect.
 */
type RefusalReason =
  | 'not_active'
  | 'not_changeable'
  | 'same_price'
  | 'unknown_price'
  | 'content_type'
  | 'already_confirmed'
  | 'already_pending'

/** The staff form's field each refusal is shown under. */
const REFUSAL_FIELD: Record<RefusalReason, string> = {
  not_active: 'kind',
  not_changeable: 'price_id',
  same_price: 'price_id',
  unknown_price: 'price_id',
  content_type: 'attachment',
  already_confirmed: 'kind',
  already_pending: 'kind',
}

const refused = (reason: RefusalReason) =>
  new Refusal('E_WRITTEN_REQUEST_REFUSED', `written_requests.errors.${reason}`, {
    field: REFUSAL_FIELD[reason],
  })

/** How long the phone confirmation link works. */
export const CONFIRM_LINK_DAYS = 30
export const CONFIRM_PURPOSE = 'written_request_confirm'
/** How long a staff member's link to the scanned letter works. */
export const ATTACHMENT_URL_TTL = '5m'

export type WrittenRequestInput = {
  kind: Kind
  channel: Channel
  receivedAt: DateTime
  priceId?: number | null
  reason?: string | null
  notes?: string | null
  attachment?: MultipartFile | null
}

/** The signed, expiring link a phone request's confirmation mail carries. */
export function confirmationUrl(request: WrittenRequest): string {
  return signedUrlFor(
    'settings.written-requests.confirm',
    { id: request.id },
    { expiresIn: `${CONFIRM_LINK_DAYS}d`, purpose: CONFIRM_PURPOSE, prefixUrl: appUrl }
  )
}

async function loadMembership(id: number) {
  return Subscription.query().where('id', id).preload('user').preload('price').firstOrFail()
}

/** Refuses, before anything is stored, what the lifecycle would refuse. */
async function ensureProcessable(
  subscription: Subscription,
  input: Pick<WrittenRequestInput, 'kind' | 'priceId'>,
  at: DateTime
) {
  if (subscription.status !== S.ACTIVE) throw refused('not_active')
  if (input.kind === Kind.PLAN_CHANGE) {
    await rephrase(quotePlanChange(subscription, subscription.user, Number(input.priceId), at), {
      keys: (refusal) => refusal.key.replace('settings_subscriptions.change.', 'written_requests.'),
    })
  }
}

/** Processes a written request through the lifecycle services; returns when it takes effect. */
async function apply(
  request: WrittenRequest,
  subscription: Subscription,
  requestedAt: DateTime,
  who: StaffWrite
): Promise<DateTime> {
  if (request.kind === Kind.CANCELLATION) {
    await subscriptionAdmin.recordCancellation(
      subscription,
      {
        channel: request.channel === Channel.EMAIL ? 'email' : 'written',
        reason: request.reason ?? '',
        text: request.notes ?? '',
        requestedAt,
      },
      who
    )
    return subscription.cancelEffectiveAt!
  }
  const quote = await schedulePlanChange(
    subscription,
    subscription.user,
    request.priceId!,
    requestedAt,
    who.ip
  )
  return quote.effectiveAt
}

async function notify(request: WrittenRequest, subscription: Subscription) {
  await request.load('price', (query) => query.preload('plan'))
  const member = subscription.user
  try {
    await mail.sendLater(
      new WrittenRequestMail(
        { email: member.email, name: member.name, locale: member.locale },
        {
          kind: request.kind,
          channel: request.channel,
          status: request.status,
          membershipNumber: subscription.membershipNumber,
          receivedAt: request.receivedAt,
          effectiveAt: request.effectiveAt,
          newPlan: request.price?.plan
            ? {
                name: request.price.plan.nameFor(member.locale ?? 'en'),
                period: request.price.billingPeriod,
              }
            : null,
          confirmUrl:
            request.status === Status.AWAITING_CONFIRMATION ? confirmationUrl(request) : null,
        }
      )
    )
  } catch (error) {
    // The record stands; the mail history shows the failed send for staff to retry.
    logger.error({ err: error, request: request.id }, 'written request mail could not be sent')
  }
}

export class WrittenRequests {
  /** Staff enter a request received by email, letter or phone. */
  async record(
    subscriptionId: number,
    input: WrittenRequestInput,
    who: StaffWrite
  ): Promise<WrittenRequest> {
    const subscription = await loadMembership(subscriptionId)
    const phone = input.channel === Channel.PHONE
    await ensureProcessable(subscription, input, input.receivedAt)
    // One request of a kind waits for confirmation at a time: a second call is not a second request.
    const waiting = await WrittenRequest.query()
      .where('subscription_id', subscription.id)
      .where('kind', input.kind)
      .where('status', Status.AWAITING_CONFIRMATION)
      .first()
    if (waiting) throw refused('already_pending')
    const file = input.attachment ? await this.#store(subscription, input.attachment) : null

    const request = await WrittenRequest.create({
      subscriptionId: subscription.id,
      userId: subscription.userId,
      recordedBy: who.actor.id,
      kind: input.kind,
      channel: input.channel,
      status: phone ? Status.AWAITING_CONFIRMATION : Status.RECORDED,
      receivedAt: input.receivedAt.toUTC(),
      priceId: input.kind === Kind.PLAN_CHANGE ? Number(input.priceId) : null,
      reason: input.reason ?? null,
      notes: input.notes ?? null,
      ...file,
    })
    if (!phone) {
      request.effectiveAt = await apply(request, subscription, input.receivedAt, who)
      await request.save()
    }
    await AuditLog.record('subscription.written_request_recorded', {
      actor: who.actor,
      subject: subscription,
      changes: {
        after: {
          written_request_id: request.id,
          kind: request.kind,
          channel: request.channel,
          status: request.status,
          received_at: request.receivedAt.toISO(),
          effective_at: request.effectiveAt?.toISO() ?? null,
          attachment: request.attachmentName,
        },
      },
      ip: who.ip,
    })
    // A cancellation's own confirmation mail went out with recordCancellation.
    if (phone || request.kind === Kind.PLAN_CHANGE) await notify(request, subscription)
    return request
  }

  /** The member confirms a phone request in writing (signed in, from the mailed link). */
  async confirm(request: WrittenRequest, member: User, ip: string | null, now = DateTime.utc()) {
    if (request.status !== Status.AWAITING_CONFIRMATION) {
      throw refused('already_confirmed')
    }
    const subscription = await loadMembership(request.subscriptionId)
    await ensureProcessable(subscription, request, now)
    request.effectiveAt = await apply(request, subscription, now, { actor: member, ip })
    request.merge({ status: Status.RECORDED, confirmedAt: now.toUTC() })
    await request.save()
    await AuditLog.record('subscription.written_request_confirmed', {
      actor: member,
      subject: subscription,
      changes: {
        after: {
          written_request_id: request.id,
          kind: request.kind,
          effective_at: request.effectiveAt.toISO(),
        },
      },
      ip,
    })
    if (request.kind === Kind.PLAN_CHANGE) await notify(request, subscription)
    return request
  }

  /** A five-minute link to the scanned letter or email, audited. */
  async attachmentUrl(request: WrittenRequest, who: StaffWrite): Promise<string | null> {
    if (!request.attachmentPath) return null
    await AuditLog.record('subscription.written_request_attachment_viewed', {
      ...who,
      subject: request,
    })
    return drive.use().getSignedUrl(request.attachmentPath, {
      expiresIn: ATTACHMENT_URL_TTL,
      contentType: request.attachmentMime ?? undefined,
    })
  }

  /** The scan goes to the private disk under a random name; its type is read from its bytes. */
  async #store(subscription: Subscription, file: MultipartFile) {
    const bytes = await readFile(file.tmpPath!)
    const kind = sniffDocument(bytes)
    if (!kind) throw refused('content_type')
    const key = `written-requests/${subscription.userId}/${randomUUID()}.${kind.ext}`
    await drive.use().put(key, bytes, { contentType: kind.mime, visibility: 'private' })
    return {
      attachmentPath: key,
      attachmentName: (file.clientName || `request.${kind.ext}`).slice(0, 255),
      attachmentMime: kind.mime,
      attachmentSize: bytes.length,
    }
  }
}

export default new WrittenRequests()
