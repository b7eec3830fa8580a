import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'

/**
 * Development transport: every message is written to a JSON file (subject,
 * addresses, text and HTML) in a folder a developer can open, instead of
 * leaving the machine. Selected with MAIL_MAILER=log.
 */
export class FileTransport implements MailTransportContract {
  constructor(private directory: string) {}

  async send(message: NodeMailerMessage) {
    await mkdir(this.directory, { recursive: true })
    const messageId = `${Date.now()}-${randomUUID()}`
    const addresses = (value: unknown) => (Array.isArray(value) ? value : value ? [value] : [])
    const envelope = {
      from: String((message.from as any)?.address ?? message.from ?? ''),
      to: addresses(message.to).map((entry: any) => String(entry?.address ?? entry)),
    }
    await writeFile(
      join(this.directory, `${messageId}.json`),
      JSON.stringify(
        {
          messageId,
          date: new Date().toISOString(),
          from: message.from,
          to: message.to,
          cc: message.cc,
          bcc: message.bcc,
          subject: message.subject,
          text: message.text,
          html: message.html,
        },
        null,
        2
      )
    )
    return new MailResponse(messageId, envelope, { path: this.directory })
  }
}
