import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import mail from '@adonisjs/mail/services/main'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import User from '#models/user'
import Subscription from '#models/subscription'
import SetPasswordMail from '#mails/set_password_mail'
import passwordReset, { SET_PASSWORD_TOKEN_MINUTES } from '#services/accounts/password_reset'
import { jobOptions } from '#services/platform/job_options'

export type SetPasswordMailPayload = { userId: number }

/**
 * Mails an imported member the link to choose their first password. The token
 * is issued here, so the plain token never
 * sits in the queue; a member who already has a password (or whose account
 * is gone) gets nothing, which makes a second run harmless.
 */
export default class SetPasswordMailJob extends Job<SetPasswordMailPayload> {
  static options: JobOptions = jobOptions('SetPasswordMailJob', { maxRetries: 3 })

  async execute() {
    await sendSetPasswordMail(this.payload.userId)
  }
}

export async function sendSetPasswordMail(userId: number): Promise<boolean> {
  const user = await User.query().where('id', userId).whereNull('deleted_at').first()
  if (!user || user.password) return false
  const membership = await Subscription.query()
    .where('user_id', user.id)
    .orderBy('id', 'desc')
    .first()
  const token = await passwordReset.issue(user, undefined, SET_PASSWORD_TOKEN_MINUTES)
  const url = urlFor('password.reset', { token }, { prefixUrl: appUrl })
  await mail.sendLater(
    new SetPasswordMail(
      { email: user.email, name: user.name, locale: user.locale },
      url,
      membership?.membershipNumber ?? null
    )
  )
  return true
}
