import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import { sqlTime } from '#support/columns'
import User from '#models/user'
import userSessions from '#services/accounts/user_sessions'
import PasswordResetToken from '#models/password_reset_token'
import ResetPasswordNotification from '#mails/reset_password_notification'
import PasswordChangedNotification from '#mails/password_changed_notification'

/** A reset link works for this long, once. */
export const RESET_TOKEN_MINUTES = 60
/** An imported member's first "set your password" link works this long, once. */
export const SET_PASSWORD_TOKEN_MINUTES = 7 * 24 * 60
/** A partner's invitation to their own login works this long, once (DESIGN §11). */
export const PARTNER_INVITATION_MINUTES = 7 * 24 * 60

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export type ResetOutcome = { ok: true; user: User } | { ok: false; reason: 'invalid' | 'expired' }

export class PasswordResetService {
  /**
   * Mails a reset link when the address belongs to a live account. Says
   * nothing either way, so the answer cannot reveal who has an account.
   */
  async sendLink(email: string): Promise<void> {
    const user = await User.query()
      .where('email', email.trim().toLowerCase())
      .whereNull('deleted_at')
      .first()
    if (!user) return
    // A partner login whose access has ended gets its password only from a new invitation.
    const { hasAccess } = await import('#services/memberships/partner_login')
    if (!(await hasAccess(user))) return
    const token = await this.issue(user)
    const url = urlFor('password.reset', { token }, { prefixUrl: appUrl })
    await mail.sendLater(new ResetPasswordNotification(user, url))
  }

  /** A new random token for the user; only its hash is kept. */
  async issue(
    user: User,
    now: DateTime = DateTime.utc(),
    minutes: number = RESET_TOKEN_MINUTES
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url')
    await PasswordResetToken.create({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: now.plus({ minutes }).startOf('second'),
      usedAt: null,
    })
    return token
  }

  /** Whether a token from a link can still be used (for the reset form). */
  async check(token: string, now: DateTime = DateTime.utc()) {
    const row = await PasswordResetToken.findBy('token_hash', hashToken(token))
    if (!row || row.usedAt) return 'invalid' as const
    return row.expiresAt > now ? ('valid' as const) : ('expired' as const)
  }

  /**
   * Sets the new password with the token, once: the token and every other
   * outstanding token of the user are spent in the same transaction, then
   * the member is told by mail.
   */
  async reset(token: string, password: string, now: DateTime = DateTime.utc()) {
    const outcome = await db.transaction(async (trx): Promise<ResetOutcome> => {
      const row = await PasswordResetToken.query({ client: trx })
        .where('token_hash', hashToken(token))
        .if(trx.dialect.name === 'postgres', (query) => query.forUpdate())
        .first()
      if (!row || row.usedAt) return { ok: false, reason: 'invalid' }
      if (row.expiresAt <= now) return { ok: false, reason: 'expired' }
      const user = await User.query({ client: trx })
        .where('id', row.userId)
        .whereNull('deleted_at')
        .first()
      if (!user) return { ok: false, reason: 'invalid' }
      user.password = password
      // The link came to this address: using it proves the address (an
      // imported member verifies by setting their first password).
      if (!user.emailVerifiedAt) user.emailVerifiedAt = now
      await user.save()
      await PasswordResetToken.query({ client: trx })
        .where('user_id', user.id)
        .whereNull('used_at')
        .update({ used_at: sqlTime(now, trx.dialect.name) })
      return { ok: true, user }
    })
    if (outcome.ok) {
      // Whoever knew the old password is signed out everywhere.
      await userSessions.endAll(outcome.user)
      await mail.sendLater(new PasswordChangedNotification(outcome.user))
    }
    return outcome
  }
}

export default new PasswordResetService()
