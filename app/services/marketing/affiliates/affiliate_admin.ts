import db from '@adonisjs/lucid/services/db'
import { tapfiliate } from '#services/marketing/affiliates/tapfiliate_client'

/** The headline figures over every affiliate. */
export async function affiliateTotals() {
  const [referrals, conversions] = await Promise.all([
    db
      .from('affiliate_referrals')
      .count('* as clicks')
      .select(
        db.raw('sum(case when user_id is not null then 1 else 0 end) as customers'),
        db.raw('count(distinct affiliate_code) as affiliates')
      )
      .first(),
    db
      .from('affiliate_conversions')
      .count('* as conversions')
      .sum('amount_satang as revenue')
      .sum('commission_satang as commission')
      .first(),
  ])
  return {
    affiliates: Number(referrals?.affiliates ?? 0),
    clicks: Number(referrals?.clicks ?? 0),
    customers: Number(referrals?.customers ?? 0),
    conversions: Number(conversions?.conversions ?? 0),
    revenue_satang: Number(conversions?.revenue ?? 0),
    commission_satang: Number(conversions?.commission ?? 0),
    tapfiliate: tapfiliate() !== null,
  }
}
