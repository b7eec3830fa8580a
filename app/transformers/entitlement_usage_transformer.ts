import { BaseTransformer } from '@adonisjs/core/transformers'
import type EntitlementUsage from '#models/entitlement_usage'

/**
 * One line of a matter's service log for staff (recorder and invoice
 * preloaded); `reversed` says a later line reverses it.
 */
export default class EntitlementUsageTransformer extends BaseTransformer<EntitlementUsage> {
  constructor(
    entry: EntitlementUsage,
    protected reversed = false
  ) {
    super(entry)
  }

  toObject() {
    const entry = this.resource
    return {
      id: entry.id,
      kind: entry.kind,
      quantity: entry.quantity,
      pages: entry.pages,
      minutes: entry.minutes,
      note: entry.note,
      used_at: entry.usedAt.toUTC().toISO()!,
      by: entry.recordedBy?.name ?? null,
      extra: entry.extra,
      extra_reason: entry.extraReason,
      price_satang: entry.priceSatang,
      invoice_number: entry.invoice?.number ?? null,
      reverses_id: entry.reversesId ?? null,
      reversal_reason: entry.reversalReason,
      reversed: this.reversed,
    }
  }
}
