import type { Data } from '@generated/data'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { PageHeading } from '~/components/admin/page_heading'
import { ExtraFilters } from '~/components/admin/users/list_extras'
import { useAuditText } from '~/components/admin/users/audit_text'
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
  const { who, subject, details } = useAuditText()
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
      <PageHeading title={t('user_history.title')} />
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
        details={details}
      />
    </>
  )
}
