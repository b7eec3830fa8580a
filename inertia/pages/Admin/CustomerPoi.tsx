import { useEffect, useState } from 'react'
import type { Data } from '@generated/data'
import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { Button } from '~/components/ui/button'
import { Badge } from '~/components/ui/badge'
import { CopyLinkDialog, EmailLinkDialog } from '~/components/admin/poi/link_dialogs'
import { RequestDialog } from '~/components/admin/poi/request_dialog'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'

type Row = Data.IdentityVerification
type Issued = { id: number; url: string; email: string; name: string }
type Props = {
  list: ListMeta<Row>
  documentTypes: string[]
  linkHours: number
  emailSubject: string
  issued: Issued | null
}

/**
 * SPEC §2.9 Customer POI Management (lawyer): identity documents requested from members
 * (app/lists/customer_poi_list.ts). A request gives a single-use upload link, shown once in
 * the copy-link popup or emailed from the email popup.
 */
export default function AdminCustomerPoi({
  list,
  documentTypes,
  linkHours,
  emailSubject,
  issued,
}: Props) {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const [requesting, setRequesting] = useState(false)
  const [copyLink, setCopyLink] = useState<Issued | null>(issued)
  const [emailTo, setEmailTo] = useState<Row | null>(null)
  useEffect(() => setCopyLink(issued), [issued])
  const waiting = (row: Row) => row.status === 'requested'

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'member',
      hideable: false,
      cell: (row) => (
        <Link
          route="admin.customer_poi.show"
          routeParams={{ id: row.id }}
          className="font-medium text-navy-700 underline"
        >
          {row.memberName}
          <span className="block text-xs font-normal text-slate-600">{row.memberEmail}</span>
        </Link>
      ),
    },
    { id: 'document_type', cell: (row) => t(`poi.document_types.${row.documentType}`) },
    {
      id: 'status',
      cell: (row) => <Badge status={row.status}>{t(`poi.status.${row.status}`)}</Badge>,
      sortable: true,
    },
    { id: 'created_at', cell: (row) => dateTime(row.createdAt), sortable: true },
    { id: 'uploaded_at', cell: (row) => dateTime(row.uploadedAt), sortable: true },
    { id: 'link_expires_at', cell: (row) => (waiting(row) ? dateTime(row.linkExpiresAt) : '—') },
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
        list={list}
        columns={columns}
        rowActions={[
          { id: 'open', route: 'admin.customer_poi.show', method: 'get' },
          { id: 'copy_link', route: 'admin.customer_poi.link', hidden: (row) => !waiting(row) },
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
          target={{ id: emailTo.id, email: emailTo.memberEmail, name: emailTo.memberName }}
          hours={linkHours}
          subject={emailSubject}
          onClose={() => setEmailTo(null)}
        />
      ) : null}
    </>
  )
}
