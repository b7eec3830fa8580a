/*
 * Every message the application sends is recorded in email_histories
 * (issue 14): the mail events of @adonisjs/mail 10 ('mail:sent' after the
 * transport accepted it) write the row, and the recording transport of
 * config/mail.ts writes a `failed` row when the transport throws.
 */
import emitter from '@adonisjs/core/services/emitter'
import emailRecorder from '#services/mail/email_recorder'

emitter.on('mail:sent', ({ message, views, mailerName, response }) => {
  void emailRecorder.record({
    message,
    views,
    mailerName,
    messageId: response?.messageId,
    status: 'sent',
  })
})
