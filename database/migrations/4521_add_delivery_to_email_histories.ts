import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * One durable mail path (DESIGN §11): a message is recorded `queued` when it
 * is handed to the job queue, with the rendered message it will send
 * (`payload`), the key its job sends it by (`mail_key`, shared by the rows of
 * one message's recipients), and how many attempts the job made.
 */
export default class extends BaseSchema {
  protected tableName = 'email_histories'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('mail_key', 64).nullable().index()
      table.integer('attempts').notNullable().defaultTo(0)
      table.text('payload').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['mail_key'])
      for (const column of ['mail_key', 'attempts', 'payload']) table.dropColumn(column)
    })
  }
}
