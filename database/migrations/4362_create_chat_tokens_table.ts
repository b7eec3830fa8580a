import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Bearer tokens of the GPT Chatroom (SPEC §7 `POST /chatroom/send`): each
 * opens one conversation and nothing else, expires, can be revoked, and is
 * stored only as a SHA-256 digest (the browser keeps the secret in
 * localStorage `authToken`).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('chat_tokens', (table) => {
      table.increments('id')
      table
        .integer('conversation_id')
        .unsigned()
        .notNullable()
        .references('chat_conversations.id')
        .onDelete('CASCADE')
      table.string('token_hash', 64).notNullable().unique()
      table.string('scope', 20).notNullable().defaultTo('chat')
      table.timestamp('expires_at').notNullable()
      table.timestamp('revoked_at').nullable()
      table.timestamp('last_used_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['conversation_id'])
    })
  }

  async down() {
    this.schema.dropTable('chat_tokens')
  }
}
