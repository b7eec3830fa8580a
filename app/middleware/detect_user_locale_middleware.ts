import { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import type { NextFn } from '@adonisjs/core/types/http'
import { type HttpContext, RequestValidator } from '@adonisjs/core/http'
import { anonymousLocale, isCacheablePublicRequest } from '#support/public_request'

export const LOCALE_SESSION_KEY = 'locale'

/**
 * Picks the request's language: a `lang` query parameter, the signed-in
 * user's saved locale, the one chosen in this session, the browser's
 * Accept-Language, then English.
 */
export default class DetectUserLocaleMiddleware {
  static {
    // Validation messages of request.validateUsing come in the request's language.
    RequestValidator.messagesProvider = (ctx) => ctx.i18n.createMessagesProvider()
  }

  protected supported(locale: string | null | undefined) {
    return locale && i18nManager.supportedLocales().includes(locale) ? locale : null
  }

  protected getRequestLocale(ctx: HttpContext) {
    // A page a shared cache keeps depends on the URL only (DESIGN §6).
    if (isCacheablePublicRequest(ctx)) {
      return anonymousLocale(ctx)
    }
    const user = ctx.auth?.user
    // ?lang=th gives each language its own URL (hreflang); it wins for this request.
    const requested = this.supported(ctx.request.qs().lang)
    if (requested) return requested
    return (
      this.supported(user?.locale) ||
      this.supported(ctx.session?.get(LOCALE_SESSION_KEY)) ||
      i18nManager.getSupportedLocaleFor(ctx.request.languages()) ||
      i18nManager.defaultLocale
    )
  }

  async handle(ctx: HttpContext, next: NextFn) {
    ctx.i18n = i18nManager.locale(this.getRequestLocale(ctx))
    ctx.containerResolver.bindValue(I18n, ctx.i18n)
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    i18n: I18n
  }
}
