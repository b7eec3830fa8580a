import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('number_sequences', (table) => {
      table.increments('id')
      table.string('name', 40).notNullable()
      table.integer('year').notNullable()
      table.integer('last_value').notNullable().defaultTo(0)
      table.unique(['name', 'year'])
    })

    this.schema.createTable('subscriptions', (table) => {
      table.increments('id')
      // Memberships are kept for the records when an account is deleted (anonymized).
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('RESTRICT')
      table.integer('plan_id').unsigned().notNullable().references('plans.id').onDelete('RESTRICT')
      table
        .integer('price_id')
        .unsigned()
        .notNullable()
        .references('prices.id')
        .onDelete('RESTRICT')
      table.string('membership_number', 32).notNullable().unique()
      table.string('status', 20).notNullable()
      table.boolean('custom_created').notNullable().defaultTo(false)
      table.timestamp('applied_at').notNullable()
      table.timestamp('started_at').nullable()
      table.timestamp('current_period_start').nullable()
      table.timestamp('current_period_end').nullable()
      table.timestamp('cancel_requested_at').nullable()
      table.timestamp('cancel_effective_at').nullable()
      table.text('cancellation_reason').nullable()
      table.timestamp('cancelled_at').nullable()
      table.timestamp('suspended_at').nullable()
      table.text('rejection_reason').nullable()
      table.boolean('declared_incarcerated').notNullable().defaultTo(false)
      table.string('gateway_customer_id', 120).nullable()
      table.string('gateway_schedule_id', 120).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['user_id', 'status'])
      table.index(['status'])
      table.index(['plan_id'])
      table.index(['current_period_end'])
      table.index(['cancel_effective_at'])
      table.index(['created_at'])
    })

    this.schema.createTable('partners', (table) => {
      table.increments('id')
      table
        .integer('subscription_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('subscriptions.id')
        .onDelete('CASCADE')
      table.string('name', 160).notNullable()
      table.string('email', 254).nullable()
      table.string('phone', 40).nullable()
      table.date('date_of_birth').nullable()
      table.string('nationality', 80).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })

    this.schema.createTable('dependants', (table) => {
      table.increments('id')
      table
        .integer('subscription_id')
        .unsigned()
        .notNullable()
        .references('subscriptions.id')
        .onDelete('CASCADE')
      table.string('name', 160).notNullable()
      table.date('date_of_birth').notNullable()
      table.string('relation', 20).notNullable()
      table.boolean('lives_at_home').notNullable().defaultTo(true)
      table.boolean('under_guardianship').notNullable().defaultTo(false)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['subscription_id'])
    })

    this.schema.createTable('plan_agreements', (table) => {
      table.increments('id')
      table
        .integer('subscription_id')
        .unsigned()
        .notNullable()
        .references('subscriptions.id')
        .onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('RESTRICT')
      table.string('terms_version', 40).notNullable()
      table.timestamp('accepted_at').notNullable()
      table.string('accepted_ip', 64).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['user_id'])
    })

    this.schema.createTable('matters', (table) => {
      table.increments('id')
      table
        .integer('subscription_id')
        .unsigned()
        .notNullable()
        .references('subscriptions.id')
        .onDelete('CASCADE')
      table.string('title', 200).notNullable()
      table.date('began_on').notNullable()
      // Matters that began before the membership are flagged (FAQ wording kept as written).
      table.boolean('pre_existing').notNullable().defaultTo(false)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['subscription_id'])
    })

    this.schema.createTable('entitlement_usages', (table) => {
      table.increments('id')
      table
        .integer('subscription_id')
        .unsigned()
        .notNullable()
        .references('subscriptions.id')
        .onDelete('CASCADE')
      table.integer('matter_id').unsigned().nullable().references('matters.id').onDelete('SET NULL')
      table.string('kind', 40).notNullable()
      table.integer('quantity').unsigned().notNullable().defaultTo(1)
      table.integer('pages').unsigned().nullable()
      table.timestamp('used_at').notNullable()
      table.string('note', 255).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['subscription_id', 'kind', 'used_at'])
    })
  }

  async down() {
    this.schema.dropTable('entitlement_usages')
    this.schema.dropTable('matters')
    this.schema.dropTable('plan_agreements')
    this.schema.dropTable('dependants')
    this.schema.dropTable('partners')
    this.schema.dropTable('subscriptions')
    this.schema.dropTable('number_sequences')
  }
}
