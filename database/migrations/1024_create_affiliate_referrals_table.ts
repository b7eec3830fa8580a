import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'affiliate_referrals'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('affiliate_code', 60).notNullable()
      table.string('referred_email', 254).nullable()
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.string('status', 20).notNullable().defaultTo('clicked')
      table.integer('commission_satang').notNullable().defaultTo(0)
      table.timestamp('converted_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['affiliate_code', 'status'])
      table.index(['referred_email'])
      table.index(['created_at'])
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
