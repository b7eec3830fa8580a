// Times the admin lists as Inertia JSON, signed in as the
// demo admin: each list's first page, a filtered page, a deep page (the
// offset cap) and the CSV export (time to the first 1,000 rows, and the
// whole capped file once). Prints one JSON line per case on stdout.
//
//   node bench/admin_lists_http.mjs http://localhost:3418 [runs]
const base = process.argv[2]
const runs = Number(process.argv[3] ?? 40)
const jar = new Map()
const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
function keep(response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';')
    const index = pair.indexOf('=')
    jar.set(pair.slice(0, index), pair.slice(index + 1))
  }
}

let response = await fetch(`${base}/admin/login`, { headers: { 'x-inertia': 'true' } })
keep(response)
const version = response.headers.get('x-inertia-version')
const xsrf = decodeURIComponent(jar.get('XSRF-TOKEN') ?? '')
response = await fetch(`${base}/admin/login`, {
  method: 'POST',
  redirect: 'manual',
  headers: { 'cookie': cookieHeader(), 'content-type': 'application/json', 'x-xsrf-token': xsrf },
  body: JSON.stringify({ email: 'admin@lexpat.test', password: 'Lexpat-demo-2026' }),
})
keep(response)
if (response.status !== 302) throw new Error(`sign-in answered ${response.status}`)

const headers = () => ({
  'cookie': cookieHeader(),
  'x-inertia': 'true',
  ...(version ? { 'x-inertia-version': version } : {}),
})

async function page(path, prop) {
  const start = performance.now()
  const res = await fetch(`${base}${path}`, { headers: headers() })
  const body = await res.json()
  if (res.status !== 200 || !body.props?.[prop]) throw new Error(`${path} answered ${res.status}`)
  return {
    ms: performance.now() - start,
    rows: body.props[prop].rows.length,
    total: body.props[prop].total,
  }
}

/** Time until `lines` CSV lines arrived (the download is then cancelled), or the whole file. */
async function csv(path, lines = Infinity) {
  const start = performance.now()
  const res = await fetch(`${base}${path}`, { headers: { cookie: cookieHeader() } })
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
  const decoder = new TextDecoder()
  let seen = 0
  const reader = res.body.getReader()
  while (seen <= lines) {
    const { done, value } = await reader.read()
    if (done) break
    seen += (decoder.decode(value, { stream: true }).match(/\n/g) ?? []).length
  }
  const ms = performance.now() - start
  // Enough rows: cancel the rest of the download (the server stops reading the database).
  if (seen > lines) await reader.cancel().catch(() => {})
  return { ms, rows: Math.max(0, seen - 1) }
}

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

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
