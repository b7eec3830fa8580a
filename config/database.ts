import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
import { inlineSqliteLimits, keepStatements } from '#support/sqlite_statements'

// SQLite plans a statement again on every run when its LIMIT is bound (#support/sqlite_statements).
inlineSqliteLimits()

const migrations = { naturalSort: true, paths: ['database/migrations'] }
const seeders = { paths: ['database/seeders'] }
const schemaGeneration = { enabled: false }

/**
 * SQLite in a file under tmp/ by default (zero setup); PostgreSQL with
 * DB_CONNECTION=pg. Both run the same migrations.
 */
const dbConfig = defineConfig({
  connection: env.get('DB_CONNECTION') || 'sqlite',
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: {
        filename: app.makePath(
          env.get('SQLITE_FILENAME') || (app.inTest ? 'tmp/test.sqlite3' : 'tmp/db.sqlite3')
        ),
      },
      useNullAsDefault: true,
      migrations,
      // The FTS5 search indexes' shadow tables go with their virtual table
      // (database/migrations/4391_add_text_search_indexes.ts).
      wipe: {
        ignoreTables: ['users_fts', 'subscriptions_fts'].flatMap((fts) =>
          ['config', 'data', 'docsize', 'idx'].map((shadow) => `${fts}_${shadow}`)
        ),
      },
      seeders,
      schemaGeneration,
      pool: {
        afterCreate: (connection: any, done: (error: Error | null, connection: any) => void) => {
          // Enforce foreign keys and let readers proceed while a writer commits.
          connection.pragma('foreign_keys = ON')
          connection.pragma('journal_mode = WAL')
          connection.pragma('busy_timeout = 5000')
          // The same SQL is not parsed and planned again on every query.
          done(null, keepStatements(connection))
        },
      },
    },
    pg: {
      client: 'pg',
      connection: {
        host: env.get('PG_HOST') || '127.0.0.1',
        port: env.get('PG_PORT') || 5432,
        user: env.get('PG_USER') || 'postgres',
        password: env.get('PG_PASSWORD'),
        database: env.get('PG_DB_NAME') || 'lexpat',
        ssl: env.get('PG_SSL') ? { rejectUnauthorized: false } : undefined,
      },
      migrations,
      seeders,
      schemaGeneration,
    },
  },
})

export default dbConfig
