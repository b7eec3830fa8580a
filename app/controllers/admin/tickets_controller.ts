import type { HttpContext } from '@adonisjs/core/http'
import SupportTicket from '#models/support_ticket'
import { ticketReplyValidator, ticketStatusValidator } from '#validators/admin_support'
import { replyToTicket, transitionTicket } from '#services/support_desk/support_tickets'
import { staffWrite } from '#support/staff_write'
import { backWith } from '#support/redirects'

/** SPEC §2.9 Support Tickets: transitions, replies by email. */
export default class TicketsController {
  async status(ctx: HttpContext) {
    const ticket = await SupportTicket.findOrFail(ctx.params.id)
    const { status } = await ctx.request.validateUsing(ticketStatusValidator)
    await transitionTicket(ticket, status, staffWrite(ctx))
    return backWith(ctx, 'admin_tickets.flash.status', {
      name: ticket.name,
      status: ctx.i18n.t(`admin_tickets.status.${status}`),
    })
  }

  async reply(ctx: HttpContext) {
    const ticket = await SupportTicket.findOrFail(ctx.params.id)
    const reply = await ctx.request.validateUsing(ticketReplyValidator)
    await replyToTicket(ticket, reply, staffWrite(ctx))
    return backWith(ctx, 'admin_tickets.flash.replied', { email: ticket.email })
  }
}
