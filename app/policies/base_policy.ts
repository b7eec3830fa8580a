import { BasePolicy as BouncerBasePolicy } from '@adonisjs/bouncer'
import type User from '#models/user'
import { access } from '#support/admin_access'
import type { AdminSectionAction, AdminSectionKey } from '#support/admin_sections'

/**
 * What every policy knows: the admin-section registry (SPEC §2.9, DESIGN §5)
 * and the person's fixed role id. No check loads the role relation.
 * Entity policies extend this one and name their own writes.
 */
export default abstract class BasePolicy extends BouncerBasePolicy {
  /** The section's pages (and, unless its `actions` map says finer, its writes). */
  canOpen(user: User, section: AdminSectionKey): boolean {
    return access.canOpen(user, section)
  }

  /** One of the section's finer actions, as its `actions` map says. */
  can(user: User, section: AdminSectionKey, action: AdminSectionAction<AdminSectionKey>): boolean {
    return access.can(user, section, action as never)
  }
}
