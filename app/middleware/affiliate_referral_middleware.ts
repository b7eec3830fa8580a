import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import logger from '@adonisjs/core/services/logger'
import { trackReferral } from '#services/marketing/affiliates/affiliates'

/**
 * DESIGN §8: a `?ref=CODE` on any public URL records a click. It runs
 * before the public page cache, so a cached page still counts the click.
 * Tracking never fails a page.
 */
export default class AffiliateReferralMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.request.method() === 'GET' && ctx.request.qs().ref !== undefined) {
      await trackReferral(ctx).catch((error) =>
        logger.warn({ err: error }, 'affiliate click not recorded')
      )
    }
    return next()
  }
}
