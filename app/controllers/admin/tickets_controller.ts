import type { HttpContext } from '@adonisjs/core/http'
import SupportTicket from '#models/support_ticket'
import { ticketReplyValidator, ticketStatusValidator } from '#validators/admin_support'
import { replyToTicket, transitionTicket } from '#services/support_desk/support_tickets'
import { staffWrite } from '#support/staff_write'
import { ticketsList } from '#lists/tickets_list'

/** SPEC §2.9 Support Tickets: list, transitions, replies by email. */
export default class TicketsController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/Tickets', { list: await ticketsList.page(ctx) })
  }

  async export(ctx: HttpContext) {
    return ticketsList.csv(ctx)
  }
  async status(ctx: HttpContext) {
    const { params, request, session, i18n, response } = ctx
    const ticket = await SupportTicket.findOrFail(params.id)
    const { status } = await request.validateUsing(ticketStatusValidator)
    await transitionTicket(ticket, status, staffWrite(ctx))
    session.flash(
      'success',
      i18n.t('admin_tickets.flash.status', {
        name: ticket.name,
        status: i18n.t(`admin_tickets.status.${status}`),
      })
    )
    return response.redirect().withQs().back()
  }

  async reply(ctx: HttpContext) {
    const { params, request, session, i18n, response } = ctx
    const ticket = await SupportTicket.findOrFail(params.id)
    const reply = await request.validateUsing(ticketReplyValidator)
    await replyToTicket(ticket, reply, staffWrite(ctx))
    session.flash('success', i18n.t('admin_tickets.flash.replied', { email: ticket.email }))
    return response.redirect().withQs().back()
  }
}
