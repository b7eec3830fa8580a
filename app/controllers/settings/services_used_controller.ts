import type { HttpContext } from '@adonisjs/core/http'
import { servicesUsedList } from '#lists/services_used_list'

/**
 * Settings › Services used (SPEC §9): each service logged on the member's
 * matters or asked for from My requests — date, service, matter, lawyer,
 * counted or extra and its price, corrections as their own lines, and who
 * of the membership used it. Only the member's own (app/lists/services_used_list.ts).
 */
export default class ServicesUsedController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Settings/ServicesUsed', { list: await servicesUsedList.page(ctx) })
  }
}
