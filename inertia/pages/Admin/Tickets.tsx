import { useState } from 'react'
import type { Data } from '@generated/data'
import { DataTable } from '~/components/data_table/data_table'
import { statusActions } from '~/components/data_table/actions'
import { PageHeading } from '~/components/admin/page_heading'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { ClockBadge, useDeskDates } from '~/components/admin/support/desk'
import { openMatterAction } from '~/components/admin/intake/open_matter_action'
import { ContactCell } from '~/components/admin/tickets/contact_cell'
import { ReplyDialog } from '~/components/admin/tickets/reply_dialog'
import { useTicketDetails } from '~/components/admin/tickets/ticket_details'
import { useTicketWords } from '~/components/admin/tickets/ticket_words'

type Ticket = Data.SupportTicket

/** SPEC §2.9 Support Tickets: statuses with badges, transitions, replies and the response clock. */
export default function AdminTickets({ list }: { list: ListMeta<Ticket> }) {
  const { t, status, badge, category } = useTicketWords()
  const { dateTime } = useDeskDates()
  const details = useTicketDetails()
  const [replying, setReplying] = useState<Ticket | null>(null)
  const columns: DataTableColumn<Ticket>[] = [
    { id: 'name', cell: (row) => <ContactCell ticket={row} />, sortable: true, hideable: false },
    { id: 'membership_number', cell: (row) => row.membershipNumber ?? '—' },
    { id: 'category', cell: (row) => category(row.category) },
    { id: 'status', cell: (row) => badge(row.status), sortable: true },
    { id: 'clock', cell: (row) => <ClockBadge clock={row.clock} namespace="admin_tickets" /> },
    { id: 'created_at', cell: (row) => dateTime(row.createdAt), sortable: true },
  ]

  return (
    <>
      <PageHeading title={t('admin_tickets.title')} intro={t('admin_tickets.intro')} />
      <DataTable
        tableId="tickets"
        list={list}
        columns={columns}
        optionLabels={{ category }}
        exportable
        details={details}
        rowActions={[
          openMatterAction<Ticket>('support_ticket_id', t('admin_matters.open_matter')),
          { id: 'reply', hidden: (row) => !row.email, run: (row) => setReplying(row) },
          ...statusActions<Ticket>(
            'admin.tickets.status',
            ['pending', 'resolving', 'completed'],
            (row, to) => ({
              title: t(`admin_tickets.actions.to_${to}`),
              text: t('admin_tickets.confirm.status', { name: row.name, status: status(to) }),
              confirmText: t('common.yes'),
              variant: 'primary',
            })
          ),
        ]}
      />
      {replying ? <ReplyDialog ticket={replying} onClose={() => setReplying(null)} /> : null}
    </>
  )
}
