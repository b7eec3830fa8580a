import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Every message sent is recorded with its body, the template (or
 * view) it came from and, for a bulk mailing, the mailing it belongs to.
 */
export default class extends BaseSchema {
  protected tableName = 'email_histories'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('template', 120).nullable()
      table.text('body').nullable()
      table.string('mailer', 40).nullable()
      table.string('message_id', 255).nullable()
      table
        .integer('scheduled_mail_id')
        .unsigned()
        .nullable()
        .references('scheduled_mails.id')
        .onDelete('SET NULL')
      // A resumed mailing skips the addresses it already reached.
      table.index(['scheduled_mail_id', 'to_email'])
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['scheduled_mail_id', 'to_email'])
      table.dropForeign(['scheduled_mail_id'])
      for (const column of ['template', 'body', 'mailer', 'message_id', 'scheduled_mail_id'])
        table.dropColumn(column)
    })
  }
}
