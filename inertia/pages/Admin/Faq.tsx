import { Link } from '~/components/link'
import { router } from '@inertiajs/react'
import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import { useThaiCoverage } from '~/components/data_table/thai_coverage'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { buttonClasses } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import type { FaqRow } from '../../../app/transformers/admin_plans_transformer'
import { formatDate } from '~/lib/dates'

/**
 * Admin › FAQ (issue 13 point 6): one FAQ page at a time (general, each
 * plan's, resources) in its public order — a heading opens a group — with
 * move up/down, edit and delete.
 */
export default function AdminFaq({ list }: { list: ListMeta<FaqRow> }) {
  const { t, locale } = useTranslation()
  const pageKey = list.filters.page_key ?? 'general'
  const date = (iso: string) => formatDate(iso, locale)
  const move = (row: FaqRow, direction: 'up' | 'down') =>
    new Promise((resolve) =>
      router.post(
        urlFor('admin.faq.move', { id: row.id }),
        { direction },
        { preserveScroll: true, onFinish: resolve }
      )
    )
  const ordered = list.sort === 'position' && !list.q

  const thai = useThaiCoverage<FaqRow>()
  const columns: DataTableColumn<FaqRow>[] = [
    {
      id: 'position',
      header: '#',
      cell: (row) => row.position,
      sortable: true,
      hideable: false,
      className: 'w-12 tabular-nums',
    },
    {
      id: 'question',
      header: t('admin_faq.columns.question'),
      cell: (row) => (
        <div>
          {row.group_heading ? (
            <p className="text-xs font-semibold uppercase tracking-wide text-gold-700">
              {(locale === 'th' && row.group_heading_th) || row.group_heading}
            </p>
          ) : null}
          <Link
            href={urlFor('admin.faq.edit', { id: row.id })}
            className="font-medium text-navy-700 underline"
          >
            {/* Staff reading Thai see the Thai question when there is one. */}
            {(locale === 'th' && row.question_th) || row.question}
          </Link>
        </div>
      ),
      sortable: true,
      hideable: false,
    },
    thai.column,
    {
      id: 'published',
      header: t('admin_faq.columns.published'),
      cell: (row) => (row.is_published ? t('admin_faq.yes') : t('admin_faq.no')),
    },
    {
      id: 'updated_at',
      header: t('admin_faq.columns.updated_at'),
      cell: (row) => date(row.updated_at),
      sortable: true,
    },
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
        url={urlFor('admin.faq')}
        list={list}
        columns={columns}
        searchLabel={t('admin_faq.search')}
        nothingYet={t('admin_faq.nothing_yet')}
        filters={[
          thai.filter,
          {
            name: 'page_key',
            label: t('admin_faq.columns.page'),
            optionLabel: (value) => t(`admin_faq.pages.${value}`),
          },
          {
            name: 'published',
            label: t('admin_faq.columns.published'),
            optionLabel: (value) => t(`admin_faq.${value}`),
          },
        ]}
        rowActions={[
          {
            id: 'edit',
            label: t('admin_faq.actions.edit'),
            run: (row) => router.visit(urlFor('admin.faq.edit', { id: row.id })),
          },
          {
            id: 'up',
            label: t('admin_faq.actions.move_up'),
            hidden: () => !ordered,
            run: (row) => move(row, 'up'),
          },
          {
            id: 'down',
            label: t('admin_faq.actions.move_down'),
            hidden: () => !ordered,
            run: (row) => move(row, 'down'),
          },
          {
            id: 'delete',
            label: t('admin_faq.actions.delete'),
            confirm: (row) => ({
              title: t('admin_faq.actions.delete'),
              text: t('admin_faq.confirm.delete', { question: row.question }),
              confirmText: t('admin_faq.actions.delete'),
              variant: 'danger',
            }),
            run: (row) =>
              new Promise((resolve) =>
                router.delete(urlFor('admin.faq.destroy', { id: row.id }), {
                  preserveScroll: true,
                  onFinish: resolve,
                })
              ),
          },
        ]}
      />
    </>
  )
}
