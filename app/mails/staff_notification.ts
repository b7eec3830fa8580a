import env from '#start/env'
import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import type { BaseMail } from '@adonisjs/mail'

/** Where notifications of public forms go (README: STAFF_NOTIFICATION_EMAIL). */
export function staffNotificationEmail(): string {
  return env.get('STAFF_NOTIFICATION_EMAIL') || 'support@lexpat.example'
}

/**
 * Sends a notification to staff. The visitor's request is already stored,
 * so a mail server that is down is logged and never turns the visitor's
 * submission into an error page.
 */
export async function notifyStaff(message: BaseMail) {
  try {
    await mail.sendLater(message)
  } catch (error) {
    logger.error({ err: error }, 'staff notification could not be sent')
  }
}
