import type { HttpContext } from '@adonisjs/core/http'
import { ticketsList } from '#lists/tickets_list'

/** SPEC §2.9 Support Tickets: the tickets and their CSV. */
export default class TicketsListController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/Tickets', { list: await ticketsList.page(ctx) })
  }

  async export(ctx: HttpContext) {
    return ticketsList.csv(ctx)
  }
}
