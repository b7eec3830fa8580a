import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Fields the staff review screens need: the member's written
 * cancellation text and its channel (SPEC §1: cancellation must be in
 * writing), and the PDPA request's identity check and refusal reason.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('subscriptions', (table) => {
      table.string('cancellation_channel', 20).nullable()
      table.text('cancellation_text').nullable()
    })
    this.schema.alterTable('deletion_requests', (table) => {
      table.timestamp('verified_at').nullable()
      table.integer('verified_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.text('verification_note').nullable()
      table.text('refusal_reason').nullable()
    })
  }

  async down() {
    this.schema.alterTable('deletion_requests', (table) => {
      table.dropForeign(['verified_by'])
      table.dropColumn('verified_at')
      table.dropColumn('verified_by')
      table.dropColumn('verification_note')
      table.dropColumn('refusal_reason')
    })
    this.schema.alterTable('subscriptions', (table) => {
      table.dropColumn('cancellation_channel')
      table.dropColumn('cancellation_text')
    })
  }
}
