import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The member card's verification token: one per member.
 * The QR code on the card links to /verify/<token>. The token is looked up
 * by its SHA-256 digest (a leaked table does not give working links) and
 * kept encrypted with APP_KEY so that the card can be shown again; the
 * member can rotate it, which makes printed cards with the old QR invalid.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('member_cards', (table) => {
      table.increments('id')
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('users.id')
        .onDelete('CASCADE')
      table.string('token_hash', 64).notNullable().unique()
      table.text('token_encrypted').notNullable()
      table.timestamp('rotated_at').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable('member_cards')
  }
}
