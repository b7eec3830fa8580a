import type { HttpContext } from '@adonisjs/core/http'
import { access } from '#support/admin_access'
import { requestDeleteList } from '#lists/request_delete_list'

/** SPEC §2.9 Request Delete: the PDPA deletion requests. */
export default class RequestDeleteListController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/RequestDelete', {
      list: await requestDeleteList.page(ctx),
      can: access.flags(ctx.auth.user, 'request_delete'),
    })
  }
}
