import ConsultancyRequest from '#models/consultancy_request'
import { CONSULTANCY_REQUEST_STATUSES } from '#enums/content'
import { businessCalendar } from '#services/platform/business_calendar'
import ConsultancyRequestTransformer from '#transformers/consultancy_request_transformer'
import { access } from '#support/admin_access'
import type User from '#models/user'
import { defineList, filter, search, type Query, nameColumns, personColumns } from '#lists/kit'

/**
 * What this person may see: a lawyer only the requests assigned to them
 * (another lawyer's id is a 404, as if it did not exist); the four roles all.
 */
export function visibleTo(query: Query<typeof ConsultancyRequest>, user: User) {
  if (!access.can(user, 'consultancy_requests', 'all')) query.where('lawyer_id', user.id)
  return query
}

/** SPEC §2.9 Consultancy Requests: the four roles see all, a lawyer only those assigned to them. */
export const consultancyRequestsList = defineList({
  name: 'admin_consultancy',
  route: 'admin.consultancy_requests',
  model: ConsultancyRequest,
  scope: (query, { auth }) => visibleTo(query, auth.user!),
  search: [
    'intake_number',
    'category',
    'details',
    search.related('consultancy_requests.user_id', 'users', ['name']),
  ],
  sorts: {
    created_at: 'created_at',
    preferred_date_time: 'preferred_date_time',
    intake_number: 'intake_number',
  },
  defaultSort: 'created_at',
  filters: {
    status: {
      ...filter.column('status', CONSULTANCY_REQUEST_STATUSES),
      labels: 'admin_consultancy.status',
    },
    // A lawyer's requests are all theirs: the menu is the four roles'.
    assigned: {
      ...filter.yesNo((query, yes) =>
        yes ? query.whereNotNull('lawyer_id') : query.whereNull('lawyer_id')
      ),
      offered: ({ auth }) => access.can(auth.user, 'consultancy_requests', 'all'),
    },
  },
  // What ConsultancyRequestTransformer and the CSV read of each person, not their user rows:
  // the member's phone is the number to call when the details give none (deskPhone); of a
  // note's author, the name.
  preload: (query) =>
    query
      .preload('user', (user) => user.select('id', 'name', 'email', 'phone'))
      .preload('lawyer', personColumns)
      .preload('notes', (notes) =>
        notes.preload('user', nameColumns).orderBy('created_at', 'asc').orderBy('id', 'asc')
      ),
  transformer: ConsultancyRequestTransformer,
  context: async () => [await businessCalendar()],
  csv: {
    filename: 'consultancy-requests.csv',
    columns: {
      'Intake number': 'intakeNumber',
      'Member': (_row, request) => request.user?.name ?? '',
      'Category': 'category',
      'Preferred date and time': (_row, request) => request.preferredDateTime?.toISO() ?? '',
      'Status': 'status',
      'Lawyer': (_row, request) => request.lawyer?.name ?? '',
      'Details': 'details',
      'Created at': (_row, request) => request.createdAt.toISO(),
    },
  },
})
