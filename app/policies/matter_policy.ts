import type User from '#models/user'
import type Matter from '#models/matter'
import BasePolicy from '#policies/base_policy'
import { access } from '#support/admin_access'

/**
 * Matters (issue 18 item 1): the four roles see and work every matter; a
 * lawyer only the matters given to them — another lawyer's is a 403.
 */
export default class MatterPolicy extends BasePolicy {
  work(user: User, matter: Pick<Matter, 'lawyerId'>): boolean {
    if (!access.canOpen(user, 'matters')) return false
    return access.can(user, 'matters', 'all') || matter.lawyerId === user.id
  }
}
