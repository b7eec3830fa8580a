import type { HttpContext } from '@adonisjs/core/http'
import { addressUnsubscribed } from '#services/marketing/segments'
import { unsubscribe, UNSUBSCRIBE_PURPOSE } from '#services/marketing/unsubscribe'

/**
 * PDPA: the signed link of every marketing mail. GET shows the
 * page with one button (a link scanner opening it changes nothing); POST —
 * the button, or a mailbox's RFC 8058 one-click request — unsubscribes at once.
 */
export default class UnsubscribeController {
  async show({ request, inertia, response }: HttpContext) {
    const email = this.signedEmail(request)
    response.header('Cache-Control', 'private, no-store')
    // A link that is not ours, or was altered, opens the page saying so.
    if (!email) response.status(403)
    return inertia.render('Marketing/Unsubscribe', {
      valid: email !== null,
      email,
      done: email ? await addressUnsubscribed(email) : false,
      action: email ? request.url(true) : null,
    })
  }

  async store({ request, response, i18n }: HttpContext) {
    const email = this.signedEmail(request)
    if (!email) return response.forbidden(i18n.t('admin_mail.unsubscribe.invalid'))
    await unsubscribe(email)
    if (request.header('x-inertia')) return response.redirect().toPath(request.url(true))
    return response.ok(i18n.t('admin_mail.unsubscribe.done_title'))
  }

  private signedEmail(request: HttpContext['request']): string | null {
    if (!request.hasValidSignature(UNSUBSCRIBE_PURPOSE)) return null
    const email = request.qs().email
    return typeof email === 'string' && email.includes('@') && email.length <= 254 ? email : null
  }
}
