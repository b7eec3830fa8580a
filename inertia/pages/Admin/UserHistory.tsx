import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { ExtraFilters, useDateFormat } from '~/components/admin/users/list_extras'
import { AuditChanges } from '~/components/admin/users/audit_changes'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import type { AuditRow } from '../../../app/transformers/admin_user_transformer'

type Props = {
  list: ListMeta<AuditRow>
  /** Actor id → name, for the actor filter. */
  actors: Record<string, string>
}

/** SPEC §2.9 Users History: the audit log of every staff write, from the admin list kit. */
export default function AdminUserHistory({ list, actors }: Props) {
  const { t, locale } = useTranslation()
  const date = useDateFormat(locale)
  const url = urlFor('admin.user_history')
  const who = (row: AuditRow) => (row.actor ? row.actor.name : t('user_history.system'))
  const subject = (row: AuditRow) =>
    row.subject_type ? `${row.subject_type} #${row.subject_id}` : '—'

  const columns: DataTableColumn<AuditRow>[] = [
    {
      id: 'created_at',
      header: t('user_history.columns.created_at'),
      sortable: true,
      hideable: false,
      cell: (row) => date(row.created_at, true),
      className: 'whitespace-nowrap',
    },
    { id: 'actor', header: t('user_history.columns.actor'), cell: who },
    {
      id: 'action',
      header: t('user_history.columns.action'),
      sortable: true,
      cell: (row) => <span className="font-mono text-xs">{row.action}</span>,
    },
    { id: 'subject', header: t('user_history.columns.subject'), cell: subject },
    { id: 'ip', header: t('user_history.columns.ip'), cell: (row) => row.ip ?? '—' },
  ]

  return (
    <>
      <Seo title={t('user_history.title')} />
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">{t('user_history.title')}</h1>
      <ExtraFilters
        url={url}
        list={list as ListMeta<unknown>}
        testId="history-extra-filters"
        fields={[
          { name: 'subject_id', label: t('user_history.filters.subject_id'), type: 'text' },
          { name: 'from', label: t('user_history.filters.from'), type: 'date' },
          { name: 'to', label: t('user_history.filters.to'), type: 'date' },
        ]}
      />
      <DataTable
        tableId="user_history"
        url={url}
        list={list}
        columns={columns}
        searchLabel={t('user_history.search')}
        nothingYet={t('user_history.nothing_yet')}
        filters={[
          {
            name: 'actor',
            label: t('user_history.filters.actor'),
            optionLabel: (value) => actors[value] ?? `#${value}`,
          },
          {
            name: 'action',
            label: t('user_history.filters.action'),
            optionLabel: (value) => value,
          },
          {
            name: 'subject_type',
            label: t('user_history.filters.subject_type'),
            optionLabel: (value) => value,
          },
        ]}
        exportHref={urlFor('admin.user_history.export')}
        details={(row) => ({
          title: row.action,
          fields: [
            { label: t('user_history.columns.created_at'), value: date(row.created_at, true) },
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
