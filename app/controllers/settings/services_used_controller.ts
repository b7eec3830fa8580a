import type { HttpContext } from '@adonisjs/core/http'
import EntitlementUsage from '#models/entitlement_usage'
import { toMemberServiceRow } from '#transformers/matter_transformer'

/** The newest entries a member sees (a member's whole history is far shorter). */
const SHOWN = 200

/**
 * Settings › Services used (issue 18 item 3): each service logged on the
 * member's matters — date, service, matter, lawyer, counted or extra and
 * its price, corrections as their own lines. Only the member's own.
 */
export default class ServicesUsedController {
  async index({ inertia, auth }: HttpContext) {
    const user = auth.getUserOrFail()
    const entries = await EntitlementUsage.query()
      .whereHas('subscription', (subscription) => subscription.where('user_id', user.id))
      .preload('matter', (matter) => matter.preload('lawyer'))
      .preload('recordedBy')
      .preload('usedBy')
      .preload('invoice')
      .orderBy('used_at', 'desc')
      .orderBy('id', 'desc')
      .limit(SHOWN)
    return inertia.render('Settings/ServicesUsed', { services: entries.map(toMemberServiceRow) })
  }
}
