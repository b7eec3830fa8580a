import type { HttpContext } from '@adonisjs/core/http'
import { affiliateTotals, listAffiliates, listConversions } from '#services/admin/money_affiliates'

/** SPEC §2.9 Affiliate tracking: by affiliate, and every conversion (DESIGN §8). */
export default class AffiliatesController {
  async index({ request, inertia }: HttpContext) {
    return inertia.render('Admin/Affiliates', {
      view: 'affiliates' as const,
      totals: await affiliateTotals(),
      affiliates: await listAffiliates(request.qs()),
      conversions: null,
    })
  }

  async conversions({ request, inertia }: HttpContext) {
    return inertia.render('Admin/Affiliates', {
      view: 'conversions' as const,
      totals: await affiliateTotals(),
      affiliates: null,
      conversions: await listConversions(request.qs()),
    })
  }
}
