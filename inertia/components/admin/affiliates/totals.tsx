import { useTranslation } from '~/hooks/use_translation'
import { formatNumber, formatSatang } from '~/lib/format'

export type AffiliateTotals = {
  affiliates: number
  clicks: number
  customers: number
  conversions: number
  revenue_satang: number
  commission_satang: number
  tapfiliate: boolean
}

/** The funnel over every affiliate: clicks → customers → conversions, and the money. */
export function AffiliateTotalsCards({ totals }: { totals: AffiliateTotals }) {
  const { t } = useTranslation()
  const cards = [
    ['affiliates', formatNumber(totals.affiliates)],
    ['clicks', formatNumber(totals.clicks)],
    ['customers', formatNumber(totals.customers)],
    ['conversions', formatNumber(totals.conversions)],
    ['revenue', formatSatang(totals.revenue_satang)],
    ['commission', formatSatang(totals.commission_satang)],
  ] as const
  return (
    <dl className="mb-6 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      {cards.map(([key, value]) => (
        <div key={key} className="rounded-lg bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-500">{t(`affiliates.totals.${key}`)}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid={`total-${key}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
