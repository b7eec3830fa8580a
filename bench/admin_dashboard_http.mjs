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

let response = await fetch(`${base}/admin/login`, { headers: { cookie: cookieHeader() } })
keep(response)
const html = await response.text()
const version = (html.match(/&quot;version&quot;:&quot;([^&]*)&quot;|"version":"([^"]*)"/) ?? [])
  .slice(1)
  .find(Boolean)
const xsrf = decodeURIComponent(jar.get('XSRF-TOKEN') ?? '')
response = await fetch(`${base}/admin/login`, {
  method: 'POST',
  redirect: 'manual',
  headers: { cookie: cookieHeader(), 'content-type': 'application/json', 'x-xsrf-token': xsrf },
  body: JSON.stringify({ email: 'admin@lexpat.test', password: 'Lexpat-demo-2026' }),
})
keep(response)
if (response.status !== 302) throw new Error(`sign-in answered ${response.status}`)

const headers = () => ({
  cookie: cookieHeader(),
  'x-inertia': 'true',
  ...(version ? { 'x-inertia-version': version } : {}),
})
async function once() {
  const start = performance.now()
  const res = await fetch(`${base}/admin/dashboard`, { headers: headers() })
  const body = await res.json()
  if (res.status !== 200 || !body.props?.stats) throw new Error(`dashboard answered ${res.status}`)
  return performance.now() - start
}
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

for (let i = 0; i < 5; i++) await once() // warm-up (first compile, first count)
const serial = []
for (let i = 0; i < 100; i++) serial.push(await once())
serial.sort((a, b) => a - b)
console.log(`one at a time (100):  median ${pct(serial, 50).toFixed(1)} ms, p95 ${pct(serial, 95).toFixed(1)} ms`)

const concurrent = []
const started = performance.now()
for (let round = 0; round < 10; round++) {
  concurrent.push(...(await Promise.all(Array.from({ length: 32 }, once))))
}
const seconds = (performance.now() - started) / 1000
concurrent.sort((a, b) => a - b)
console.log(
  `32 at a time (320):   median ${pct(concurrent, 50).toFixed(1)} ms, p99 ${pct(concurrent, 99).toFixed(1)} ms, ${(320 / seconds).toFixed(0)} requests/s`
)
