import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { landingPathFor } from '#services/accounts/sign_in'
import { currentPlanRowsOfRequest, namedPlans } from '#services/memberships/current_plans'
import {
  hiddenMemberPages,
  memberPageForRoute,
  MEMBER_HOME_ROUTE,
  partnerMayUse,
} from '#services/memberships/member_menu'
import ForbiddenException from '#exceptions/forbidden_exception'

/**
 * The member settings area (SPEC §2.8, §6), used as an inline route
 * middleware after `auth` on every settings route.
 *
 * - It is for role user: staff opening /settings/* are sent to their admin
 *   landing page.
 * - A page the member menu hides from this member is not reachable by URL
 *   either: opening it leads to Profile Details with an info flash, and its
 *   actions (any non-GET request) answer 403.
 * - A partner login (DESIGN §11) is held to its reduced menu the same way:
 *   every settings route outside it is refused like a hidden page.
 */
export async function memberArea(ctx: HttpContext, next: NextFn) {
  const user = ctx.auth.getUserOrFail()
  if (!user.isMember()) {
    return ctx.response.redirect().toPath(await landingPathFor(user))
  }
  const page = memberPageForRoute(ctx.route?.name)
  const refused = user.isPartnerLogin()
    ? !partnerMayUse(ctx.route?.name)
    : page !== null &&
      hiddenMemberPages(user, namedPlans(await currentPlanRowsOfRequest(ctx, user))).has(page)
  if (refused) {
    if (ctx.request.method() !== 'GET' && ctx.request.method() !== 'HEAD') {
      throw new ForbiddenException()
    }
    ctx.session.flash('info', ctx.i18n.t('settings.page_not_available'))
    return ctx.response.redirect().toRoute(MEMBER_HOME_ROUTE)
  }
  return next()
}
