import type { HttpContext } from '@adonisjs/core/http'
import { deletionRequestValidator } from '#validators/support'
import { requestDeletion } from '#services/accounts/deletion_requests'

/** Request delete (SPEC §2.2): the PDPA right to erasure, handled within 30 days. */
export default class DeletionRequestsController {
  async create({ inertia, auth }: HttpContext) {
    return inertia.render('Marketing/RequestDelete', {
      defaults: { email: auth.user?.email ?? '' },
    })
  }

  async store({ request, response, session, i18n, auth }: HttpContext) {
    const data = await request.validateUsing(deletionRequestValidator)
    await requestDeletion(data, {
      ip: request.ip(),
      userAgent: request.header('user-agent') ?? null,
      // Linked to the account only when it is the signed-in member's own address.
      userId: auth.user && auth.user.email === data.email ? auth.user.id : null,
    })
    session.flash('success', i18n.t('forms.delete.success'))
    return response.redirect().toRoute('request-delete')
  }
}
