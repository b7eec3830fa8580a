import type { Data } from '@generated/data'
import type { DetailsSpec } from '~/components/data_table/types'
import { useDeskDates } from '~/components/admin/support/desk'
import { DeskThreads } from '~/components/desk/staff_threads'
import { TicketClock, TicketHistory } from './ticket_history'
import { useTicketWords } from './ticket_words'

/** The ticket's information dialog: the message, the clock, its history and the member's requests. */
export function useTicketDetails(): DetailsSpec<Data.SupportTicket> {
  const { t, badge, category } = useTicketWords()
  const { dateTime } = useDeskDates()
  return {
    title: (row) => t('admin_tickets.details.title', { name: row.name }),
    fields: {
      'email': (row) => row.email,
      'membership_number': (row) => row.membershipNumber ?? '—',
      'category': (row) => category(row.category),
      'status': (row) => badge(row.status),
      'message': (row) => <span className="whitespace-pre-line">{row.message}</span>,
      'created_at': (row) => dateTime(row.createdAt),
      'clock': (row) => <TicketClock ticket={row} />,
      'resolved_at': (row) => dateTime(row.resolvedAt),
      'history': (row) => <TicketHistory ticket={row} />,
      // Member requests sent from Settings › My requests, answered here.
      'desk.staff.title': (row) => <DeskThreads source={{ support_ticket_id: row.id }} />,
    },
  }
}
