import type { Data } from '@generated/data'
import { Seo } from '~/components/seo'
import { Link } from '~/components/link'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { buttonClasses } from '~/components/ui/button'
import { MatterBadges } from '~/components/admin/matters/matter_badges'
import { useDeskDates } from '~/components/admin/support/desk'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'

type Props = {
  list: ListMeta<Data.Matter>
  can: { all: boolean; assign: boolean }
  lawyers: Array<{ id: number; name: string }>
}

/** SPEC §2.9 Matters (app/lists/matters_list.ts): the four roles see every matter, a lawyer only their own. */
export default function AdminMatters({ list, can, lawyers }: Props) {
  const { t } = useTranslation()
  const { date } = useDeskDates()
  const lawyerName = (id: string) => lawyers.find((lawyer) => String(lawyer.id) === id)?.name ?? id
  const columns: DataTableColumn<Data.Matter>[] = [
    {
      id: 'title',
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
      cell: (row) => (
        <>
          {row.member?.name ?? '—'}
          <span className="block text-xs text-slate-500">{row.membershipNumber}</span>
        </>
      ),
    },
    {
      id: 'plan',
      cell: (row) => (row.plan ? t(`admin_matters.plans.${row.plan}`) : '—'),
    },
    {
      id: 'category',
      cell: (row) => t(`admin_matters.categories.${row.category}`),
    },
    {
      id: 'status',
      cell: (row) => <MatterBadges matter={row} />,
    },
    ...(can.all
      ? [
          {
            id: 'lawyer',
            cell: (row: Data.Matter) => row.lawyer?.name ?? t('admin_matters.unassigned'),
          },
        ]
      : []),
    {
      id: 'began_on',
      cell: (row) => date(row.beganOn),
      sortable: true,
    },
    {
      id: 'created_at',
      cell: (row) => date(row.createdAt),
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
        list={list}
        columns={columns}
        nothingYet={can.all ? undefined : t('admin_matters.nothing_yet_lawyer')}
        optionLabels={{ lawyer: lawyerName }}
      />
    </>
  )
}
