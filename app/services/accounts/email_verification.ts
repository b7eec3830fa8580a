import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import type User from '#models/user'
import VerifyEmailNotification from '#mails/verify_email_notification'

/** Purpose baked into the signature: a URL signed for anything else does not verify. */
export const VERIFY_PURPOSE = 'verify_email'
/** A verification link works for a day. */
export const VERIFY_LINK_EXPIRES_IN = '24h'

/**
 * The link carries a digest of the address it was sent to, so changing the
 * email afterwards makes the old link worthless.
 */
export function emailDigest(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40)
}

export class EmailVerificationService {
  /** A signed, expiring link to `verification.verify` for the user. */
  linkFor(user: User): string {
    return signedUrlFor(
      'verification.verify',
      { id: user.id },
      {
        qs: { hash: emailDigest(user.email) },
        expiresIn: VERIFY_LINK_EXPIRES_IN,
        purpose: VERIFY_PURPOSE,
        prefixUrl: appUrl,
      }
    )
  }

  async send(user: User): Promise<void> {
    if (user.emailVerifiedAt) return
    await mail.sendLater(new VerifyEmailNotification(user, this.linkFor(user)))
  }

  /** Marks the address verified when the link's digest still matches it. */
  async verify(user: User, digest: string): Promise<boolean> {
    if (digest !== emailDigest(user.email)) return false
    if (!user.emailVerifiedAt) {
      user.emailVerifiedAt = DateTime.utc().startOf('second')
      await user.save()
    }
    return true
  }
}

export default new EmailVerificationService()
