import { useState } from 'react'
import type { Data } from '@generated/data'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { statusColumn } from '~/components/admin/columns'
import { PageHeading } from '~/components/admin/page_heading'
import { IssuedLinkDialog, type IssuedLink } from '~/components/admin/poi/issued_link_dialog'
import { EmailLinkDialog } from '~/components/admin/poi/link_dialogs'
import { PoiMemberCell } from '~/components/admin/poi/member_cell'
import { RequestButton } from '~/components/admin/poi/request_button'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'

type Row = Data.IdentityVerification
type Props = {
  list: ListMeta<Row>
  documentTypes: string[]
  linkHours: number
  emailSubject: string
  issued: IssuedLink | null
}

/**
 * SPEC §2.9 Customer POI Management (lawyer): identity documents requested from members
 * (app/lists/customer_poi_list.ts). A request gives a single-use upload link, shown once in
 * the copy-link popup or emailed from the email popup.
 */
export default function AdminCustomerPoi(props: Props) {
  const { list, linkHours } = props
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const [emailTo, setEmailTo] = useState<Row | null>(null)
  // Only a document still awaited has a live upload link.
  const noLink = (row: Row) => row.status !== 'requested'

  const columns: DataTableColumn<Row>[] = [
    { id: 'member', hideable: false, cell: (row) => <PoiMemberCell row={row} /> },
    { id: 'document_type', cell: (row) => t(`poi.document_types.${row.documentType}`) },
    statusColumn('poi.status', { sortable: true }),
    { id: 'created_at', cell: (row) => dateTime(row.createdAt), sortable: true },
    { id: 'uploaded_at', cell: (row) => dateTime(row.uploadedAt), sortable: true },
    { id: 'link_expires_at', cell: (row) => (noLink(row) ? '—' : dateTime(row.linkExpiresAt)) },
  ]

  return (
    <>
      <PageHeading title={t('poi.title')} intro={t('poi.intro', { hours: linkHours })}>
        <RequestButton documentTypes={props.documentTypes} />
      </PageHeading>
      <DataTable
        list={list}
        columns={columns}
        rowActions={[
          { id: 'open', route: 'admin.customer_poi.show', method: 'get' },
          { id: 'copy_link', route: 'admin.customer_poi.link', hidden: noLink },
          { id: 'email', label: t('poi.actions.email_link'), hidden: noLink, run: setEmailTo },
        ]}
      />
      <IssuedLinkDialog issued={props.issued} hours={linkHours} />
      {emailTo ? (
        <EmailLinkDialog
          target={{ id: emailTo.id, email: emailTo.memberEmail, name: emailTo.memberName }}
          hours={linkHours}
          subject={props.emailSubject}
          onClose={() => setEmailTo(null)}
        />
      ) : null}
    </>
  )
}
