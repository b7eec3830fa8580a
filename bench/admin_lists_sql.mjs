// The SQL behind admin Transactions (what app/lists/transactions_list.ts
// and the list kit run for one page: the capped count and the page query),
// timed on the database alone: p50/p95 of 60 runs each. Unlike the HTTP
// figures it does not depend on the web process or the machine's other load.
//
//   node bench/admin_lists_sql.mjs sqlite tmp/bench-lists-large.sqlite3
//   node bench/admin_lists_sql.mjs pg lexpat_money_bench
const [engine, target] = process.argv.slice(2)
const since = new Date(Date.now() - 90 * 864e5)
const sinceText =
  engine === 'pg' ? since.toISOString() : since.toISOString().replace('T', ' ').slice(0, 19)
const like = '%-777@members%'

const cap = (where, params) => [
  `select count(*) as total from (select payments.id from payments ${where} limit 10001) capped`,
  params,
]
const cases = {
  'first page': [
    cap('', []),
    ['select * from payments order by created_at desc, id desc limit 25', []],
  ],
  'filtered (failed, 90 days)': [
    cap('where status = ? and created_at >= ?', ['failed', sinceText]),
    [
      'select * from payments where status = ? and created_at >= ? order by created_at desc, id desc limit 25',
      ['failed', sinceText],
    ],
  ],
  'filtered + sorted (gateway, by amount)': [
    cap('where gateway = ?', ['sandbox']),
    [
      'select * from payments where gateway = ? order by amount_satang asc, id asc limit 25',
      ['sandbox'],
    ],
  ],
  'deep page (offset 10,000)': [
    cap('', []),
    ['select * from payments order by created_at desc, id desc limit 25 offset 10000', []],
  ],
  // Two small indexed look-ups first (members, then their invoices), as the app does.
  'search (email)': async (run) => {
    // app/support/text_search.ts: FTS5 trigram on SQLite, pg_trgm on PostgreSQL.
    const members = await run(
      engine === 'pg'
        ? 'select id from users where lower(email) like ? or lower(name) like ? limit 200'
        : 'select rowid as id from users_fts where users_fts match ? limit 200',
      engine === 'pg' ? [like, like] : ['"-777@members"']
    )
    const ids = (members.rows ?? members).map((row) => row.id)
    const invoices = await run(
      `select id from invoices where number = ?${ids.length ? ` or user_id in (${ids.map(() => '?').join(',')})` : ''}`,
      ['-777@MEMBERS', ...ids]
    )
    const invoiceIds = (invoices.rows ?? invoices).map((row) => row.id)
    const list = invoiceIds.length ? invoiceIds.map(() => '?').join(',') : 'null'
    const where = `where (gateway_charge_id = ? or invoice_id in (${list}))`
    await run(cap(where, [])[0], ['-777@members', ...invoiceIds])
    await run(`select * from payments ${where} order by created_at desc, id desc limit 25`, [
      '-777@members',
      ...invoiceIds,
    ])
  },
}

let run
let close
if (engine === 'pg') {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ host: '127.0.0.1', user: 'postgres', database: target })
  await client.connect()
  const numbered = (sql) => {
    let n = 0
    return sql.replace(/\?/g, () => `$${++n}`)
  }
  run = (sql, params) => client.query(numbered(sql), params)
  close = () => client.end()
} else {
  const { default: Database } = await import('better-sqlite3')
  const db = new Database(target, { readonly: true })
  run = async (sql, params) => db.prepare(sql).all(...params)
  close = () => db.close()
}

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
for (const [name, queries] of Object.entries(cases)) {
  const once = async () => {
    const start = performance.now()
    if (typeof queries === 'function') await queries(run)
    else for (const [sql, params] of queries) await run(sql, params)
    return performance.now() - start
  }
  for (let i = 0; i < 5; i++) await once()
  const samples = []
  for (let i = 0; i < 60; i++) samples.push(await once())
  samples.sort((a, b) => a - b)
  console.log(
    JSON.stringify({
      case: `SQL: ${name}`,
      p50: Number(pct(samples, 50).toFixed(2)),
      p95: Number(pct(samples, 95).toFixed(2)),
    })
  )
}
await close()
