import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Reminder mails sent for a deadline (DESIGN §11): one row per item and
 * threshold, written before the mails go out, so a second run of the
 * reminder job (or a second worker) finds the row and sends nothing.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('clock_reminders', (table) => {
      table.increments('id')
      // application_review | support_ticket | callback | deletion_request
      table.string('item_type', 30).notNullable()
      table.integer('item_id').unsigned().notNullable()
      // due_soon | overdue | days_7 | days_2
      table.string('threshold', 20).notNullable()
      table.timestamp('due_at').notNullable()
      table.integer('recipients').unsigned().notNullable().defaultTo(0)
      // The run that wrote the row: the one that sends (a concurrent insert is ignored).
      table.string('claim', 36).notNullable()
      table.timestamp('created_at').notNullable()
      table.unique(['item_type', 'item_id', 'threshold'])
    })
  }

  async down() {
    this.schema.dropTable('clock_reminders')
  }
}
