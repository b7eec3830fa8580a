import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import userSessions from '#services/accounts/user_sessions'
import { timed } from '#support/server_timing'

/**
 * Keeps signed-in sessions accountable (DESIGN §6). Before the route it
 * ends a session that was signed in before the user's sessions were ended,
 * or a staff session idle for too long; after it, a session that has just
 * been signed in, by whichever door, is tagged with the user id and
 * records its device, and "last active" is refreshed at most once a minute.
 * Anonymous requests are left alone: nothing is read or written for them.
 */
export default class SessionActivityMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const ended = await timed(ctx, 'activity', () => userSessions.checkCurrent(ctx))
    const output = await next()
    if (ended === 'idle') {
      // Said on the next page (the sign-in form); i18n is ready only now.
      ctx.session.flash('info', ctx.i18n.t('sessions.idle_signed_out'))
    } else if (ended === 'partner_ended') {
      ctx.session.flash('info', ctx.i18n.t('sessions.partner_access_ended'))
    }
    await timed(ctx, 'activity', () => userSessions.track(ctx))
    return output
  }
}
