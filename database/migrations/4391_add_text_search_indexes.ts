import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Substring search on members (email, name) and membership numbers without
 * scanning the tables (a staff search at 100,000 members).
 *
 * - PostgreSQL: trigram GIN indexes (pg_trgm) on the lower-cased columns, so
 *   `lower(email) like '%part%'` is an index scan. pg_trgm ships with
 *   PostgreSQL and is a trusted extension (a database owner may create it);
 *   where it is not available the indexes are skipped and search still works,
 *   only slower.
 * - SQLite: FTS5 tables with the trigram tokenizer over the same columns
 *   (external content: they store only the index), kept in step by triggers.
 *
 * app/support/text_search.ts is the one place that queries them.
 */
const SQLITE_INDEXES = [
  { fts: 'users_fts', table: 'users', columns: ['email', 'name'] },
  { fts: 'subscriptions_fts', table: 'subscriptions', columns: ['membership_number'] },
] as const

const PG_INDEXES = [
  { name: 'users_email_trgm', table: 'users', column: 'email' },
  { name: 'users_name_trgm', table: 'users', column: 'name' },
  {
    name: 'subscriptions_membership_number_trgm',
    table: 'subscriptions',
    column: 'membership_number',
  },
] as const

export default class extends BaseSchema {
  async up() {
    const dialect = this.db.dialect.name
    if (dialect === 'postgres') {
      this.defer(async (db) => {
        const available = await db.rawQuery(
          "select 1 from pg_available_extensions where name = 'pg_trgm'"
        )
        if (available.rows.length === 0) return
        await db.rawQuery('create extension if not exists pg_trgm')
        for (const index of PG_INDEXES) {
          await db.rawQuery(
            `create index if not exists ${index.name} on ${index.table} using gin (lower(${index.column}) gin_trgm_ops)`
          )
        }
      })
      return
    }
    if (dialect !== 'sqlite3' && dialect !== 'better-sqlite3') return
    this.defer(async (db) => {
      for (const { fts, table, columns } of SQLITE_INDEXES) {
        const list = columns.join(', ')
        const values = (prefix: string) => columns.map((column) => `${prefix}.${column}`).join(', ')
        await db.rawQuery(
          `create virtual table ${fts} using fts5(${list}, content='${table}', content_rowid='id', tokenize='trigram')`
        )
        await db.rawQuery(
          `create trigger ${fts}_ai after insert on ${table} begin
             insert into ${fts}(rowid, ${list}) values (new.id, ${values('new')});
           end`
        )
        await db.rawQuery(
          `create trigger ${fts}_ad after delete on ${table} begin
             insert into ${fts}(${fts}, rowid, ${list}) values ('delete', old.id, ${values('old')});
           end`
        )
        await db.rawQuery(
          `create trigger ${fts}_au after update of ${list} on ${table} begin
             insert into ${fts}(${fts}, rowid, ${list}) values ('delete', old.id, ${values('old')});
             insert into ${fts}(rowid, ${list}) values (new.id, ${values('new')});
           end`
        )
        await db.rawQuery(`insert into ${fts}(${fts}) values ('rebuild')`)
      }
    })
  }

  async down() {
    const dialect = this.db.dialect.name
    this.defer(async (db) => {
      if (dialect === 'postgres') {
        for (const index of PG_INDEXES) await db.rawQuery(`drop index if exists ${index.name}`)
        return
      }
      if (dialect !== 'sqlite3' && dialect !== 'better-sqlite3') return
      for (const { fts } of SQLITE_INDEXES) {
        for (const suffix of ['ai', 'ad', 'au']) {
          await db.rawQuery(`drop trigger if exists ${fts}_${suffix}`)
        }
        await db.rawQuery(`drop table if exists ${fts}`)
      }
    })
  }
}
