import EntitlementUsage from '#models/entitlement_usage'
import ServiceUsedTransformer from '#transformers/service_used_transformer'
import { defineList, nameColumns } from '#lists/kit'

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
  // What ServiceUsedTransformer reads, and no more: not the staff note nor the reasons,
  // of the matter its title and lawyer, of each person the name, of the invoice its number.
  columns: [
    'entitlement_usages.id',
    'entitlement_usages.kind',
    'entitlement_usages.used_at',
    'entitlement_usages.matter_id',
    'entitlement_usages.recorded_by_id',
    'entitlement_usages.used_by_id',
    'entitlement_usages.pages',
    'entitlement_usages.minutes',
    'entitlement_usages.extra',
    'entitlement_usages.price_satang',
    'entitlement_usages.invoice_id',
    'entitlement_usages.reverses_id',
  ],
  preload: (query) =>
    query
      .preload('matter', (matter) =>
        matter.select('id', 'title', 'lawyer_id').preload('lawyer', nameColumns)
      )
      .preload('recordedBy', nameColumns)
      .preload('usedBy', nameColumns)
      .preload('invoice', (invoice) => invoice.select('id', 'number')),
  transformer: ServiceUsedTransformer,
})
