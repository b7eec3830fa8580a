import type { Data } from '@generated/data'
import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { ExtraFilters } from '~/components/admin/users/list_extras'
import { AuditChanges } from '~/components/admin/users/audit_changes'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'
import { urlFor } from '~/client'

type Row = Data.AuditLog
type Props = {
  list: ListMeta<Row>
  /** Actor id → name, for the actor filter. */
  actors: Record<string, string>
}

/** SPEC §2.9 Users History: the audit log of every staff write (app/lists/user_history_list.ts). */
export default function AdminUserHistory({ list, actors }: Props) {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const who = (row: Row) => (row.actor ? row.actor.name : t('user_history.system'))
  const subject = (row: Row) => (row.subjectType ? `${row.subjectType} #${row.subjectId}` : '—')
  const raw = (value: string) => value

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'created_at',
      sortable: true,
      hideable: false,
      cell: (row) => dateTime(row.createdAt),
      className: 'whitespace-nowrap',
    },
    { id: 'actor', cell: who },
    {
      id: 'action',
      sortable: true,
      cell: (row) => <span className="font-mono text-xs">{row.action}</span>,
    },
    { id: 'subject', cell: subject },
    { id: 'ip', cell: (row) => row.ip ?? '—' },
  ]

  return (
    <>
      <Seo title={t('user_history.title')} />
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">{t('user_history.title')}</h1>
      <ExtraFilters
        url={urlFor('admin.user_history')}
        list={list as ListMeta<unknown>}
        testId="history-extra-filters"
        fields={[{ name: 'subject_id', label: t('user_history.filters.subject_id'), type: 'text' }]}
      />
      <DataTable
        list={list}
        columns={columns}
        optionLabels={{
          actor: (value) => actors[value] ?? `#${value}`,
          action: raw,
          subject_type: raw,
        }}
        exportable
        details={(row) => ({
          title: row.action,
          fields: [
            { label: t('user_history.columns.created_at'), value: dateTime(row.createdAt) },
            {
              label: t('user_history.columns.actor'),
              value: row.actor
                ? `${row.actor.name} <${row.actor.email}>`
                : t('user_history.system'),
            },
            { label: t('user_history.columns.subject'), value: subject(row) },
            { label: t('user_history.columns.ip'), value: row.ip ?? '—' },
            {
              label: t('user_history.details.changes'),
              value: <AuditChanges changes={row.changes} />,
            },
          ],
        })}
      />
    </>
  )
}
