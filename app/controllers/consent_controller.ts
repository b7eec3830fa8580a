import type { HttpContext } from '@adonisjs/core/http'
import { consentValidator } from '#validators/consent'
import { recordConsent } from '#services/accounts/consent'

/**
 * The cookie banner's choice of a signed-in member (PDPA, DESIGN §10): the
 * browser keeps it in the consent cookie, the server records it with the
 * banner's version and the time.
 */
export default class ConsentController {
  async store({ auth, request, response }: HttpContext) {
    const choice = await request.validateUsing(consentValidator)
    const record = await recordConsent(auth.getUserOrFail(), choice, {
      ip: request.ip(),
      userAgent: request.header('user-agent') ?? null,
    })
    return response.created({
      version: record.version,
      analytics: record.analytics,
      marketing: record.marketing,
    })
  }
}
