import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import router from '@adonisjs/core/services/router'
import type MemberRequest from '#models/member_request'
import type MemberRequestFile from '#models/member_request_file'

type Query = ModelQueryBuilderContract<typeof MemberRequest>

/** What a row or a detail needs loaded: where it is worked, by which lawyer, and how many messages it has. */
export function withWork(query: Query) {
  return query
    .preload('matter', (matter) => matter.preload('lawyer'))
    .preload('consultancyRequest', (request) => request.preload('lawyer'))
    .withCount('messages', (messages) => messages.as('messages_count'))
}

/** Everything a request page shows: work, files, the thread with its authors. */
export function withThread(query: Query) {
  return withWork(query)
    .preload('files')
    .preload('messages', (messages) => messages.preload('author'))
}

/** The member's link to a file of their request (checked, then a signed link). */
export const memberFileUrl = (file: MemberRequestFile) =>
  router.makeUrl('settings.my-requests.file', { id: file.memberRequestId!, fileId: file.id })

/** Staff's link to a file of a request they may see. */
export const staffFileUrl = (file: MemberRequestFile) =>
  router.makeUrl('admin.matters.requests.file', { id: file.memberRequestId!, fileId: file.id })
