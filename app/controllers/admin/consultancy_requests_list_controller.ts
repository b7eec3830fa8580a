import type { HttpContext } from '@adonisjs/core/http'
import { lawyerChoices } from '#services/support_desk/casework/matters'
import { access } from '#support/admin_access'
import { consultancyRequestsList } from '#lists/consultancy_requests_list'

/** SPEC §2.9 Consultancy Requests: the list (a lawyer's own requests) and its CSV. */
export default class ConsultancyRequestsListController {
  async index(ctx: HttpContext) {
    const can = access.flags(ctx.auth.user, 'consultancy_requests')
    return ctx.inertia.render('Admin/ConsultancyRequests', {
      list: await consultancyRequestsList.page(ctx),
      can,
      // The four roles give a request to a lawyer.
      lawyers: can.assign ? await lawyerChoices() : [],
    })
  }

  // The list's scope applies to the export too: a lawyer exports only their own requests.
  async export(ctx: HttpContext) {
    return consultancyRequestsList.csv(ctx)
  }
}
