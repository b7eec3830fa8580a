import { BaseSchema } from '@adonisjs/lucid/schema'
import { convertStoredContactDetails } from '#services/accounts/contact_details_conversion'

/**
 * Phones in E.164 and countries as ISO 3166-1 alpha-2 codes (SPEC §2.8).
 * Existing rows are converted; a number or country that cannot be read is
 * kept as it was and flagged, for staff to check from Manage Users.
 */
export default class extends BaseSchema {
  async up() {
    for (const table of ['users', 'partners']) {
      this.schema.alterTable(table, (builder) => {
        builder.boolean('phone_needs_review').notNullable().defaultTo(false)
        builder.boolean('country_needs_review').notNullable().defaultTo(false)
      })
    }
    this.schema.alterTable('users', (builder) => {
      builder.index(['country'], 'users_country_index')
    })
    this.defer(async (db) => {
      await convertStoredContactDetails(db)
    })
  }

  async down() {
    this.schema.alterTable('users', (builder) => {
      builder.dropIndex(['country'], 'users_country_index')
    })
    for (const table of ['users', 'partners']) {
      this.schema.alterTable(table, (builder) => {
        builder.dropColumn('country_needs_review')
        builder.dropColumn('phone_needs_review')
      })
    }
  }
}
