import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, transports } from '@adonisjs/mail'
import { FileTransport } from '../app/mail/file_transport.js'

/**
 * MAIL_MAILER=log (default) writes each message to tmp/mail/*.json; smtp
 * sends for real. Every message goes through the mail outbox
 * (start/mail_history.ts): queued, then sent by the worker's SendMailJob.
 * Tests replace the mailer with mail.fake().
 */
const mailConfig = defineConfig({
  default: env.get('MAIL_MAILER') || 'log',
  from: {
    address: env.get('MAIL_FROM_ADDRESS') || 'no-reply@lexpat.example',
    name: env.get('MAIL_FROM_NAME') || env.get('APP_NAME') || 'Lexpat',
  },
  mailers: {
    log: () => new FileTransport(app.tmpPath('mail')),
    smtp: transports.smtp({
      host: env.get('SMTP_HOST') || '127.0.0.1',
      port: env.get('SMTP_PORT') || 587,
      secure: env.get('SMTP_SECURE') || false,
      auth: env.get('SMTP_USERNAME')
        ? {
            type: 'login',
            user: env.get('SMTP_USERNAME')!,
            pass: env.get('SMTP_PASSWORD') || '',
          }
        : undefined,
    }),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
