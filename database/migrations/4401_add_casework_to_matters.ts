import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Casework: a matter gets its category, lawyer, status,
 * notes and where it came in (consultancy request or support ticket); each
 * entitlement usage becomes a service-log entry: who recorded it, minutes
 * of research, whether it was an extra service (its reason, price and
 * invoice) and, for a correction, the entry it reverses and why.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('matters', (table) => {
      table.string('category', 40).notNullable().defaultTo('general')
      table.integer('lawyer_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.string('status', 20).notNullable().defaultTo('open')
      table.text('notes').nullable()
      table
        .integer('consultancy_request_id')
        .unsigned()
        .nullable()
        .references('consultancy_requests.id')
        .onDelete('SET NULL')
      table
        .integer('support_ticket_id')
        .unsigned()
        .nullable()
        .references('support_tickets.id')
        .onDelete('SET NULL')
      table.timestamp('closed_at').nullable()
      table.index(['lawyer_id', 'status'])
      table.index(['status', 'created_at'])
    })

    this.schema.alterTable('entitlement_usages', (table) => {
      table
        .integer('recorded_by_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.integer('minutes').nullable()
      table.boolean('extra').notNullable().defaultTo(false)
      table.string('extra_reason', 500).nullable()
      table.integer('price_satang').nullable()
      table
        .integer('invoice_id')
        .unsigned()
        .nullable()
        .references('invoices.id')
        .onDelete('SET NULL')
      table
        .integer('reverses_id')
        .unsigned()
        .nullable()
        .references('entitlement_usages.id')
        .onDelete('SET NULL')
      table.string('reversal_reason', 500).nullable()
      table.index(['matter_id', 'used_at'])
    })
  }

  async down() {
    this.schema.alterTable('entitlement_usages', (table) => {
      table.dropIndex(['matter_id', 'used_at'])
      table.dropForeign(['recorded_by_id'])
      table.dropForeign(['invoice_id'])
      table.dropForeign(['reverses_id'])
      table.dropColumns(
        'recorded_by_id',
        'minutes',
        'extra',
        'extra_reason',
        'price_satang',
        'invoice_id',
        'reverses_id',
        'reversal_reason'
      )
    })
    this.schema.alterTable('matters', (table) => {
      table.dropIndex(['lawyer_id', 'status'])
      table.dropIndex(['status', 'created_at'])
      table.dropForeign(['lawyer_id'])
      table.dropForeign(['consultancy_request_id'])
      table.dropForeign(['support_ticket_id'])
      table.dropColumns(
        'category',
        'lawyer_id',
        'status',
        'notes',
        'consultancy_request_id',
        'support_ticket_id',
        'closed_at'
      )
    })
  }
}
