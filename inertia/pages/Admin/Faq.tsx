import type { Data } from '@generated/data'
import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import { useThaiCoverage } from '~/components/data_table/thai_coverage'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { buttonClasses } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'
import { urlFor } from '~/client'

type Row = Data.FaqRow

/**
 * SPEC §2.9 FAQ: one FAQ page at a time (general, each plan's, resources) in
 * its public order — a heading opens a group — with move up/down, edit and
 * delete (app/lists/faq_list.ts).
 */
export default function AdminFaq({ list }: { list: ListMeta<Row> }) {
  const { t, locale } = useTranslation()
  const { date } = useDates()
  const thai = useThaiCoverage<Row>()
  const pageKey = list.filters.page_key ?? 'general'
  // Moving means something only in the public order.
  const unordered = () => list.sort !== 'position' || Boolean(list.q)

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'position',
      cell: (row) => row.position,
      sortable: true,
      hideable: false,
      className: 'w-12 tabular-nums',
    },
    {
      id: 'question',
      sortable: true,
      hideable: false,
      cell: (row) => (
        <div>
          {row.groupHeading ? (
            <p className="text-xs font-semibold uppercase tracking-wide text-gold-700">
              {(locale === 'th' && row.groupHeadingTh) || row.groupHeading}
            </p>
          ) : null}
          <Link
            route="admin.faq.edit"
            routeParams={{ id: row.id }}
            className="font-medium text-navy-700 underline"
          >
            {/* Staff reading Thai see the Thai question when there is one. */}
            {(locale === 'th' && row.questionTh) || row.question}
          </Link>
        </div>
      ),
    },
    thai.column,
    { id: 'published', cell: (row) => t(`admin_faq.${row.isPublished ? 'yes' : 'no'}`) },
    { id: 'updated_at', cell: (row) => date(row.updatedAt), sortable: true },
  ]

  return (
    <>
      <Seo title={t('admin_faq.title')} />
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{t('admin_faq.title')}</h1>
          <p className="mt-1 text-slate-600">{t('admin_faq.intro')}</p>
        </div>
        <Link
          href={`${urlFor('admin.faq.create')}?page_key=${encodeURIComponent(pageKey)}`}
          className={buttonClasses('primary', 'md')}
        >
          {t('admin_faq.actions.create')}
        </Link>
      </div>
      <DataTable
        tableId="faq"
        list={list}
        columns={columns}
        rowActions={[
          { id: 'edit', route: 'admin.faq.edit', method: 'get' },
          {
            id: 'move_up',
            route: 'admin.faq.move',
            data: () => ({ direction: 'up' }),
            hidden: unordered,
          },
          {
            id: 'move_down',
            route: 'admin.faq.move',
            data: () => ({ direction: 'down' }),
            hidden: unordered,
          },
          { id: 'delete', route: 'admin.faq.destroy', method: 'delete', confirm: 'danger' },
        ]}
      />
    </>
  )
}
