import SupportTicket from '#models/support_ticket'
import { SUPPORT_TICKET_STATUSES } from '#enums/content'
import { EMERGENCY_CATEGORY, TICKET_CATEGORIES } from '#validators/support'
import { businessCalendar } from '#services/platform/business_calendar'
import SupportTicketTransformer from '#transformers/support_ticket_transformer'
import { defineList, filter, nameColumns } from '#lists/kit'

/** SPEC §2.9 Support Tickets: the support and emergency forms' tickets, for the four roles. */
export const ticketsList = defineList({
  name: 'admin_tickets',
  route: 'admin.tickets',
  model: SupportTicket,
  search: ['name', 'email', 'membership_number'],
  sorts: { created_at: 'created_at', name: 'name', status: 'status' },
  defaultSort: 'created_at',
  filters: {
    status: { ...filter.column('status', SUPPORT_TICKET_STATUSES), labels: 'admin_tickets.status' },
    category: filter.column('category', [...TICKET_CATEGORIES, EMERGENCY_CATEGORY]),
  },
  // The history, oldest first: its first entry is the first response the clock reads. Of
  // each entry's staff member, the name the history shows.
  preload: (query) =>
    query.preload('events', (events) =>
      events.preload('user', nameColumns).orderBy('created_at', 'asc').orderBy('id', 'asc')
    ),
  transformer: SupportTicketTransformer,
  context: async () => [await businessCalendar()],
  csv: {
    filename: 'support-tickets.csv',
    columns: {
      'Name': 'name',
      'Email': 'email',
      'Membership number': 'membershipNumber',
      'Category': 'category',
      'Status': 'status',
      'Message': 'message',
      'Created at': (_row, ticket) => ticket.createdAt.toISO(),
      'Resolved at': (_row, ticket) => ticket.resolvedAt?.toISO() ?? '',
    },
  },
})
