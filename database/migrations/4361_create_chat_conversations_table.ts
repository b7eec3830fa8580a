import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * GPT Chatroom conversations (SPEC §2.6): who the visitor is (the
 * lead of the popup, or the signed-in member), the language, and where the
 * conversation stands — with the assistant, waiting for a human after a
 * hand-off, taken over by a staff member, or closed.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('chat_conversations', (table) => {
      table.increments('id')
      // The public id chat_messages.conversation_id refers to.
      table.string('public_id', 64).notNullable().unique()
      table.integer('lead_id').unsigned().nullable().references('leads.id').onDelete('SET NULL')
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('CASCADE')
      table.string('locale', 5).notNullable().defaultTo('en')
      table.string('status', 16).notNullable().defaultTo('bot')
      table.string('handoff_kind', 16).nullable()
      table.string('handoff_reference', 40).nullable()
      table
        .integer('assigned_staff_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.timestamp('handed_off_at').nullable()
      table.timestamp('closed_at').nullable()
      table.timestamp('last_message_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['status', 'last_message_at'])
    })
  }

  async down() {
    this.schema.dropTable('chat_conversations')
  }
}
