import type { HttpContext } from '@adonisjs/core/http'
import IdentityVerification from '#models/identity_verification'
import IdentityVerificationAdmin from '#services/support_desk/identity_verification_admin'
import { IdentityVerificationStatus } from '#enums/content'
import { scopedMessages } from '#validators/admin_money'
import { poiUploadValidator } from '#validators/admin_plans'
import IdentityVerificationTransformer from '#transformers/identity_verification_transformer'

/**
 * The member's side of Customer POI: a public page
 * reached only through the unguessable, expiring, single-use link a lawyer
 * sent. An unknown, expired or spent link is a 404 saying so; nothing tells
 * which of the three it was.
 */
export default class PoiUploadsController {
  async show({ params, inertia, response }: HttpContext) {
    const verification = await this.#open(params.token)
    response.header('Cache-Control', 'private, no-store')
    response.header('X-Robots-Tag', 'noindex')
    if (!verification) {
      response.status(404)
      return inertia.render('Poi/Upload', { state: 'invalid' as const, request: null })
    }
    const shown = new IdentityVerificationTransformer(verification)
    const request = shown.toUploadRequest(String(params.token))
    return inertia.render('Poi/Upload', { state: 'open' as const, request })
  }

  async store(ctx: HttpContext) {
    const verification = await this.#open(ctx.params.token)
    if (!verification)
      return ctx.response.redirect().toRoute('verify-identity', { token: ctx.params.token })
    const { document } = await ctx.request.validateUsing(poiUploadValidator, {
      messagesProvider: scopedMessages(ctx.i18n, 'poi'),
    })
    await new IdentityVerificationAdmin().upload(verification, document)
    return ctx.response.redirect().toRoute('verify-identity.done')
  }

  async done({ inertia, response }: HttpContext) {
    response.header('X-Robots-Tag', 'noindex')
    return inertia.render('Poi/Upload', { state: 'done' as const, request: null })
  }

  async #open(token: unknown) {
    const verification = await IdentityVerification.findByLinkToken(String(token ?? ''))
    if (!verification || verification.status !== IdentityVerificationStatus.REQUESTED) return null
    await verification.load('user')
    return verification
  }
}
