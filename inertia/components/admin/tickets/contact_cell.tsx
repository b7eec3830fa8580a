import type { Data } from '@generated/data'
import { PhoneLinks } from '~/components/phone_links'

/** Who wrote the ticket: name, email and phone links. */
export function ContactCell({ ticket }: { ticket: Data.SupportTicket }) {
  return (
    <div>
      <p className="font-medium">{ticket.name}</p>
      <p className="text-xs text-slate-500">{ticket.email}</p>
      {ticket.phoneLinks ? (
        <p className="text-xs">
          <PhoneLinks value={ticket.phoneLinks.display} links={ticket.phoneLinks} />
        </p>
      ) : null}
    </div>
  )
}
