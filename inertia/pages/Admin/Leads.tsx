import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import type { LeadRow } from '../../../app/transformers/lead_transformer'
import { formatDateTime } from '~/lib/dates'
import { PhoneLinks } from '~/components/phone_links'

type Props = {
  list: ListMeta<LeadRow>
  can: { export: boolean }
}

/** Issue 14 point 1: the leads of the "Get Legal Support Today" popup, from the admin list kit. */
export default function AdminLeads({ list, can }: Props) {
  const { t, locale } = useTranslation()
  const date = (iso: string) => formatDateTime(iso, locale)
  const conversation = (value: string | null) => t(`admin_leads.conversation.${value ?? 'none'}`)
  const source = (value: string) => (value === 'popup' ? t('admin_leads.source.popup') : value)

  const columns: DataTableColumn<LeadRow>[] = [
    {
      id: 'name',
      header: t('admin_leads.columns.name'),
      cell: (row) => row.name,
      sortable: true,
      hideable: false,
      className: 'font-medium',
    },
    {
      id: 'email',
      header: t('admin_leads.columns.email'),
      cell: (row) => <a href={`mailto:${row.email}`}>{row.email}</a>,
      sortable: true,
    },
    {
      id: 'phone',
      header: t('admin_leads.columns.phone'),
      cell: (row) => <PhoneLinks value={row.phone} links={row.phone_links} />,
      className: 'whitespace-nowrap',
    },
    {
      id: 'conversation',
      header: t('admin_leads.columns.conversation'),
      cell: (row) => (
        <span data-status={row.conversation ?? 'none'}>{conversation(row.conversation)}</span>
      ),
    },
    {
      id: 'created_at',
      header: t('admin_leads.columns.created_at'),
      cell: (row) => date(row.created_at),
      sortable: true,
    },
  ]

  return (
    <>
      <Seo title={t('admin_leads.title')} />
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">{t('admin_leads.title')}</h1>
      <DataTable
        tableId="leads"
        url={urlFor('admin.leads')}
        list={list}
        columns={columns}
        searchLabel={t('admin_leads.search')}
        nothingYet={t('admin_leads.nothing_yet')}
        filters={[
          {
            name: 'conversation',
            label: t('admin_leads.columns.conversation'),
            optionLabel: (value) => conversation(value === 'none' ? null : value),
          },
        ]}
        exportHref={can.export ? urlFor('admin.leads.export') : undefined}
        details={(row) => ({
          title: row.name,
          fields: [
            { label: t('admin_leads.columns.email'), value: row.email },
            { label: t('admin_leads.columns.phone'), value: row.phone },
            { label: t('admin_leads.columns.source'), value: source(row.source) },
            { label: t('admin_leads.columns.conversation'), value: conversation(row.conversation) },
            { label: t('admin_leads.columns.created_at'), value: date(row.created_at) },
          ],
        })}
      />
    </>
  )
}
