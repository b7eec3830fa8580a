import type { Data } from '@generated/data'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { figureColumn, nameColumn } from '~/components/admin/columns'
import { AffiliateTotalsCards, type AffiliateTotals } from '~/components/admin/affiliates/totals'
import { AffiliatesHeading } from '~/components/admin/affiliates/heading'
import { AffiliateViewTabs, type AffiliateView } from '~/components/admin/affiliates/view_tabs'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'
import { formatNumber as count, formatSatang as money } from '~/lib/format'

type Props = {
  view: AffiliateView
  totals: AffiliateTotals
  affiliates: ListMeta<Data.AffiliateFunnel> | null
  conversions: ListMeta<Data.AffiliateConversion> | null
}

/** SPEC §2.9 Affiliate tracking (DESIGN §8): by affiliate, and each conversion (app/lists/affiliates_list.ts). */
export default function AdminAffiliates({ view, totals, affiliates, conversions }: Props) {
  const { t } = useTranslation()
  const { date } = useDates()

  const byAffiliate: DataTableColumn<Data.AffiliateFunnel>[] = [
    nameColumn('code', (row) => row.code),
    figureColumn('clicks', (row) => count(row.clicks)),
    figureColumn('customers', (row) => count(row.customers)),
    figureColumn('conversions', (row) => count(row.conversions)),
    figureColumn('revenue', (row) => money(row.revenueSatang), false),
    figureColumn('commission', (row) => money(row.commissionSatang)),
  ]
  const perPayment: DataTableColumn<Data.AffiliateConversion>[] = [
    { id: 'created_at', cell: (row) => date(row.createdAt), sortable: true },
    { id: 'code', cell: (row) => row.code, hideable: false, className: 'font-medium' },
    { id: 'invoice', cell: (row) => row.invoiceNumber },
    figureColumn('amount', (row) => money(row.amountSatang)),
    figureColumn('commission', (row) => money(row.commissionSatang)),
    { id: 'synced', cell: (row) => t(`affiliates.synced.${row.tapfiliateId ? 'yes' : 'no'}`) },
  ]

  return (
    <>
      <AffiliatesHeading tapfiliate={totals.tapfiliate} />
      <AffiliateTotalsCards totals={totals} />
      <AffiliateViewTabs view={view} />
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
