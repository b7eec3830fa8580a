import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import logger from '@adonisjs/core/services/logger'
import { socialProviders } from '#config/ally'
import { roleIdFor, RoleSlug } from '#enums/role'
import type { SocialProvider } from '#validators/auth'

/** What the service needs from a provider's profile (Ally's user shape). */
export type SocialProfile = {
  id: string
  name: string | null
  nickName?: string | null
  email: string | null
  emailVerificationState: 'verified' | 'unverified' | 'unsupported'
  avatarUrl: string | null
}

export type SocialOutcome =
  | { status: 'signed_in' | 'linked' | 'created'; user: User }
  | { status: 'refused'; reason: 'no_email' | 'email_taken' | 'deleted' }

/** A callback that signs nobody in, with the sign-in page's message key (SPEC §2.7). */
export type CallbackOutcome =
  Exclude<SocialOutcome, { status: 'refused' }> | { status: 'failed'; key: string }

/** What the callback needs from an Ally driver. */
export type CallbackDriver = {
  accessDenied(): boolean
  stateMisMatch(): boolean
  hasError(): boolean
  user(): Promise<SocialProfile>
}

const ID_COLUMNS = { google: 'googleId', facebook: 'facebookId', line: 'lineId' } as const
const ID_DB_COLUMNS = { google: 'google_id', facebook: 'facebook_id', line: 'line_id' } as const

/**
 * Finds, links or creates the account behind a social sign-in:
 * 1. the account already linked to this provider id signs in;
 * 2. an account with the same email, which the provider says it verified,
 *    gets the provider id linked (never a second account for one person);
 * 3. otherwise a new member account is created, verified when the
 *    provider vouches for the address.
 * An address the provider has not verified never links to an existing
 * account: whoever controls it at the provider is not proven to own ours.
 */
export class SocialSignIn {
  /**
   * The provider's answer to a sign-in: the account it signs in, links or
   * creates, or why it does not (sign-in switched off, cancelled, expired,
   * the provider failing, or refused by `resolve`).
   */
  async fromCallback(
    provider: SocialProvider,
    driver: () => CallbackDriver
  ): Promise<CallbackOutcome> {
    const failed = (key: string) => ({ status: 'failed', key }) as const
    if (!socialProviders[provider].clientId) return failed('auth.social_unavailable')
    const answer = driver()
    if (answer.accessDenied()) return failed('auth.social_cancelled')
    if (answer.stateMisMatch()) return failed('auth.social_expired')
    if (answer.hasError()) return failed('auth.social_failed')
    let profile: SocialProfile
    try {
      profile = await answer.user()
    } catch (error) {
      logger.warn({ err: error, provider }, 'social sign-in: the provider did not answer')
      return failed('auth.social_failed')
    }
    const outcome = await this.resolve(provider, profile)
    return outcome.status === 'refused' ? failed(`auth.social_refused_${outcome.reason}`) : outcome
  }

  async resolve(provider: SocialProvider, profile: SocialProfile): Promise<SocialOutcome> {
    const providerId = String(profile.id)
    return db.transaction(async (trx) => {
      const linked = await User.query({ client: trx })
        .where(ID_DB_COLUMNS[provider], providerId)
        .first()
      if (linked) {
        return linked.deletedAt
          ? { status: 'refused', reason: 'deleted' }
          : { status: 'signed_in', user: linked }
      }

      const email = profile.email?.trim().toLowerCase() || null
      const verified = Boolean(email) && profile.emailVerificationState === 'verified'
      const existing = email
        ? await User.query({ client: trx }).where('email', email).first()
        : null

      if (existing) {
        if (existing.deletedAt) return { status: 'refused', reason: 'deleted' }
        if (!verified) return { status: 'refused', reason: 'email_taken' }
        existing[ID_COLUMNS[provider]] = providerId
        existing.emailVerifiedAt ??= DateTime.utc().startOf('second')
        if (!existing.avatarUrl && profile.avatarUrl) existing.avatarUrl = profile.avatarUrl
        await existing.save()
        return { status: 'linked', user: existing }
      }

      // The email column is required: without an address there is no account to make.
      if (!email) return { status: 'refused', reason: 'no_email' }

      const user = await User.create(
        {
          roleId: roleIdFor(RoleSlug.USER),
          name: (profile.name || profile.nickName || email.split('@')[0]).slice(0, 160),
          email,
          avatarUrl: profile.avatarUrl?.slice(0, 500) ?? null,
          emailVerifiedAt: verified ? DateTime.utc().startOf('second') : null,
          isFreeMember: false,
          isOmiseUser: false,
          [ID_COLUMNS[provider]]: providerId,
        },
        { client: trx }
      )
      return { status: 'created', user }
    })
  }
}

export default new SocialSignIn()
