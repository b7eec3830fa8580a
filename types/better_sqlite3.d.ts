/**
 * The part of better-sqlite3 (the SQLite driver knex loads) that the app
 * touches itself: app/support/sqlite_statements.ts and its unit test. The
 * package ships no types of its own.
 */
declare module 'better-sqlite3' {
  interface Statement {
    readonly busy: boolean
    readonly reader: boolean
    run(...bindings: unknown[]): { changes: number; lastInsertRowid: number | bigint }
    get(...bindings: unknown[]): any
    all(...bindings: unknown[]): any[]
    iterate(...bindings: unknown[]): IterableIterator<any>
  }
  class Database {
    constructor(filename: string, options?: Record<string, unknown>)
    prepare(sql: string, ...rest: unknown[]): Statement
    exec(sql: string): this
    pragma(source: string, options?: { simple?: boolean }): any
    close(): this
  }
  export default Database
}
