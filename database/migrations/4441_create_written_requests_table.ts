import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A request received in writing (SPEC §1): a plan change or cancellation a member sent by
 * email, letter or phone, entered by staff. The notice runs from
 * `received_at` (for a phone call, from the member's written confirmation);
 * the scanned letter or email lies on the private disk (DESIGN §7).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('written_requests', (table) => {
      table.increments('id')
      table
        .integer('subscription_id')
        .unsigned()
        .notNullable()
        .references('subscriptions.id')
        .onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.integer('recorded_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      // cancellation | plan_change
      table.string('kind', 20).notNullable()
      // email | letter | phone
      table.string('channel', 10).notNullable()
      // awaiting_confirmation | recorded
      table.string('status', 30).notNullable()
      table.timestamp('received_at').notNullable()
      table.integer('price_id').unsigned().nullable().references('prices.id')
      table.string('reason', 255).nullable()
      table.text('notes').nullable()
      table.string('attachment_path', 255).nullable()
      table.string('attachment_name', 255).nullable()
      table.string('attachment_mime', 100).nullable()
      table.integer('attachment_size').unsigned().nullable()
      table.timestamp('confirmed_at').nullable()
      table.timestamp('effective_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['subscription_id', 'created_at'])
      table.index(['status'])
    })
  }

  async down() {
    this.schema.dropTable('written_requests')
  }
}
