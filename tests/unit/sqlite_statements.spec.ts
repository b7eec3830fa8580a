import { test } from '@japa/runner'
import Database from 'better-sqlite3'
import db from '@adonisjs/lucid/services/db'
import { keepStatements } from '#support/sqlite_statements'

function memoryDatabase() {
  const database = keepStatements(new Database(':memory:'), 3)
  database.exec('create table notes (id integer primary key, body text)')
  database.exec("insert into notes (body) values ('one'), ('two'), ('three')")
  return database
}

test.group('SQLite statements kept per connection (DESIGN §6)', () => {
  test('[design 6] the same SQL gets the same statement back; the least recently used past the limit is prepared again', ({
    assert,
  }) => {
    const database = memoryDatabase()
    const first = database.prepare('select body from notes where id = ?')
    assert.strictEqual(database.prepare('select body from notes where id = ?'), first)
    assert.deepEqual(first.get(2), { body: 'two' })

    const others = ['select 1', 'select 2', 'select 3'].map((sql) => database.prepare(sql))
    // Four statements for a limit of three: the first was forgotten, the others kept.
    assert.notStrictEqual(database.prepare('select body from notes where id = ?'), first)
    assert.strictEqual(database.prepare('select 3'), others[2])
  })

  test('[design 6] a kept statement follows schema changes, and one still being read is not handed out', ({
    assert,
  }) => {
    const database = memoryDatabase()
    const all = database.prepare('select * from notes order by id')
    database.exec('alter table notes add column pinned integer default 0')
    assert.deepEqual(all.all()[0], { id: 1, body: 'one', pinned: 0 })

    const rows = all.iterate()
    rows.next()
    // Busy: a second query with the same SQL meanwhile gets its own statement.
    const meanwhile = database.prepare('select * from notes order by id')
    assert.notStrictEqual(meanwhile, all)
    assert.lengthOf(meanwhile.all(), 3)
    rows.return!()
    assert.strictEqual(database.prepare('select * from notes order by id'), all)

    // better-sqlite3's own pragma() passes more than the SQL: never kept.
    assert.equal(database.pragma('user_version', { simple: true }), 0)
    assert.deepEqual(database.prepare('pragma user_version').all(), [{ user_version: 0 }])
  })

  test('[design 6] the app connection keeps statements on SQLite, and queries answer as before', async ({
    assert,
  }) => {
    if (db.connection().dialect.name !== 'better-sqlite3') return
    await db.connection().rawQuery('select 1')
    const raw = await db.connection().getWriteClient().client.acquireConnection()
    try {
      assert.strictEqual(raw.prepare('select 42 as answer'), raw.prepare('select 42 as answer'))
    } finally {
      await db.connection().getWriteClient().client.releaseConnection(raw)
    }
    const rows = await db.from('roles').select('slug').orderBy('id')
    assert.isAbove(rows.length, 0)
  })

  test('[design 6] on SQLite a limit is written into the SQL, an offset stays bound, and rows are the same', async ({
    assert,
  }) => {
    if (db.connection().dialect.name !== 'better-sqlite3') return
    const first = db.from('roles').select('slug').where('id', '>', 0).orderBy('id').limit(1)
    const compiled = first.toSQL().toNative()
    assert.match(compiled.sql, /limit 1$/)
    assert.deepEqual(compiled.bindings, [0])

    const page = db.from('roles').select('slug').orderBy('id').limit(2).offset(1)
    const pageSql = page.toSQL().toNative()
    assert.match(pageSql.sql, /limit 2 offset \?$/)
    assert.deepEqual(pageSql.bindings, [1])

    // An offset alone keeps knex's own form (SQLite needs a limit before an offset).
    const rest = db.from('roles').select('slug').orderBy('id').offset(1).toSQL().toNative()
    assert.match(rest.sql, /limit \? offset \?$/)
    assert.deepEqual(rest.bindings, [-1, 1])

    const all = await db.from('roles').select('slug').orderBy('id')
    assert.deepEqual(await first, all.slice(0, 1))
    assert.deepEqual(await page, all.slice(1, 3))
    assert.deepEqual(await db.from('roles').select('slug').orderBy('id').offset(1), all.slice(1))
    assert.deepEqual(await db.from('roles').select('slug').limit(0), [])
    // Lucid's first() and a model's find() read through the same compiler.
    const role = await db.from('roles').orderBy('id').first()
    assert.equal(role.slug, all[0].slug)
  })
})
