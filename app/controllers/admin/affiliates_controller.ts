import type { HttpContext } from '@adonisjs/core/http'
import { affiliateTotals } from '#services/marketing/affiliates/affiliate_admin'
import { affiliateConversionsList, affiliateFunnel } from '#lists/affiliates_list'

/** SPEC §2.9 Affiliate tracking: by affiliate, and every conversion (DESIGN §8). */
export default class AffiliatesController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/Affiliates', {
      view: 'affiliates' as const,
      totals: await affiliateTotals(),
      affiliates: await affiliateFunnel(ctx),
      conversions: null,
    })
  }

  async conversions(ctx: HttpContext) {
    return ctx.inertia.render('Admin/Affiliates', {
      view: 'conversions' as const,
      totals: await affiliateTotals(),
      affiliates: null,
      conversions: await affiliateConversionsList.page(ctx),
    })
  }
}
