import type { Data } from '@generated/data'
import { DataTable } from '~/components/data_table/data_table'
import { PageHeading } from '~/components/admin/page_heading'
import { useRowDialog } from '~/components/data_table/use_row_dialog'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { RequestDialog, type Lawyer } from '~/components/admin/consultancy_requests/request_dialog'
import { useConsultancyDetails } from '~/components/admin/consultancy_requests/consultancy_details'
import { useConsultancyWords } from '~/components/admin/consultancy_requests/consultancy_words'
import { useConsultancyMoves } from '~/components/admin/consultancy_requests/consultancy_moves'

type Row = Data.ConsultancyRequest
type Props = {
  list: ListMeta<Row>
  can: { all: boolean; assign: boolean }
  lawyers: Lawyer[]
}

/** SPEC §2.9 Consultancy Requests: the four roles see all, a lawyer only their own. */
export default function AdminConsultancyRequests({ list, can, lawyers }: Props) {
  const { t, dateTime, badge, lawyer, clock } = useConsultancyWords()
  const details = useConsultancyDetails()
  const moves = useConsultancyMoves()
  const assign = useRowDialog<Row>((row, close) => (
    <RequestDialog action="assign" request={row} lawyers={lawyers} onClose={close} />
  ))
  const note = useRowDialog<Row>((row, close) => (
    <RequestDialog action="note" request={row} onClose={close} />
  ))
  const columns: DataTableColumn<Row>[] = [
    {
      id: 'intake_number',
      sortable: true,
      hideable: false,
      className: 'font-medium whitespace-nowrap',
    },
    { id: 'user', cell: (row) => row.user?.name ?? '—' },
    { id: 'category' },
    { id: 'preferred_date_time', cell: (row) => dateTime(row.preferredDateTime), sortable: true },
    { id: 'status', cell: (row) => badge(row.status) },
    // A lawyer sees only their own requests: the column would repeat their name.
    ...(can.all ? [{ id: 'lawyer', cell: lawyer }] : []),
    { id: 'clock', cell: clock },
  ]

  return (
    <>
      <PageHeading
        title={t('admin_consultancy.title')}
        intro={t(can.all ? 'admin_consultancy.intro' : 'admin_consultancy.intro_lawyer')}
      />
      <DataTable
        tableId="consultancy-requests"
        list={list}
        columns={columns}
        nothingYet={can.all ? undefined : t('admin_consultancy.nothing_yet_lawyer')}
        optionLabels={{ assigned: (value) => t(`admin_consultancy.filters.assigned_${value}`) }}
        exportable
        details={details}
        can={can}
        rowActions={[
          { id: 'assign', hidden: (row) => row.status === 'completed', run: assign.open },
          { id: 'note', run: note.open },
          ...moves,
        ]}
      />
      {assign.dialog}
      {note.dialog}
    </>
  )
}
