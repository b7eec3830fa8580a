import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // A role in use cannot be deleted.
      table.integer('role_id').unsigned().notNullable().references('roles.id').onDelete('RESTRICT')
      table.string('name', 160).notNullable()
      // Stored lower-cased by the model, so this index is case-insensitive in effect.
      table.string('email', 254).notNullable().unique()
      table.string('password').nullable()
      table.string('avatar_url', 500).nullable()
      table.string('country', 80).nullable()
      table.string('nationality', 80).nullable()
      table.string('phone', 40).nullable()
      table.date('date_of_birth').nullable()
      table.string('locale', 5).nullable()
      table.timestamp('email_verified_at').nullable()
      table.boolean('is_free_member').notNullable().defaultTo(false)
      table.boolean('is_omise_user').notNullable().defaultTo(false)
      table.string('google_id', 191).nullable().unique()
      table.string('facebook_id', 191).nullable().unique()
      table.string('line_id', 191).nullable().unique()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.timestamp('deleted_at').nullable()

      table.index(['role_id'])
      table.index(['name'])
      table.index(['created_at'])
      table.index(['deleted_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
