import { Seo } from '~/components/seo'
import { Link } from '~/components/link'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { buttonClasses } from '~/components/ui/button'
import { MatterBadges } from '~/components/admin/matters/matter_badges'
import { useDeskDates } from '~/components/admin/support/desk'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import type { MatterRow } from '../../../app/transformers/matter_transformer'

type Props = {
  list: ListMeta<MatterRow>
  can: { all: boolean; assign: boolean }
  lawyers: Array<{ id: number; name: string }>
}

/** Issue 18 item 1: the four roles see every matter, a lawyer only their own. */
export default function AdminMatters({ list, can, lawyers }: Props) {
  const { t } = useTranslation()
  const { date } = useDeskDates()
  const lawyerName = (id: string) => lawyers.find((lawyer) => String(lawyer.id) === id)?.name ?? id
  const columns: DataTableColumn<MatterRow>[] = [
    {
      id: 'title',
      header: t('admin_matters.columns.title'),
      cell: (row) => (
        <Link
          href={urlFor('admin.matters.show', { id: row.id })}
          className="font-medium text-navy-800 underline"
        >
          {row.title}
        </Link>
      ),
      sortable: true,
      hideable: false,
    },
    {
      id: 'member',
      header: t('admin_matters.columns.member'),
      cell: (row) => (
        <>
          {row.member?.name ?? '—'}
          <span className="block text-xs text-slate-500">{row.membership_number}</span>
        </>
      ),
    },
    {
      id: 'plan',
      header: t('admin_matters.columns.plan'),
      cell: (row) => (row.plan ? t(`admin_matters.plans.${row.plan}`) : '—'),
    },
    {
      id: 'category',
      header: t('admin_matters.columns.category'),
      cell: (row) => t(`admin_matters.categories.${row.category}`),
    },
    {
      id: 'status',
      header: t('admin_matters.columns.status'),
      cell: (row) => <MatterBadges matter={row} />,
    },
    ...(can.all
      ? [
          {
            id: 'lawyer',
            header: t('admin_matters.columns.lawyer'),
            cell: (row: MatterRow) => row.lawyer?.name ?? t('admin_matters.unassigned'),
          },
        ]
      : []),
    {
      id: 'began_on',
      header: t('admin_matters.columns.began_on'),
      cell: (row) => date(row.began_on),
      sortable: true,
    },
    {
      id: 'created_at',
      header: t('admin_matters.columns.created_at'),
      cell: (row) => date(row.created_at),
      sortable: true,
    },
  ]
  return (
    <>
      <Seo title={t('admin_matters.title')} />
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{t('admin_matters.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {t(can.all ? 'admin_matters.intro' : 'admin_matters.intro_lawyer')}
          </p>
        </div>
        {/* A lawyer opens a matter from a consultancy request assigned to them, not blank. */}
        {can.all ? (
          <Link
            href={urlFor('admin.matters.create')}
            className={buttonClasses('primary')}
            data-testid="new"
          >
            {t('admin_matters.new')}
          </Link>
        ) : null}
      </div>
      <DataTable
        tableId="matters"
        url={urlFor('admin.matters')}
        list={list}
        columns={columns}
        searchLabel={t('admin_matters.search')}
        nothingYet={t(can.all ? 'admin_matters.nothing_yet' : 'admin_matters.nothing_yet_lawyer')}
        filters={[
          {
            name: 'status',
            label: t('admin_matters.columns.status'),
            optionLabel: (value) => t(`admin_matters.status.${value}`),
          },
          {
            name: 'category',
            label: t('admin_matters.columns.category'),
            optionLabel: (value) => t(`admin_matters.categories.${value}`),
          },
          ...(can.all
            ? [
                {
                  name: 'lawyer',
                  label: t('admin_matters.filters.lawyer'),
                  optionLabel: lawyerName,
                },
              ]
            : []),
          {
            name: 'plan',
            label: t('admin_matters.filters.plan'),
            optionLabel: (value) => t(`admin_matters.plans.${value}`),
          },
        ]}
      />
    </>
  )
}
