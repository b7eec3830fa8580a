import type User from '#models/user'
import BasePolicy from '#policies/base_policy'
import { access } from '#support/admin_access'

/**
 * Manage Users (SPEC §2.9, §6). Members are managed by every role of the
 * section; a staff account (its email, its password reset) only by those
 * who may change roles, so nobody can take over a higher account by
 * pointing its email at their own address.
 */
export default class UserPolicy extends BasePolicy {
  manage(actor: User, target: User): boolean {
    if (!access.canOpen(actor, 'users') || target.deletedAt) return false
    return target.isMember() || target.id === actor.id || access.can(actor, 'users', 'changeRole')
  }

  changeRole(actor: User, target: User): boolean {
    return !target.deletedAt && access.can(actor, 'users', 'changeRole')
  }

  disable(actor: User, target: User): boolean {
    return !target.deletedAt && target.id !== actor.id && access.can(actor, 'users', 'disable')
  }

  /** A staff account is given a role when it is made. */
  createStaff(actor: User): boolean {
    return access.can(actor, 'users', 'changeRole')
  }
}
