import { router } from '@inertiajs/react'
import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { useDateTime } from '~/components/admin/mail/recent_mailings'
import { buttonClasses } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import type { MailTemplateRow } from '../../../app/transformers/mail_transformer'

/** SPEC §2.9 Mail template (issue 14): the templates staff send, in English and Thai. */
export default function AdminMailTemplates({ list }: { list: ListMeta<MailTemplateRow> }) {
  const { t } = useTranslation()
  const date = useDateTime()
  const yesNo = (value: boolean) =>
    t(value ? 'admin_mail.templates.yes' : 'admin_mail.templates.no')
  const columns: DataTableColumn<MailTemplateRow>[] = [
    {
      id: 'name',
      header: t('admin_mail.fields.name'),
      cell: (row) => (
        <Link
          href={urlFor('admin.template.edit', { id: row.id })}
          className="font-medium text-navy-800 underline"
        >
          {row.name}
        </Link>
      ),
      sortable: true,
      hideable: false,
    },
    { id: 'key', header: t('admin_mail.fields.key'), cell: (row) => row.key, sortable: true },
    { id: 'subject', header: t('admin_mail.fields.subject'), cell: (row) => row.subject },
    { id: 'has_thai', header: t('admin_mail.templates.thai'), cell: (row) => yesNo(row.has_thai) },
    {
      id: 'is_active',
      header: t('admin_mail.fields.is_active'),
      cell: (row) => yesNo(row.is_active),
    },
    {
      id: 'updated_at',
      header: t('admin_mail.templates.updated_at'),
      cell: (row) => date(row.updated_at),
      sortable: true,
    },
  ]
  return (
    <>
      <Seo title={t('admin_mail.templates.title')} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{t('admin_mail.templates.title')}</h1>
        <Link href={urlFor('admin.template.create')} className={buttonClasses('primary')}>
          {t('admin_mail.templates.new')}
        </Link>
      </div>
      <DataTable
        tableId="mail_templates"
        url={urlFor('admin.template')}
        list={list}
        columns={columns}
        searchLabel={t('admin_mail.templates.search')}
        nothingYet={t('admin_mail.templates.nothing_yet')}
        filters={[
          {
            name: 'active',
            label: t('admin_mail.fields.is_active'),
            optionLabel: (value) => yesNo(value === 'yes'),
          },
        ]}
        rowActions={[
          {
            id: 'edit',
            label: t('admin_mail.templates.edit'),
            run: (row) => router.visit(urlFor('admin.template.edit', { id: row.id })),
          },
          {
            id: 'delete',
            label: t('admin_mail.templates.delete'),
            confirm: (row) => ({
              title: t('admin_mail.templates.delete'),
              text: t('admin_mail.templates.delete_text', { name: row.name }),
              confirmText: t('admin_mail.templates.delete'),
              variant: 'danger',
            }),
            run: (row) =>
              new Promise((resolve) =>
                router.delete(urlFor('admin.template.destroy', { id: row.id }), {
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
