import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('plans', (table) => {
      // Lookup rows with stable ids (1 personal, 2 business), seeded everywhere.
      table.integer('id').unsigned().primary()
      table.string('slug', 40).notNullable().unique()
      table.string('name', 80).notNullable()
      table.string('name_th', 80).nullable()
      table.string('tagline', 255).nullable()
      table.text('description').nullable()
      table.text('description_th').nullable()
      // Dependants under 26 living at home are covered on "select plans" (SPEC §9).
      table.boolean('covers_dependants_under_26').notNullable().defaultTo(false)
      table.boolean('allows_partner').notNullable().defaultTo(false)
      table.boolean('is_active').notNullable().defaultTo(true)
      table.integer('position').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })

    this.schema.createTable('prices', (table) => {
      table.increments('id')
      table.integer('plan_id').unsigned().notNullable().references('plans.id').onDelete('RESTRICT')
      table.string('billing_period', 10).notNullable()
      table.integer('amount_satang').unsigned().notNullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['plan_id', 'billing_period', 'is_active'])
    })

    this.schema.createTable('plan_detail_items', (table) => {
      table.increments('id')
      table.integer('plan_id').unsigned().notNullable().references('plans.id').onDelete('CASCADE')
      table.string('question', 255).notNullable()
      table.string('question_th', 255).nullable()
      table.text('description').nullable()
      table.text('description_th').nullable()
      // Answer lines and their variants (SPEC §3 "answers list").
      table.text('answers').nullable()
      table.integer('position').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['plan_id', 'position'])
    })
  }

  async down() {
    this.schema.dropTable('plan_detail_items')
    this.schema.dropTable('prices')
    this.schema.dropTable('plans')
  }
}
