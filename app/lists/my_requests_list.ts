import MemberRequest from '#models/member_request'
import { DESK_KINDS, DESK_STATUSES } from '#enums/desk'
import { withWork } from '#services/support_desk/desk/views'
import MemberRequestTransformer from '#transformers/member_request_transformer'
import { defineList, filter } from '#lists/kit'

/** SPEC §2.8 Settings › My requests: the member's own requests, newest first. */
export const myRequestsList = defineList({
  name: 'desk',
  route: 'settings.my-requests',
  model: MemberRequest,
  owner: 'user_id',
  sorts: { received_at: 'received_at', due_at: 'due_at' },
  defaultSort: 'received_at',
  filters: {
    status: { ...filter.column('status', DESK_STATUSES), labels: 'desk.status' },
    kind: { ...filter.column('kind', DESK_KINDS), labels: 'desk.kinds' },
  },
  preload: withWork,
  transformer: MemberRequestTransformer,
  defaultSize: 20,
})
