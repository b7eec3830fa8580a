import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { AffiliateReferralStatus } from '#enums/content'
import AffiliateConversion from '#models/affiliate_conversion'
import {
  LIST_DEFAULTS,
  likePattern,
  listPage,
  parseListQuery,
  type ListPage,
} from '#support/list_query'
import { tapfiliate } from '#services/tapfiliate'

/**
 * Admin "Affiliate tracking" (SPEC §2.9 /admin/tapfiliate): the funnel of
 * each affiliate code (clicks → customers → conversions, revenue and
 * commission), and every conversion with its payment.
 */
export const AFFILIATE_LIST = {
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

export const CONVERSION_LIST = {
  sorts: { created_at: 'created_at', amount: 'amount_satang', commission: 'commission_satang' },
  defaultSort: 'created_at',
  defaultDir: 'desc',
  filters: { synced: ['yes', 'no'] },
} as const

export type AffiliateRow = {
  id: number
  code: string
  clicks: number
  customers: number
  conversions: number
  revenue_satang: number
  commission_satang: number
}

/** By affiliate: one grouped query over the referrals, one over the conversions. */
export async function listAffiliates(qs: Record<string, unknown>): Promise<ListPage<AffiliateRow>> {
  const params = parseListQuery(qs, AFFILIATE_LIST)
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
  const column: string = AFFILIATE_LIST.sorts[params.sort]
  const rows = await grouped
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
    rows: rows.map((row, index) => ({
      id: (page - 1) * params.size + index + 1,
      code: String(row.affiliate_code),
      clicks: Number(row.clicks),
      customers: Number(row.customers ?? 0),
      conversions: Number(row.conversions ?? 0),
      revenue_satang: Number(row.revenue_satang ?? 0),
      commission_satang: Number(row.commission_satang ?? 0),
    })),
  }
}

type ConversionQuery = ModelQueryBuilderContract<typeof AffiliateConversion>

export function toConversionRow(conversion: AffiliateConversion) {
  return {
    id: conversion.id,
    code: conversion.affiliateCode,
    invoice_number: conversion.invoiceNumber,
    payment_id: conversion.paymentId,
    amount_satang: conversion.amountSatang,
    commission_satang: conversion.commissionSatang,
    tapfiliate_id: conversion.tapfiliateId,
    created_at: conversion.createdAt.toISO()!,
  }
}

export type ConversionRow = ReturnType<typeof toConversionRow>

export async function listConversions(qs: Record<string, unknown>) {
  const params = parseListQuery(qs, CONVERSION_LIST)
  return listPage(
    AffiliateConversion,
    params,
    CONVERSION_LIST,
    (query: ConversionQuery, { q, filters }) => {
      query
        .if(q, (sub) =>
          sub.where((either) =>
            either
              .whereRaw('lower(affiliate_code) like ? escape ?', [likePattern(q), '\\'])
              .orWhere('invoice_number', q.toUpperCase())
          )
        )
        .if(filters.synced === 'yes', (sub) => sub.whereNotNull('tapfiliate_id'))
        .if(filters.synced === 'no', (sub) => sub.whereNull('tapfiliate_id'))
    },
    toConversionRow
  )
}

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
