import type { HttpContext } from '@adonisjs/core/http'
import Subscription from '#models/subscription'
import WrittenRequest from '#models/written_request'
import writtenRequests from '#services/memberships/written_requests'
import { writtenRequestInput, writtenRequestValidator } from '#validators/written_requests'
import { scopedMessages } from '#validators/admin_money'
import { staffWrite } from '#support/staff_write'

/**
 * Subscriptions › "Record a request received in writing" (SPEC §1): a plan
 * change or cancellation that came by email, letter or phone, for the
 * membership of the row. Roles: the Subscriptions section's (the registry
 * guards the route).
 */
export default class WrittenRequestsController {
  async store(ctx: HttpContext) {
    const { request, params, i18n, session, response } = ctx
    const subscription = await Subscription.findOrFail(params.id)
    const data = await request.validateUsing(writtenRequestValidator, {
      messagesProvider: scopedMessages(i18n, 'written_requests'),
    })
    const recorded = await writtenRequests.record(
      subscription.id,
      writtenRequestInput(data),
      staffWrite(ctx)
    )
    const message = `written_requests.flash.${recorded.status}`
    session.flash('success', i18n.t(message, { number: subscription.membershipNumber }))
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
