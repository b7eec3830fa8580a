import { BaseTransformer } from '@adonisjs/core/transformers'

/** One affiliate code's figures as the grouped query returns them (counts may come back as text). */
export type AffiliateFunnelRecord = {
  /** The row's place in the list (a code has no id of its own). */
  position: number
  affiliate_code: string
  clicks: number | string
  customers: number | string | null
  conversions: number | string | null
  revenue_satang: number | string | null
  commission_satang: number | string | null
}

/** One affiliate code's funnel (SPEC §2.9 Affiliate tracking): clicks → customers → conversions, and the money. */
export default class AffiliateFunnelTransformer extends BaseTransformer<AffiliateFunnelRecord> {
  toObject() {
    const row = this.resource
    return {
      id: row.position,
      code: String(row.affiliate_code),
      clicks: Number(row.clicks),
      customers: Number(row.customers ?? 0),
      conversions: Number(row.conversions ?? 0),
      revenueSatang: Number(row.revenue_satang ?? 0),
      commissionSatang: Number(row.commission_satang ?? 0),
    }
  }
}
