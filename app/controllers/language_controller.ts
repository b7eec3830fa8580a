import type { HttpContext } from '@adonisjs/core/http'
import { languageValidator } from '#validators/language'
import { LOCALE_SESSION_KEY } from '#middleware/detect_user_locale_middleware'

export default class LanguageController {
  /**
   * SPEC §7 `POST language.store` with `language` = en | th. Remembered in
   * the session, and on the account when signed in.
   */
  async store({ request, response, session, auth }: HttpContext) {
    const { language } = await request.validateUsing(languageValidator)
    session.put(LOCALE_SESSION_KEY, language)
    if (auth.user) {
      auth.user.locale = language
      await auth.user.save()
    }
    if (request.ajax() && !request.header('x-inertia')) {
      return response.ok({ language })
    }
    return response.redirect().back()
  }
}
