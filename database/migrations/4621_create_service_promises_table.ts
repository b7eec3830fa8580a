import { DateTime } from 'luxon'
import { BaseSchema } from '@adonisjs/lucid/schema'
import { sqlTime } from '#support/columns'

/**
 * Service promises (DESIGN §11): for each kind of member request, the
 * response time staff promise, in business hours or business days on the
 * holiday-aware business clock, or "at once" (the emergency line). Staff
 * edit them in Admin › Settings; a request's due time is fixed when it is
 * received, so an edit changes only later requests. Seeded with the
 * promises the desk opened with.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('service_promises', (table) => {
      table.increments('id')
      table.string('kind', 40).notNullable().unique()
      // business_hours | business_days | at_once
      table.string('unit', 20).notNullable()
      table.integer('amount').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })

    this.defer(async (db) => {
      const now = sqlTime(DateTime.utc(), this.db.dialect.name)
      await db.table('service_promises').multiInsert(
        [
          { kind: 'callback', unit: 'business_hours', amount: 4 },
          { kind: 'advice', unit: 'business_days', amount: 1 },
          { kind: 'document_review', unit: 'business_days', amount: 3 },
          // Counted from receiving what is needed (the request, with its documents).
          { kind: 'letter_or_call', unit: 'business_days', amount: 3 },
          { kind: 'emergency', unit: 'at_once', amount: 0 },
        ].map((row) => ({ ...row, created_at: now, updated_at: now }))
      )
    })
  }

  async down() {
    this.schema.dropTable('service_promises')
  }
}
