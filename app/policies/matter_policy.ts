import type User from '#models/user'
import type Matter from '#models/matter'
import type ConsultancyRequest from '#models/consultancy_request'
import BasePolicy from '#policies/base_policy'
import { access } from '#support/admin_access'

/**
 * Matters: the four roles see and work every matter; a
 * lawyer only the matters given to them — another lawyer's is a 403.
 */
export default class MatterPolicy extends BasePolicy {
  work(user: User, matter: Pick<Matter, 'lawyerId'>): boolean {
    if (!access.canOpen(user, 'matters')) return false
    return access.can(user, 'matters', 'all') || matter.lawyerId === user.id
  }

  /**
   * Opening a matter reaches a member's details and spends their
   * entitlements. The four roles open one on any membership; a lawyer only
   * from a consultancy request assigned to them, for that request's member
   * (`member` is the owner of the membership chosen in the form).
   */
  open(
    user: User,
    request: Pick<ConsultancyRequest, 'lawyerId' | 'userId'> | null,
    member: number | null
  ): boolean {
    if (!access.canOpen(user, 'matters')) return false
    if (access.can(user, 'matters', 'all')) return true
    return request !== null && request.lawyerId === user.id && request.userId === member
  }
}
