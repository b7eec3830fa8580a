import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The partner's login (DESIGN §11): the partner a Personal membership
 * covers may have an account of their own, which shares the membership.
 *
 * - `users.partner_of_user_id`: this account is a partner login, on the
 *   membership of that member. Set when the member invites the partner and
 *   never changed: a partner login never becomes a member account.
 * - `partners.user_id`: the login invited for this partner (unique). The
 *   partner has access while this link exists and the membership is
 *   current; removing the partner removes the link.
 * - `partners.invited_at`: when the last invitation was sent.
 * - `entitlement_usages.used_by_id`: who of the membership used the
 *   service (the member or the partner), so shared usage says who used what.
 */
/** The columns as SQLite adds them in place (see below), and their indexes. */
const SQLITE_UP = [
  'alter table users add column partner_of_user_id integer null references users(id) on delete cascade',
  'create index users_partner_of_user_id_index on users (partner_of_user_id)',
  'alter table partners add column user_id integer null references users(id) on delete set null',
  'create unique index partners_user_id_unique on partners (user_id)',
  'alter table partners add column invited_at datetime null',
  'alter table entitlement_usages add column used_by_id integer null references users(id) on delete set null',
]
const SQLITE_DOWN = [
  'alter table entitlement_usages drop column used_by_id',
  'drop index partners_user_id_unique',
  'alter table partners drop column invited_at',
  'alter table partners drop column user_id',
  'drop index users_partner_of_user_id_index',
  'alter table users drop column partner_of_user_id',
]

export default class extends BaseSchema {
  /**
   * SQLite: knex adds or drops a column with a foreign key by rebuilding the
   * table, which would drop the text-search triggers on `users` (migration
   * 4391) and fail on the rows pointing at it. SQLite adds a nullable
   * column with a REFERENCES clause, and drops it, in place: those
   * statements are used instead. PostgreSQL gets the schema builder's.
   */
  get #sqlite() {
    const dialect = this.db.dialect.name
    return dialect === 'sqlite3' || dialect === 'better-sqlite3'
  }

  async up() {
    if (this.#sqlite) {
      this.defer(async (db) => {
        for (const statement of SQLITE_UP) await db.rawQuery(statement)
      })
      return
    }
    this.schema.alterTable('users', (table) => {
      table
        .integer('partner_of_user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.index(['partner_of_user_id'])
    })
    this.schema.alterTable('partners', (table) => {
      table
        .integer('user_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.unique(['user_id'])
      table.timestamp('invited_at').nullable()
    })
    this.schema.alterTable('entitlement_usages', (table) => {
      table
        .integer('used_by_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
    })
  }

  async down() {
    if (this.#sqlite) {
      this.defer(async (db) => {
        for (const statement of SQLITE_DOWN) await db.rawQuery(statement)
      })
      return
    }
    this.schema.alterTable('entitlement_usages', (table) => {
      table.dropForeign(['used_by_id'])
      table.dropColumn('used_by_id')
    })
    this.schema.alterTable('partners', (table) => {
      table.dropUnique(['user_id'])
      table.dropForeign(['user_id'])
      table.dropColumn('user_id')
      table.dropColumn('invited_at')
    })
    this.schema.alterTable('users', (table) => {
      table.dropIndex(['partner_of_user_id'])
      table.dropForeign(['partner_of_user_id'])
      table.dropColumn('partner_of_user_id')
    })
  }
}
