// Signs in as the demo admin and times GET /admin/dashboard as Inertia JSON.
const base = process.argv[2]
const jar = new Map()
const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
function keep(response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';')
    const index = pair.indexOf('=')
    jar.set(pair.slice(0, index), pair.slice(index + 1))
  }
}

// An Inertia request without the asset version answers 409 with the current one.
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
async function once(path, prop) {
  const start = performance.now()
  const res = await fetch(`${base}${path}`, { headers: headers() })
  const body = await res.json()
  if (res.status !== 200 || !body.props?.[prop]) throw new Error(`${path} answered ${res.status}`)
  return performance.now() - start
}
const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

// The dashboard beside a page of the same shell with no user counting
// (one row of a near-empty list): the difference is what the counts cost.
for (const [path, prop] of [
  ['/admin/dashboard', 'stats'],
  ['/admin/subscribers?size=1', 'list'],
]) {
  for (let i = 0; i < 5; i++) await once(path, prop) // warm-up (first compile, first count)
  const serial = []
  for (let i = 0; i < 100; i++) serial.push(await once(path, prop))
  serial.sort((a, b) => a - b)
  console.log(`${path}`)
  console.log(
    `  one at a time (100): median ${pct(serial, 50).toFixed(1)} ms, p95 ${pct(serial, 95).toFixed(1)} ms`
  )
  const concurrent = []
  const started = performance.now()
  for (let round = 0; round < 10; round++) {
    concurrent.push(...(await Promise.all(Array.from({ length: 32 }, () => once(path, prop)))))
  }
  const seconds = (performance.now() - started) / 1000
  concurrent.sort((a, b) => a - b)
  console.log(
    `  32 at a time (320):  median ${pct(concurrent, 50).toFixed(1)} ms, p99 ${pct(concurrent, 99).toFixed(1)} ms, ${(320 / seconds).toFixed(0)} requests/s`
  )
}
