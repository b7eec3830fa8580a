/*
 * One mail path (DESIGN §11): every mailer queues through the mail outbox —
 * a SendMailJob per message, recorded in email_histories from `queued` to
 * `sent` or `failed`. The 'mail:sent' event records what a mailer sent
 * outside the outbox (the fake mailer of the tests sends at once).
 */
import emitter from '@adonisjs/core/services/emitter'
import mail from '@adonisjs/mail/services/main'
import emailRecorder from '#services/platform/email_recorder'
import mailOutbox, { deliveredByOutbox } from '#services/platform/mail_outbox'

mail.setMessenger((mailer) => mailOutbox.messenger(mailer))

emitter.on('mail:sent', ({ message, views, mailerName, response }) => {
  if (deliveredByOutbox.has(message)) return
  void emailRecorder.record({
    message,
    views,
    mailerName,
    messageId: response?.messageId,
    status: 'sent',
  })
})
