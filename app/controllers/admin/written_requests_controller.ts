import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { errors } from '@vinejs/vine'
import Subscription from '#models/subscription'
import WrittenRequest from '#models/written_request'
import writtenRequests, { WrittenRequestRefusal } from '#services/memberships/written_requests'
import { writtenRequestValidator } from '#validators/written_requests'
import { scopedMessages } from '#validators/admin_money'
import { BUSINESS_ZONE } from '#support/business_hours'
import { staffWrite } from '#support/staff_write'

/** How far back a request may be dated: older ones are a data-entry slip. */
const OLDEST_DAYS = 366

/** Which field a refusal of the services belongs to. */
const REFUSAL_FIELD: Record<WrittenRequestRefusal['reason'], string> = {
  not_active: 'kind',
  not_changeable: 'price_id',
  same_price: 'price_id',
  unknown_price: 'price_id',
  content_type: 'attachment',
  already_confirmed: 'kind',
  already_pending: 'kind',
}

/**
 * Subscriptions › "Record a request received in writing" (SPEC §1, issue
 * 18 item 4): a plan change or cancellation that came by email, letter or
 * phone, for the membership of the row. Roles: the Subscriptions section's
 * (the registry guards the route).
 */
export default class WrittenRequestsController {
  async store(ctx: HttpContext) {
    const { request, params, i18n, session, response } = ctx
    const subscription = await Subscription.findOrFail(params.id)
    const data = await request.validateUsing(writtenRequestValidator, {
      messagesProvider: scopedMessages(i18n, 'written_requests'),
    })
    const fail = (field: string, key: string) =>
      new errors.E_VALIDATION_ERROR([
        { field, rule: key, message: i18n.t(`written_requests.errors.${key}`) },
      ])
    const receivedAt = DateTime.fromISO(data.received_on, { zone: BUSINESS_ZONE }).startOf('day')
    const today = DateTime.now().setZone(BUSINESS_ZONE).startOf('day')
    if (!receivedAt.isValid) throw fail('received_on', 'not_a_date')
    if (receivedAt > today) throw fail('received_on', 'in_future')
    if (receivedAt < today.minus({ days: OLDEST_DAYS })) throw fail('received_on', 'too_old')
    try {
      const recorded = await writtenRequests.record(
        subscription.id,
        {
          kind: data.kind,
          channel: data.channel,
          receivedAt,
          priceId: data.price_id ?? null,
          reason: data.reason ?? null,
          notes: data.notes ?? null,
          attachment: data.channel === 'phone' ? null : (data.attachment ?? null),
        },
        staffWrite(ctx)
      )
      session.flash(
        'success',
        i18n.t(`written_requests.flash.${recorded.status}`, {
          number: subscription.membershipNumber,
        })
      )
    } catch (error) {
      if (!(error instanceof WrittenRequestRefusal)) throw error
      throw fail(REFUSAL_FIELD[error.reason], error.reason)
    }
    return response.redirect().withQs().back()
  }

  /** The scanned letter or email: a five-minute signed link on the private disk, audited. */
  async attachment(ctx: HttpContext) {
    const row = await WrittenRequest.findOrFail(ctx.params.id)
    const url = await writtenRequests.attachmentUrl(row, staffWrite(ctx))
    if (!url) return ctx.response.notFound()
    return ctx.response.redirect(url)
  }
}
