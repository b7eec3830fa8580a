import type { Data } from '@generated/data'
import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { AffiliateTotalsCards, type AffiliateTotals } from '~/components/admin/affiliates/totals'
import { cn } from '~/components/ui/cn'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'
import { formatNumber, formatSatang } from '~/lib/format'
import { urlFor } from '~/client'

type View = 'affiliates' | 'conversions'
type Props = {
  view: View
  totals: AffiliateTotals
  affiliates: ListMeta<Data.AffiliateFunnel> | null
  conversions: ListMeta<Data.AffiliateConversion> | null
}

const money = 'text-right tabular-nums'

/** SPEC §2.9 Affiliate tracking (DESIGN §8): by affiliate, and each conversion (app/lists/affiliates_list.ts). */
export default function AdminAffiliates({ view, totals, affiliates, conversions }: Props) {
  const { t } = useTranslation()
  const { date } = useDates()
  const count = (value: number) => formatNumber(value)

  const byAffiliate: DataTableColumn<Data.AffiliateFunnel>[] = [
    {
      id: 'code',
      cell: (row) => row.code,
      sortable: true,
      hideable: false,
      className: 'font-medium',
    },
    { id: 'clicks', cell: (row) => count(row.clicks), sortable: true, className: money },
    { id: 'customers', cell: (row) => count(row.customers), sortable: true, className: money },
    { id: 'conversions', cell: (row) => count(row.conversions), sortable: true, className: money },
    { id: 'revenue', cell: (row) => formatSatang(row.revenueSatang), className: money },
    {
      id: 'commission',
      cell: (row) => formatSatang(row.commissionSatang),
      sortable: true,
      className: money,
    },
  ]
  const perPayment: DataTableColumn<Data.AffiliateConversion>[] = [
    { id: 'created_at', cell: (row) => date(row.createdAt), sortable: true },
    { id: 'code', cell: (row) => row.code, hideable: false, className: 'font-medium' },
    { id: 'invoice', cell: (row) => row.invoiceNumber },
    {
      id: 'amount',
      cell: (row) => formatSatang(row.amountSatang),
      sortable: true,
      className: money,
    },
    {
      id: 'commission',
      cell: (row) => formatSatang(row.commissionSatang),
      sortable: true,
      className: money,
    },
    { id: 'synced', cell: (row) => t(`affiliates.synced.${row.tapfiliateId ? 'yes' : 'no'}`) },
  ]

  const tab = (name: View, href: string) => (
    <Link
      href={href}
      aria-current={view === name ? 'page' : undefined}
      className={cn(
        'rounded-md px-4 py-2 text-sm font-medium',
        view === name ? 'bg-navy-800 text-white' : 'bg-white text-slate-700 hover:bg-slate-100'
      )}
    >
      {t(`affiliates.tabs.${name}`)}
    </Link>
  )

  return (
    <>
      <Seo title={t('affiliates.title')} />
      <h1 className="text-2xl font-semibold text-slate-900">{t('affiliates.title')}</h1>
      <p className="mt-1 mb-2 text-slate-600">{t('affiliates.intro')}</p>
      <p className="mb-1 text-sm text-slate-600" data-testid="tapfiliate-state">
        {t(totals.tapfiliate ? 'affiliates.tapfiliate_on' : 'affiliates.tapfiliate_off')}
      </p>
      <p className="mb-6 text-sm text-slate-500">{t('affiliates.consent_note')}</p>
      <AffiliateTotalsCards totals={totals} />
      <nav className="mb-4 flex gap-2" aria-label={t('affiliates.title')}>
        {tab('affiliates', urlFor('admin.tapfiliate'))}
        {tab('conversions', urlFor('admin.tapfiliate.conversions'))}
      </nav>
      {affiliates ? (
        <DataTable
          list={affiliates}
          columns={byAffiliate}
          searchLabel={t('affiliates.search_affiliates')}
          nothingYet={t('affiliates.nothing_yet_affiliates')}
        />
      ) : null}
      {conversions ? (
        <DataTable
          tableId="affiliate-conversions"
          list={conversions}
          columns={perPayment}
          searchLabel={t('affiliates.search_conversions')}
          nothingYet={t('affiliates.nothing_yet_conversions')}
        />
      ) : null}
    </>
  )
}
