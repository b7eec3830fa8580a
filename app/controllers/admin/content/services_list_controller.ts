import type { HttpContext } from '@adonisjs/core/http'
import { servicesList } from '#lists/services_list'

/** SPEC §2.9 Manage Services: the services the public site lists. */
export default class ServicesListController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/Services', { list: await servicesList.page(ctx) })
  }
}
