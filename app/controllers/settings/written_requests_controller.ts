import type { HttpContext } from '@adonisjs/core/http'
import WrittenRequest from '#models/written_request'
import { urlFor } from '@adonisjs/core/services/url_builder'
import writtenRequests, { CONFIRM_PURPOSE } from '#services/memberships/written_requests'
import { rephrase } from '#exceptions/refusal'
import WrittenRequestTransformer from '#transformers/written_request_transformer'

/**
 * A phone request confirmed in writing (SPEC §1): the
 * mailed signed link opens this page for the signed-in member; their
 * confirmation is the written request. Someone else's request, or a link
 * without a valid signature, is the same 404.
 */
export default class WrittenRequestsController {
  async show({ request, params, auth, inertia, response, i18n }: HttpContext) {
    if (!request.hasValidSignature(CONFIRM_PURPOSE)) return response.notFound()
    const row = await this.#own(params.id, auth.getUserOrFail().id)
    if (!row) return response.notFound()
    return inertia.render('Settings/ConfirmWrittenRequest', {
      request: WrittenRequestTransformer.transform(row, i18n.locale),
    })
  }

  async store({ params, auth, request, session, i18n, response }: HttpContext) {
    const member = auth.getUserOrFail()
    const row = await this.#own(params.id, member.id)
    if (!row) return response.notFound()
    await rephrase(writtenRequests.confirm(row, member, request.ip()), {
      field: null,
      redirectTo: urlFor('settings.subscriptions'),
    })
    session.flash('success', i18n.t('written_requests.flash.confirmed'))
    return response.redirect().toRoute('settings.subscriptions')
  }

  async #own(id: unknown, userId: number) {
    return WrittenRequest.query()
      .where('id', Number(id))
      .where('user_id', userId)
      .preload('subscription')
      .preload('price', (query) => query.preload('plan'))
      .first()
  }
}
