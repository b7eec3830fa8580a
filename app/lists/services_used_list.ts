import EntitlementUsage from '#models/entitlement_usage'
import ServiceUsedTransformer from '#transformers/service_used_transformer'
import { defineList } from '#lists/kit'

/**
 * Settings › Services used (SPEC §9): the service log of the signed-in
 * member's memberships, newest first. Only the member's own: the partner's
 * uses are on the same membership and say who used them (DESIGN §11).
 */
export const servicesUsedList = defineList({
  name: 'services_used',
  route: 'settings.services-used',
  model: EntitlementUsage,
  sorts: { used_at: 'used_at' },
  defaultSort: 'used_at',
  defaultSize: 25,
  maxSize: 100,
  scope: (query, ctx) =>
    query.whereHas('subscription', (subscription) =>
      subscription.where('user_id', ctx.auth.getUserOrFail().id)
    ),
  preload: (query) =>
    query
      .preload('matter', (matter) => matter.preload('lawyer'))
      .preload('recordedBy')
      .preload('usedBy')
      .preload('invoice'),
  transformer: ServiceUsedTransformer,
})
