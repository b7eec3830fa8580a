import type { HttpContext } from '@adonisjs/core/http'
import { lawyerChoices } from '#services/support_desk/casework/matters'
import { access } from '#support/admin_access'
import { mattersList } from '#lists/matters_list'

/** SPEC §2.9 Matters: the list (a lawyer's own matters; the four roles see all). */
export default class MattersListController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/Matters', {
      list: await mattersList.page(ctx),
      can: access.flags(ctx.auth.user, 'matters'),
      lawyers: await lawyerChoices(),
    })
  }
}
