import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import { CURRENT_STATUSES } from '#enums/billing'
import { RoleId } from '#enums/role'
import { Refusal } from '#exceptions/refusal'
import AuditLog from '#models/audit_log'
import Partner from '#models/partner'
import PasswordResetToken from '#models/password_reset_token'
import Subscription from '#models/subscription'
import User from '#models/user'
import PartnerInvitationMail from '#mails/partner_invitation_mail'
import passwordReset, { PARTNER_INVITATION_MINUTES } from '#services/accounts/password_reset'
import userSessions from '#services/accounts/user_sessions'
import { sqlTime } from '#support/columns'

/**
 * The partner's login (DESIGN §11): the partner a Personal membership
 * covers gets an account of their own that belongs to the same membership.
 *
 * The model: the partner's account is a `user` whose `partner_of_user_id`
 * names the member; the membership's partner row links it back
 * (`partners.user_id`). The partner has access exactly while
 *   - that link exists (removing the partner removes it), and
 *   - the member's membership is current and its plan covers a partner
 *     (a cancelled, suspended or refused membership ends it; a reactivated
 *     one gives it back), and the member's account is open.
 * The access is checked on every request of a partner login (the session
 * middleware), so it ends everywhere at once; removing the partner and a
 * membership ending also end the partner's sessions in the store.
 *
 * A partner login sees a reduced member menu (#services/member_menu), has
 * its own member card, and uses the membership's limits: a service it asks
 * for is counted on the membership and records who used it.
 */

/** Who may hold a partner login: what an invitation looks like on the Partner Details page. */
export type PartnerLoginState =
  | { state: 'none' }
  | { state: 'invited'; email: string; invitedAt: string | null; expiresAt: string }
  | { state: 'expired'; email: string; invitedAt: string | null }
  | { state: 'active'; email: string }

type Who = { ip?: string | null; now?: DateTime }

/** Whose membership an account uses: its own, or for a partner login the member's. */
export function membershipHolderId(user: Pick<User, 'id' | 'partnerOfUserId'>): number {
  return user.partnerOfUserId ?? user.id
}

/**
 * The membership a partner login shares while it has access; null for any
 * other account and for a partner whose access has ended.
 */
export async function partnerMembership(
  user: Pick<User, 'id' | 'partnerOfUserId'>
): Promise<Subscription | null> {
  if (!user.partnerOfUserId) return null
  const membership = await Subscription.query()
    .where('user_id', user.partnerOfUserId)
    .whereIn('status', [...CURRENT_STATUSES])
    .whereHas('partner', (partner) => partner.where('user_id', user.id))
    .whereHas('plan', (plan) => plan.where('allows_partner', true))
    .whereHas('user', (member) => member.whereNull('deleted_at').whereNull('disabled_at'))
    .preload('plan')
    .preload('user')
    .orderBy('id', 'desc')
    .first()
  return membership ?? null
}

/** Whether this account may use the site now: every account but a partner login whose access ended. */
export async function hasAccess(user: User): Promise<boolean> {
  if (!user.isPartnerLogin()) return true
  return (await partnerMembership(user)) !== null
}

/** What the member's Partner Details page says about the partner's login. */
export async function loginState(
  partner: Partner | null,
  now: DateTime = DateTime.utc()
): Promise<PartnerLoginState> {
  if (!partner?.userId) return { state: 'none' }
  const login = await User.query().where('id', partner.userId).whereNull('deleted_at').first()
  if (!login) return { state: 'none' }
  if (login.password) return { state: 'active', email: login.email }
  const token = await PasswordResetToken.query()
    .where('user_id', login.id)
    .whereNull('used_at')
    .orderBy('expires_at', 'desc')
    .first()
  const invitedAt = partner.invitedAt?.toISO() ?? null
  if (token && token.expiresAt > now) {
    return { state: 'invited', email: login.email, invitedAt, expiresAt: token.expiresAt.toISO()! }
  }
  return { state: 'expired', email: login.email, invitedAt }
}

/** Every unused set-password or reset link of the account stops working. */
async function spendTokens(userId: number, now: DateTime) {
  await PasswordResetToken.query()
    .where('user_id', userId)
    .whereNull('used_at')
    .update({ used_at: sqlTime(now, db.connection().dialect.name) })
}

/**
 * Ends a partner login: its password is cleared (signing in is impossible
 * until a new invitation is accepted), its links are spent and every one of
 * its sessions ends. The account itself is kept, so the services it used
 * still say who used them, and inviting the same person again reuses it.
 */
export async function endPartnerLogin(userId: number, now: DateTime = DateTime.utc()) {
  await db
    .from('users')
    .where('id', userId)
    .whereNotNull('partner_of_user_id')
    .update({ password: null })
  await spendTokens(userId, now)
  await Partner.query().where('user_id', userId).update({ user_id: null })
  await userSessions.endAll(userId)
}

