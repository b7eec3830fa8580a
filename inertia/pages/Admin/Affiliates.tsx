import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { AffiliateTotalsCards, type AffiliateTotals } from '~/components/admin/affiliates/totals'
import { cn } from '~/components/ui/cn'
import { useTranslation } from '~/hooks/use_translation'
import { formatNumber, formatSatang } from '~/lib/format'
import { urlFor } from '~/client'
import type { AffiliateRow, ConversionRow } from '../../../app/services/admin/money_affiliates'
import { formatDate } from '~/lib/dates'

type Props = {
  view: 'affiliates' | 'conversions'
  totals: AffiliateTotals
  affiliates: ListMeta<AffiliateRow> | null
  conversions: ListMeta<ConversionRow> | null
}

/** SPEC §2.9 Affiliate tracking (DESIGN §8): by affiliate, and each conversion. */
export default function AdminAffiliates({ view, totals, affiliates, conversions }: Props) {
  const { t, locale } = useTranslation()
  const date = (iso: string) => formatDate(iso, locale)
  const count = (value: number) => formatNumber(value)
  const money = 'text-right tabular-nums'

  const byAffiliate: DataTableColumn<AffiliateRow>[] = [
    {
      id: 'code',
      header: t('affiliates.columns.code'),
      cell: (row) => row.code,
      sortable: true,
      hideable: false,
      className: 'font-medium',
    },
    {
      id: 'clicks',
      header: t('affiliates.columns.clicks'),
      cell: (row) => count(row.clicks),
      sortable: true,
      className: money,
    },
    {
      id: 'customers',
      header: t('affiliates.columns.customers'),
      cell: (row) => count(row.customers),
      sortable: true,
      className: money,
    },
    {
      id: 'conversions',
      header: t('affiliates.columns.conversions'),
      cell: (row) => count(row.conversions),
      sortable: true,
      className: money,
    },
    {
      id: 'revenue',
      header: t('affiliates.columns.revenue'),
      cell: (row) => formatSatang(row.revenue_satang),
      className: money,
    },
    {
      id: 'commission',
      header: t('affiliates.columns.commission'),
      cell: (row) => formatSatang(row.commission_satang),
      sortable: true,
      className: money,
    },
  ]
  const perPayment: DataTableColumn<ConversionRow>[] = [
    {
      id: 'created_at',
      header: t('affiliates.columns.created_at'),
      cell: (row) => date(row.created_at),
      sortable: true,
    },
    {
      id: 'code',
      header: t('affiliates.columns.code'),
      cell: (row) => row.code,
      hideable: false,
      className: 'font-medium',
    },
    { id: 'invoice', header: t('affiliates.columns.invoice'), cell: (row) => row.invoice_number },
    {
      id: 'amount',
      header: t('affiliates.columns.amount'),
      cell: (row) => formatSatang(row.amount_satang),
      sortable: true,
      className: money,
    },
    {
      id: 'commission',
      header: t('affiliates.columns.commission'),
      cell: (row) => formatSatang(row.commission_satang),
      sortable: true,
      className: money,
    },
    {
      id: 'synced',
      header: t('affiliates.columns.synced'),
      cell: (row) => t(`affiliates.synced.${row.tapfiliate_id ? 'yes' : 'no'}`),
    },
  ]

  const tab = (name: 'affiliates' | 'conversions', href: string) => (
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
      {view === 'affiliates' && affiliates ? (
        <DataTable
          tableId="affiliates"
          url={urlFor('admin.tapfiliate')}
          list={affiliates}
          columns={byAffiliate}
          searchLabel={t('affiliates.search_affiliates')}
          nothingYet={t('affiliates.nothing_yet_affiliates')}
        />
      ) : null}
      {view === 'conversions' && conversions ? (
        <DataTable
          tableId="affiliate-conversions"
          url={urlFor('admin.tapfiliate.conversions')}
          list={conversions}
          columns={perPayment}
          searchLabel={t('affiliates.search_conversions')}
          nothingYet={t('affiliates.nothing_yet_conversions')}
          filters={[
            {
              name: 'synced',
              label: t('affiliates.columns.synced'),
              optionLabel: (value) => t(`affiliates.synced.${value}`),
            },
          ]}
        />
      ) : null}
    </>
  )
}
