#!/usr/bin/env node
/*
 * Forgot-password answer time for known and unknown addresses (enumeration by
 * timing). Run against a development server with the demo
 * data (`npm run dev`):
 *
 *   npx node bench/enumeration_timing.mjs [BASE_URL] [ROUNDS]
 *
 * Defaults: http://localhost:3333, 60 rounds. Each round posts one known
 * demo address and one unknown address, in alternating order. Every
 * request comes "through" the local proxy with its own X-Forwarded-For
 * (loopback is the trusted proxy by default), and the known addresses
 * rotate over the demo accounts, so the throttles (5 per IP per 15 min,
 * 5 per address per hour) are not what is measured; a throttled answer
 * (it carries Retry-After) is counted and left out. Prints median, p90 and
 * mean per kind, and the difference of the medians.
 */
const base = (process.argv[2] || 'http://localhost:3333').replace(/\/$/, '')
const rounds = Number(process.argv[3] || 60)

const KNOWN = [
  'member',
  'free',
  'business',
  'omise',
  'custom',
  'pastdue',
  'cancelling',
  'cancelled',
  'pending',
  'admin',
  'superadmin',
  'accounting',
  'officer',
  'lawyer',
].map((name) => `${name}@lexpat.test`)

async function session() {
  const page = await fetch(`${base}/forgot-password`, { headers: { accept: 'text/html' } })
  const cookies = page.headers.getSetCookie().map((cookie) => cookie.split(';')[0])
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))
  if (!xsrf)
    throw new Error(`No XSRF-TOKEN cookie from ${base}/forgot-password; is the server running?`)
  return { cookie: cookies.join('; '), token: decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length)) }
}

let ip = 0
async function ask(email) {
  const { cookie, token } = await session()
  ip += 1
  const started = process.hrtime.bigint()
  const response = await fetch(`${base}/forgot-password`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'accept': 'text/html',
      'referer': `${base}/forgot-password`,
      'x-xsrf-token': token,
      cookie,
      'x-forwarded-for': `198.18.${Math.floor(ip / 250)}.${(ip % 250) + 1}`,
    },
    body: new URLSearchParams({ email }),
  })
  await response.arrayBuffer()
  const ms = Number(process.hrtime.bigint() - started) / 1e6
  return { ms, throttled: response.headers.has('retry-after'), status: response.status }
}

const times = { known: [], unknown: [] }
let throttled = 0
// Warm up (JIT, connection, first query plans).
await ask(`warmup-${Date.now()}@example.com`)
for (let round = 0; round < rounds; round++) {
  const known = KNOWN[round % KNOWN.length]
  const unknown = `nobody-${Date.now()}-${round}@example.com`
  const order =
    round % 2
      ? [
          ['known', known],
          ['unknown', unknown],
        ]
      : [
          ['unknown', unknown],
          ['known', known],
        ]
  for (const [kind, email] of order) {
    const result = await ask(email)
    if (result.throttled || result.status !== 302) throttled += 1
    else times[kind].push(result.ms)
  }
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
  const mean = sorted.reduce((sum, value) => sum + value, 0) / (sorted.length || 1)
  return { n: sorted.length, median: at(0.5), p90: at(0.9), mean }
}
const known = stats(times.known)
const unknown = stats(times.unknown)
const fmt = (s) =>
  `n=${s.n} median=${s.median?.toFixed(1)} ms p90=${s.p90?.toFixed(1)} ms mean=${s.mean.toFixed(1)} ms`
console.log(`forgot-password against ${base}, ${rounds} rounds`)
console.log(`known address:   ${fmt(known)}`)
console.log(`unknown address: ${fmt(unknown)}`)
console.log(`median difference (known - unknown): ${(known.median - unknown.median).toFixed(1)} ms`)
console.log(`throttled or unexpected answers left out: ${throttled}`)
