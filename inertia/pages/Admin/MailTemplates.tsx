import type { Data } from '@generated/data'
import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { buttonClasses } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'

type Row = Data.MailTemplateRow

/** SPEC §2.9 Mail template: the templates staff send, in English and Thai (app/lists/mail_templates_list.ts). */
export default function AdminMailTemplates({ list }: { list: ListMeta<Row> }) {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const yesNo = (value: boolean) => t(`admin_mail.templates.${value ? 'yes' : 'no'}`)
  const columns: DataTableColumn<Row>[] = [
    {
      id: 'name',
      sortable: true,
      hideable: false,
      cell: (row) => (
        <Link
          route="admin.template.edit"
          routeParams={{ id: row.id }}
          className="font-medium text-navy-800 underline"
        >
          {row.name}
        </Link>
      ),
    },
    { id: 'key', cell: (row) => row.key, sortable: true },
    { id: 'subject', cell: (row) => row.subject },
    { id: 'has_thai', cell: (row) => yesNo(row.hasThai) },
    { id: 'is_active', cell: (row) => yesNo(row.isActive) },
    { id: 'updated_at', cell: (row) => dateTime(row.updatedAt), sortable: true },
  ]
  return (
    <>
      <Seo title={t('admin_mail.templates.title')} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{t('admin_mail.templates.title')}</h1>
        <Link route="admin.template.create" className={buttonClasses('primary')}>
          {t('admin_mail.templates.new')}
        </Link>
      </div>
      <DataTable
        tableId="mail_templates"
        list={list}
        columns={columns}
        rowActions={[
          { id: 'edit', route: 'admin.template.edit', method: 'get' },
          { id: 'delete', route: 'admin.template.destroy', method: 'delete', confirm: 'danger' },
        ]}
      />
    </>
  )
}
