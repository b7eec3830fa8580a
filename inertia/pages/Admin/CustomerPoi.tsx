import { useEffect, useState } from 'react'
import { Link } from '~/components/link'
import { router } from '@inertiajs/react'
import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import {
  EmailField,
  Form,
  SelectField,
  SubmitButton,
  TextareaField,
  useRouteForm,
} from '~/components/form'
import { DialogShell } from '~/components/ui/dialog'
import { Button } from '~/components/ui/button'
import { CopyLinkDialog, EmailLinkDialog } from '~/components/admin/poi/link_dialogs'
import { PoiStatusBadge } from '~/components/admin/poi/status_badge'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import type { PoiRow } from '../../../app/transformers/admin_plans_transformer'
import { formatDateTime } from '~/lib/dates'

type Issued = { id: number; url: string; email: string; name: string }

type Props = {
  list: ListMeta<PoiRow>
  documentTypes: string[]
  linkHours: number
  emailSubject: string
  issued: Issued | null
}

/**
 * SPEC §2.9 Customer POI Management (lawyer): identity documents requested
 * from members. A request gives a single-use upload link, shown once in the
 * copy-link popup or emailed from the email popup.
 */
export default function AdminCustomerPoi({
  list,
  documentTypes,
  linkHours,
  emailSubject,
  issued,
}: Props) {
  const { t, locale } = useTranslation()
  const [requesting, setRequesting] = useState(false)
  const [copyLink, setCopyLink] = useState<Issued | null>(issued)
  const [emailTo, setEmailTo] = useState<PoiRow | null>(null)
  useEffect(() => setCopyLink(issued), [issued])

  const date = (iso: string | null) => formatDateTime(iso, locale)
  const docType = (value: string) => t(`poi.document_types.${value}`)
  const waiting = (row: PoiRow) => row.status === 'requested'

  const columns: DataTableColumn<PoiRow>[] = [
    {
      id: 'member',
      header: t('poi.columns.member'),
      cell: (row) => (
        <Link
          href={urlFor('admin.customer_poi.show', { id: row.id })}
          className="font-medium text-navy-700 underline"
        >
          {row.member_name}
          <span className="block text-xs font-normal text-slate-600">{row.member_email}</span>
        </Link>
      ),
      hideable: false,
    },
    {
      id: 'document_type',
      header: t('poi.columns.document_type'),
      cell: (row) => docType(row.document_type),
    },
    {
      id: 'status',
      header: t('poi.columns.status'),
      cell: (row) => <PoiStatusBadge status={row.status} />,
      sortable: true,
    },
    {
      id: 'created_at',
      header: t('poi.columns.created_at'),
      cell: (row) => date(row.created_at),
      sortable: true,
    },
    {
      id: 'uploaded_at',
      header: t('poi.columns.uploaded_at'),
      cell: (row) => date(row.uploaded_at),
      sortable: true,
    },
    {
      id: 'link_expires_at',
      header: t('poi.columns.link_expires_at'),
      cell: (row) => (waiting(row) ? date(row.link_expires_at) : '—'),
    },
  ]

  return (
    <>
      <Seo title={t('poi.title')} />
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{t('poi.title')}</h1>
          <p className="mt-1 max-w-3xl text-slate-600">{t('poi.intro', { hours: linkHours })}</p>
        </div>
        <Button onClick={() => setRequesting(true)} data-testid="poi-request-open">
          {t('poi.actions.request')}
        </Button>
      </div>
      <DataTable
        tableId="customer-poi"
        url={urlFor('admin.customer_poi')}
        list={list}
        columns={columns}
        searchLabel={t('poi.search')}
        nothingYet={t('poi.nothing_yet')}
        filters={[
          {
            name: 'status',
            label: t('poi.columns.status'),
            optionLabel: (value) => t(`poi.status.${value}`),
          },
          { name: 'document_type', label: t('poi.columns.document_type'), optionLabel: docType },
        ]}
        rowActions={[
          {
            id: 'open',
            label: t('poi.actions.open'),
            run: (row) => router.visit(urlFor('admin.customer_poi.show', { id: row.id })),
          },
          {
            id: 'copy',
            label: t('poi.actions.copy_link'),
            hidden: (row) => !waiting(row),
            run: (row) =>
              new Promise((resolve) =>
                router.post(
                  urlFor('admin.customer_poi.link', { id: row.id }),
                  {},
                  { preserveScroll: true, onFinish: resolve }
                )
              ),
          },
          {
            id: 'email',
            label: t('poi.actions.email_link'),
            hidden: (row) => !waiting(row),
            run: (row) => setEmailTo(row),
          },
        ]}
      />
      {requesting ? (
        <RequestDialog documentTypes={documentTypes} onClose={() => setRequesting(false)} />
      ) : null}
      {copyLink ? (
        <CopyLinkDialog link={copyLink} hours={linkHours} onClose={() => setCopyLink(null)} />
      ) : null}
      {emailTo ? (
        <EmailLinkDialog
          target={{ id: emailTo.id, email: emailTo.member_email, name: emailTo.member_name }}
          hours={linkHours}
          subject={emailSubject}
          onClose={() => setEmailTo(null)}
        />
      ) : null}
    </>
  )
}

function RequestDialog({
  documentTypes,
  onClose,
}: {
  documentTypes: string[]
  onClose: () => void
}) {
  const { t } = useTranslation()
  const form = useRouteForm(
    'admin.customer_poi.request',
    { email: '', document_type: 'passport', note: '' },
    { preserveScroll: true, onSuccess: onClose }
  )
  return (
    <DialogShell
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('poi.request.title')}
      description={t('poi.request.text')}
      locked={form.processing}
    >
      <Form form={form} className="mt-4 space-y-4" data-testid="poi-request-form">
        <EmailField form={form} name="email" label={t('poi.fields.email')} required autoFocus />
        <SelectField
          form={form}
          name="document_type"
          label={t('poi.fields.document_type')}
          options={documentTypes.map((value) => ({
            value,
            label: t(`poi.document_types.${value}`),
          }))}
          required
        />
        <TextareaField
          form={form}
          name="note"
          label={t('poi.fields.note')}
          hint={t('poi.hints.note')}
          rows={3}
          rule={{ maxLength: 1000 }}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" type="button" onClick={onClose} disabled={form.processing}>
            {t('common.cancel')}
          </Button>
          <SubmitButton form={form}>{t('poi.request.submit')}</SubmitButton>
        </div>
      </Form>
    </DialogShell>
  )
}
