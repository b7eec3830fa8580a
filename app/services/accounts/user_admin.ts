import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import AuditLog from '#models/audit_log'
import { RoleId, roleIdFor, roleSlugForId, type RoleSlug } from '#enums/role'
import userSessions from '#services/accounts/user_sessions'
import passwordReset from '#services/accounts/password_reset'
import { Refusal } from '#exceptions/refusal'

export type Actor = { actor: User; ip: string | null }

export type UserDetails = {
  name: string
  email: string
  phone: string | null
  country: string | null
  nationality: string | null
}

/**
 * A well-formed write the rules refuse: staff cannot disable themselves, and
 * the last super admin keeps the role. Shown under the field it concerns.
 */
const refused = (reason: 'last_super_admin' | 'self') =>
  new Refusal('E_USER_ADMIN_REFUSED', `admin_users.errors.${reason}`, {
    field: reason === 'self' ? 'disabled' : 'role',
  })

const detailsOf = (user: User): UserDetails => ({
  name: user.name,
  email: user.email,
  phone: user.phone,
  country: user.country,
  nationality: user.nationality,
})

/** Only the fields that changed, before and after. */
function diff<T extends Record<string, unknown>>(before: T, after: T) {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key])
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  }
}

/**
 * Staff writes on accounts (SPEC §2.9 Manage Users). Every write is
 * recorded in the audit log with its before/after in the same transaction
 * (DESIGN §8); role changes and disabling end the person's sessions.
 */
export default class UserAdmin {
  /** Name, email and contact details. Returns whether anything changed. */
  async updateDetails(user: User, details: UserDetails, { actor, ip }: Actor): Promise<boolean> {
    return db.transaction(async (trx) => {
      user.useTransaction(trx)
      const before = detailsOf(user)
      // The phone and countries are checked ones now: nothing left for staff to check.
      user.merge({ ...details, phoneNeedsReview: false, countryNeedsReview: false })
      const changes = diff(before, detailsOf(user))
      if (Object.keys(changes.after).length === 0) {
        if (user.$isDirty) await user.save()
        return false
      }
      await user.save()
      await AuditLog.record('user.updated', { actor, subject: user, changes, ip, client: trx })
      return true
    })
  }

  async setFreeMember(user: User, free: boolean, { actor, ip }: Actor): Promise<boolean> {
    if (user.isFreeMember === free) return false
    await db.transaction(async (trx) => {
      user.useTransaction(trx)
      user.isFreeMember = free
      await user.save()
      await AuditLog.record(
        free ? 'user.free_membership_granted' : 'user.free_membership_removed',
        {
          actor,
          subject: user,
          changes: { before: { is_free_member: !free }, after: { is_free_member: free } },
          ip,
          client: trx,
        }
      )
    })
    return true
  }

  /**
   * Billed outside Lexpat (users.is_omise_user, DESIGN §10): the billing
   * engine leaves the member's memberships alone and the member menu hides
   * Subscriptions, Invoices and Plan Agreements (SPEC §6).
   */
  async setBilledOutside(user: User, outside: boolean, { actor, ip }: Actor): Promise<boolean> {
    if (user.isOmiseUser === outside) return false
    await db.transaction(async (trx) => {
      user.useTransaction(trx)
      user.isOmiseUser = outside
      await user.save()
      await AuditLog.record(outside ? 'user.billed_outside_set' : 'user.billed_outside_cleared', {
        actor,
        subject: user,
        changes: { before: { is_omise_user: !outside }, after: { is_omise_user: outside } },
        ip,
        client: trx,
      })
    })
    return true
  }

  /**
   * A new role; every session of the person ends, so the new rights apply
   * from their next sign-in. The last active super admin keeps the role.
   */
  async changeRole(user: User, role: RoleSlug, { actor, ip }: Actor): Promise<boolean> {
    const roleId = roleIdFor(role)
    if (user.roleId === roleId) return false
    const from = roleSlugForId(user.roleId)
    await db.transaction(async (trx) => {
      await this.#keepOneSuperAdmin(user, trx)
      user.useTransaction(trx)
      user.roleId = roleId
      await user.save()
      await AuditLog.record('user.role_changed', {
        actor,
        subject: user,
        changes: { before: { role: from }, after: { role } },
        ip,
        client: trx,
      })
    })
    await user.load('role')
    await userSessions.endAll(user)
    return true
  }

  /** Disables (no sign-in, sessions ended) or enables an account again. */
  async setDisabled(user: User, disabled: boolean, { actor, ip }: Actor): Promise<boolean> {
    if (Boolean(user.disabledAt) === disabled) return false
    if (disabled && user.id === actor.id) throw refused('self')
    await db.transaction(async (trx) => {
      if (disabled) await this.#keepOneSuperAdmin(user, trx)
      const before = user.disabledAt?.toISO() ?? null
      user.useTransaction(trx)
      user.disabledAt = disabled ? DateTime.utc().startOf('second') : null
      await user.save()
      await AuditLog.record(disabled ? 'user.disabled' : 'user.enabled', {
        actor,
        subject: user,
        changes: {
          before: { disabled_at: before },
          after: { disabled_at: user.disabledAt?.toISO() ?? null },
        },
        ip,
        client: trx,
      })
    })
    if (disabled) await userSessions.endAll(user)
    return true
  }

  /** Mails the person a single-use reset link (the member's own reset flow). */
  async sendPasswordReset(users: User[], { actor, ip }: Actor): Promise<number> {
    let sent = 0
    for (const user of users) {
      if (user.deletedAt) continue
      await passwordReset.sendLink(user.email)
      await AuditLog.record('user.password_reset_sent', {
        actor,
        subject: user,
        changes: { after: { email: user.email } },
        ip,
      })
      sent++
    }
    return sent
  }

  /**
   * A staff account with no password: the person chooses one through the
   * set-password link mailed to them (the reset-token flow).
   */
  async createStaff(
    data: { name: string; email: string; role: RoleSlug },
    { actor, ip }: Actor
  ): Promise<User> {
    const user = await db.transaction(async (trx) => {
      const created = await User.create(
        {
          name: data.name,
          email: data.email,
          roleId: roleIdFor(data.role),
          // The address is proven when the link in it is used.
          emailVerifiedAt: null,
        },
        { client: trx }
      )
      await AuditLog.record('user.staff_created', {
        actor,
        subject: created,
        changes: {
          before: null,
          after: { name: data.name, email: created.email, role: data.role },
        },
        ip,
        client: trx,
      })
      return created
    })
    await passwordReset.sendLink(user.email)
    return user
  }

  /** Refuses a change that would leave no active super admin. */
  async #keepOneSuperAdmin(user: User, trx: TransactionClientContract) {
    if (user.roleId !== RoleId.SUPER_ADMIN) return
    const rows = await trx
      .from('users')
      .where('role_id', RoleId.SUPER_ADMIN)
      .whereNull('deleted_at')
      .whereNull('disabled_at')
      .whereNot('id', user.id)
      .count('* as total')
    if (Number(rows[0].total) === 0) throw refused('last_super_admin')
  }
}
