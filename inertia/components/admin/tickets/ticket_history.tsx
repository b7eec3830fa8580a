import type { Data } from '@generated/data'
import { ClockBadge, Timeline, useDeskDates } from '~/components/admin/support/desk'
import { useTicketWords } from './ticket_words'

type Ticket = Data.SupportTicket

/** The response clock, and when the first answer went out. */
export function TicketClock({ ticket }: { ticket: Ticket }) {
  const { t } = useTicketWords()
  const { dateTime } = useDeskDates()
  return (
    <span>
      <ClockBadge clock={ticket.clock} namespace="admin_tickets" />
      {ticket.clock.respondedAt ? (
        <span className="ml-2 text-slate-600">
          {t('admin_tickets.clock.responded', { time: dateTime(ticket.clock.respondedAt) })}
        </span>
      ) : null}
    </span>
  )
}

/** The ticket's replies and status changes, oldest first. */
export function TicketHistory({ ticket }: { ticket: Ticket }) {
  const { t, status } = useTicketWords()
  const text = (event: Ticket['history'][number]) =>
    event.kind === 'reply'
      ? `${t('admin_tickets.history.reply', { subject: event.subject ?? '' })}\n${event.body ?? ''}`
      : t('admin_tickets.history.status', {
          from: status(event.fromStatus ?? ''),
          to: status(event.toStatus ?? ''),
        })
  return (
    <Timeline
      empty={t('admin_tickets.history.empty')}
      items={ticket.history.map((event) => ({
        id: event.id,
        at: event.at,
        by: event.by,
        text: text(event),
      }))}
    />
  )
}
