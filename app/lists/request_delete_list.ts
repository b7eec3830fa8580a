import DeletionRequest from '#models/deletion_request'
import { DELETION_REQUEST_STATUSES } from '#enums/content'
import DeletionRequestTransformer from '#transformers/deletion_request_transformer'
import { defineList, filter } from '#lists/kit'

/** SPEC §2.9 Request Delete: PDPA erasure requests, oldest deadline first. */
export const requestDeleteList = defineList({
  name: 'request_delete',
  route: 'admin.request_delete',
  model: DeletionRequest,
  search: ['email'],
  sorts: { received_at: 'created_at', email: 'email' },
  defaultSort: 'received_at',
  defaultDir: 'asc',
  filters: {
    status: filter.column('status', DELETION_REQUEST_STATUSES),
    source: {
      values: ['public', 'member'],
      apply: (query, source) =>
        source === 'member' ? query.whereNotNull('user_id') : query.whereNull('user_id'),
    },
    verified: filter.yesNo(
      (query, yes) => (yes ? query.whereNotNull('verified_at') : query.whereNull('verified_at')),
      'request_delete.identity'
    ),
  },
  transformer: DeletionRequestTransformer,
})
