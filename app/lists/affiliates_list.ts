import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { AffiliateReferralStatus } from '#enums/content'
import AffiliateConversion from '#models/affiliate_conversion'
import AffiliateConversionTransformer from '#transformers/affiliate_conversion_transformer'
import AffiliateFunnelTransformer, {
  type AffiliateFunnelRecord,
} from '#transformers/affiliate_funnel_transformer'
import { LIST_DEFAULTS, likePattern, parseListQuery } from '#support/list_query'
import { defineList, filter, type ListProp } from '#lists/kit'

/** SPEC §2.9 Affiliate tracking, by payment: every conversion, by code or invoice number. */
export const affiliateConversionsList = defineList({
  name: 'affiliates',
  route: 'admin.tapfiliate.conversions',
  model: AffiliateConversion,
  search: ['affiliate_code', (where, q) => where.orWhere('invoice_number', q.toUpperCase())],
  sorts: { created_at: 'created_at', amount: 'amount_satang', commission: 'commission_satang' },
  defaultSort: 'created_at',
  filters: {
    synced: filter.yesNo(
      (query, yes) =>
        yes ? query.whereNotNull('tapfiliate_id') : query.whereNull('tapfiliate_id'),
      'affiliates.synced'
    ),
  },
  transformer: AffiliateConversionTransformer,
})

const FUNNEL = {
  sorts: {
    code: 'affiliate_code',
    clicks: 'clicks',
    customers: 'customers',
    conversions: 'conversions',
    commission: 'commission_satang',
  },
  defaultSort: 'conversions',
  defaultDir: 'desc',
  filters: {},
} as const

type FunnelRow = ReturnType<AffiliateFunnelTransformer['toObject']>

/**
 * SPEC §2.9 Affiliate tracking, by affiliate: a code is no record of its own,
 * so this list pages one grouped query over the referrals joined to one over
 * the conversions (the kit lists models), in the kit's `list` shape.
 */
export async function affiliateFunnel(ctx: HttpContext): Promise<ListProp<FunnelRow>> {
  const params = parseListQuery(ctx.request.qs(), FUNNEL)
  const customers = [AffiliateReferralStatus.SIGNED_UP, AffiliateReferralStatus.CONVERTED]
  const funnel = db
    .from('affiliate_referrals')
    .select('affiliate_code')
    .count('* as clicks')
    .select(db.raw('sum(case when status in (?, ?) then 1 else 0 end) as customers', customers))
    .groupBy('affiliate_code')
    .if(params.q, (query) =>
      query.whereRaw('lower(affiliate_code) like ? escape ?', [likePattern(params.q), '\\'])
    )
  const sales = db
    .from('affiliate_conversions')
    .select('affiliate_code')
    .count('* as conversions')
    .sum('amount_satang as revenue_satang')
    .sum('commission_satang as commission_satang')
    .groupBy('affiliate_code')
  const grouped = db
    .from(funnel.as('f'))
    // `sales` has no bindings: its SQL is fixed text.
    .joinRaw(`left join (${sales.toQuery()}) as s on s.affiliate_code = f.affiliate_code`)
    .select(
      'f.affiliate_code',
      'f.clicks',
      'f.customers',
      db.raw('coalesce(s.conversions, 0) as conversions'),
      db.raw('coalesce(s.revenue_satang, 0) as revenue_satang'),
      db.raw('coalesce(s.commission_satang, 0) as commission_satang')
    )
  const totalRow = await db.from(funnel.clone().as('t')).count('* as total').first()
  const total = Number(totalRow?.total ?? 0)
  const pages = Math.max(1, Math.ceil(total / params.size))
  const page = Math.min(params.page, pages)
  const column: string = FUNNEL.sorts[params.sort]
  const rows: Omit<AffiliateFunnelRecord, 'position'>[] = await grouped
    .orderBy(column === 'affiliate_code' ? 'f.affiliate_code' : column, params.dir)
    .orderBy('f.affiliate_code', 'asc')
    .offset((page - 1) * params.size)
    .limit(params.size)
  return {
    ...params,
    page,
    pages: Math.min(pages, Math.floor(LIST_DEFAULTS.maxOffset / params.size) + 1),
    total,
    totalCapped: false,
    filterOptions: {},
    rows: rows.map((row, index) =>
      new AffiliateFunnelTransformer({
        ...row,
        position: (page - 1) * params.size + index + 1,
      }).toObject()
    ),
    name: 'affiliates',
    route: 'admin.tapfiliate',
    dateRange: false,
    filterLabels: {},
  }
}
