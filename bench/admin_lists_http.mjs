// Times the admin lists as Inertia JSON, signed in as the
// demo admin: each list's first page, a filtered page, a deep page (the
// offset cap) and the CSV export (time to the first 1,000 rows, and the
// whole capped file once). Prints one JSON line per case on stdout.
//
//   node bench/admin_lists_http.mjs http://localhost:3418 [runs]
import { percentile as pct, signInStaff } from './lib/staff_session.mjs'

const base = process.argv[2]
const runs = Number(process.argv[3] ?? 40)
const admin = await signInStaff(base, 'admin@lexpat.test')

async function page(path, prop) {
  const { ms, status, props } = await admin.visit(path)
  if (status !== 200 || !props?.[prop]) throw new Error(`${path} answered ${status}`)
  return { ms, rows: props[prop].rows.length, total: props[prop].total }
}

async function csv(path, lines) {
  const result = await admin.csv(path, lines)
  if (result.status !== 200) throw new Error(`${path} answered ${result.status}`)
  return result
}

async function measure(name, run, times = runs) {
  for (let i = 0; i < 3; i++) await run() // warm-up
  const samples = []
  let last
  for (let i = 0; i < times; i++) {
    last = await run()
    samples.push(last.ms)
  }
  samples.sort((a, b) => a - b)
  console.log(
    JSON.stringify({
      case: name,
      p50: Number(pct(samples, 50).toFixed(1)),
      p95: Number(pct(samples, 95).toFixed(1)),
      rows: last.rows,
      total: last.total,
    })
  )
}

const cases = [
  ['transactions: first page', () => page('/admin/transactions', 'list')],
  [
    'transactions: filtered (failed, 90 days)',
    () =>
      page(
        `/admin/transactions?status=failed&from=${new Date(Date.now() - 90 * 864e5).toISOString().slice(0, 10)}`,
        'list'
      ),
  ],
  [
    'transactions: filtered + sorted (gateway, by amount)',
    () => page('/admin/transactions?gateway=sandbox&sort=amount&dir=asc', 'list'),
  ],
  ['transactions: deep page (offset cap)', () => page('/admin/transactions?page=401', 'list')],
  ['transactions: search (email)', () => page('/admin/transactions?q=-777%40members', 'list')],
  ['subscribers: first page', () => page('/admin/subscribers', 'list')],
  ['tapfiliate: by affiliate', () => page('/admin/tapfiliate', 'affiliates')],
  ['tapfiliate: conversions', () => page('/admin/tapfiliate/conversions', 'conversions')],
]
for (const [name, run] of cases) await measure(name, run)
await measure(
  'transactions CSV: first 1,000 rows',
  () => csv('/admin/transactions/export', 1000),
  10
)
await measure(
  'transactions CSV: whole file (cap 50,000)',
  () => csv('/admin/transactions/export'),
  2
)
