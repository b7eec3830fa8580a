import env from '#start/env'
import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import type { BaseMail } from '@adonisjs/mail'

/** Where notifications of public forms go (README: STAFF_NOTIFICATION_EMAIL). */
export function staffNotificationEmail(): string {
  return env.get('STAFF_NOTIFICATION_EMAIL') || 'support@lexpat.example'
}

/**
 * Queues a notification to staff (the worker sends it). The visitor's
 * request is already stored, so a failure to queue it is logged and never
 * turns the visitor's submission into an error page.
 */
export async function notifyStaff(message: BaseMail) {
  try {
    await mail.sendLater(message)
  } catch (error) {
    logger.error({ err: error }, 'staff notification could not be sent')
  }
}