/**
 * The partner logins of memberships that have just ended (cancelled,
 * suspended, refused): their sessions end now. Access itself follows the
 * membership (see partnerMembership), so nothing else changes.
 */
export async function endPartnerSessionsOf(subscriptionIds: number[]): Promise<number> {
  if (subscriptionIds.length === 0) return 0
  const rows = await Partner.query()
    .whereIn('subscription_id', subscriptionIds)
    .whereNotNull('user_id')
    .select('user_id')
  for (const row of rows) await userSessions.endAll(row.userId!)
  return rows.length
}

/**
 * The account an invitation goes to: a new partner login, or the member's
 * own earlier partner login for the same address. An address that belongs
 * to anybody else (a member, staff, another member's partner) is refused:
 * one address, one account.
 */
async function loginFor(member: User, partner: Partner, email: string): Promise<User> {
  const existing = await User.query().where('email', email).first()
  if (!existing) {
    return User.create({
      roleId: RoleId.USER,
      name: partner.name,
      email,
      password: null,
      partnerOfUserId: member.id,
      locale: member.locale,
      country: member.country,
      nationality: partner.nationality,
      phone: partner.phone,
      dateOfBirth: partner.dateOfBirth,
    })
  }
  if (existing.partnerOfUserId !== member.id || existing.deletedAt) {
    throw new Refusal('partner_email_taken', 'partner_details.login.email_taken', {
      field: 'email',
    })
  }
  return existing
}

/**
 * Invites the partner to their own login (DESIGN §11): the partner's
 * address is saved on the partner row, their account is made (or the
 * earlier one reused), and a mail with a link to choose a password is
 * queued. The link works once, for PARTNER_INVITATION_MINUTES; inviting
 * again (resending) spends the earlier links. A partner who already signs
 * in is not invited again.
 */
export async function invitePartner(
  member: User,
  membership: Subscription,
  email: string,
  { ip = null, now = DateTime.utc() }: Who = {}
): Promise<User> {
  await membership.load('partner')
  await membership.load('plan')
  const partner = membership.partner
  if (!partner) {
    throw new Refusal('partner_missing', 'partner_details.login.partner_missing', {
      field: 'email',
    })
  }
  if (!membership.plan.allowsPartner) {
    throw new Refusal('plan_excludes_partner', 'partner_details.reasons.plan_excludes_partner', {
      field: 'email',
    })
  }
  const address = email.trim().toLowerCase()
  if (address === member.email) {
    throw new Refusal('partner_email_is_member', 'partner_details.login.email_is_member', {
      field: 'email',
    })
  }
  const current = await loginState(partner, now)
  if (current.state === 'active' && current.email === address) {
    throw new Refusal('partner_already_active', 'partner_details.login.already_active', {
      field: 'email',
    })
  }
  // Another address than the invited (or signed-in) one: that login ends first.
  if (partner.userId && current.state !== 'none' && current.email !== address) {
    await endPartnerLogin(partner.userId, now)
    partner.userId = null
  }
  const login = await loginFor(member, partner, address)
  if (login.password) {
    // An earlier partner login of this member that was ended and not cleared: it starts over.
    login.password = null
    await login.save()
  }
  // The account may still be linked to a partner row of an earlier membership.
  await Partner.query()
    .where('user_id', login.id)
    .whereNot('id', partner.id)
    .update({ user_id: null })
  partner.merge({ email: address, userId: login.id, invitedAt: now })
  await partner.save()
  await spendTokens(login.id, now)
  const token = await passwordReset.issue(login, now, PARTNER_INVITATION_MINUTES)
  const url = urlFor('password.reset', { token }, { prefixUrl: appUrl })
  await mail.sendLater(
    new PartnerInvitationMail(
      { email: login.email, name: partner.name, locale: login.locale ?? member.locale },
      url,
      member.name,
      membership.membershipNumber
    )
  )
  await AuditLog.record('partner.invited', {
    actor: member,
    subject: partner,
    changes: { email: address, login_id: login.id },
    ip,
  })
  return login
}

/** Sends the invitation again to the address it went to (a new link; the old one stops working). */
export async function resendInvitation(member: User, membership: Subscription, who: Who = {}) {
  await membership.load('partner')
  const state = await loginState(membership.partner, who.now)
  if (state.state !== 'invited' && state.state !== 'expired') {
    throw new Refusal('partner_not_invited', 'partner_details.login.not_invited')
  }
  return invitePartner(member, membership, state.email, who)
}

/** Removing the partner from the membership ends their login (and its sessions) first. */
export async function removePartner(member: User, membership: Subscription, ip: string | null) {
  await membership.load('partner')
  const partner = membership.partner
  if (!partner) return
  if (partner.userId) await endPartnerLogin(partner.userId)
  await partner.delete()
  await AuditLog.record('partner.removed', {
    actor: member,
    subject: membership,
    changes: { partner: partner.name, login_ended: partner.userId !== null },
    ip,
  })
}
