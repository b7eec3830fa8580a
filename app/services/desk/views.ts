import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import router from '@adonisjs/core/services/router'
import type MemberRequest from '#models/member_request'
import type MemberRequestFile from '#models/member_request_file'
import User from '#models/user'
import { lawyerIdOf } from '#services/desk/follow'
import { toDeskDetail } from '#transformers/desk_transformer'

type Query = ModelQueryBuilderContract<typeof MemberRequest>

/** What a row or a detail needs loaded: where it is worked, and how many messages it has. */
export function withWork(query: Query) {
  return query
    .preload('matter')
    .preload('consultancyRequest')
    .withCount('messages', (messages) => messages.as('messages_count'))
}

/** Everything a request page shows: work, files, the thread with its authors. */
export function withThread(query: Query) {
  return withWork(query)
    .preload('files')
    .preload('messages', (messages) => messages.preload('author'))
}

/** The names of the lawyers on these requests. */
export async function lawyerNames(requests: MemberRequest[]) {
  const ids = [...new Set(requests.map(lawyerIdOf).filter((id): id is number => id !== null))]
  if (ids.length === 0) return new Map<number, string>()
  const users = await User.query().whereIn('id', ids).select('id', 'name')
  return new Map(users.map((user) => [user.id, user.name]))
}

/** The member's link to a file of their request (checked, then a signed link). */
export const memberFileUrl = (file: MemberRequestFile) =>
  router.makeUrl('settings.my-requests.file', { id: file.memberRequestId!, fileId: file.id })

/** Staff's link to a file of a request they may see. */
export const staffFileUrl = (file: MemberRequestFile) =>
  router.makeUrl('admin.matters.requests.file', { id: file.memberRequestId!, fileId: file.id })

export async function detailsOf(
  requests: MemberRequest[],
  url: (file: MemberRequestFile) => string
) {
  const names = await lawyerNames(requests)
  return requests.map((request) => toDeskDetail(request, names, url))
}
