// The load of bench/soak.sh: a mix of public pages (English and Thai),
// member pages, an admin list and sandbox checkouts against one web
// process. First the peak (closed loop, fixed concurrency), then an open
// loop at SOAK_RATE (default 0.8) of that peak for SOAK_SECONDS, with at
// most SOAK_MAX_IN_FLIGHT operations in flight. Prints a table per minute
// (requests, errors, p50/p99) and the process's RSS after the warm-up and
// at the end. Env: BASE, APP_PID, PRICE_ID, SOAK_SECONDS, SOAK_PEAK_SECONDS,
// SOAK_WARMUP_SECONDS, PASSWORD.
import { readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'

const BASE = process.env.BASE
const PASSWORD = process.env.PASSWORD ?? 'Lexpat-demo-2026'
const seconds = Number(process.env.SOAK_SECONDS ?? 600)
const peakSeconds = Number(process.env.SOAK_PEAK_SECONDS ?? 20)
const warmupSeconds = Number(process.env.SOAK_WARMUP_SECONDS ?? 30)
const rateShare = Number(process.env.SOAK_RATE ?? 0.8)
const maxInFlight = Number(process.env.SOAK_MAX_IN_FLIGHT ?? 64)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

let tokenIndex = 0
let fakeIp = 0
/** A distinct client address per checkout (the app trusts X-Forwarded-For from loopback). */
function nextIp() {
  fakeIp++
  return `10.${(fakeIp >> 16) & 255}.${(fakeIp >> 8) & 255}.${fakeIp & 255}`
}

class Client {
  cookies = new Map()
  constructor(ip) {
    this.ip = ip
  }
  async request(path, { method = 'GET', form, json, headers = {} } = {}) {
    const all = { ...headers }
    if (this.cookies.size) all.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    if (this.ip) all['x-forwarded-for'] = this.ip
    let body
    if (form) {
      body = new URLSearchParams(form).toString()
      all['content-type'] = 'application/x-www-form-urlencoded'
    }
    if (json) {
      body = JSON.stringify(json)
      all['content-type'] = 'application/json'
    }
    if (method !== 'GET' && this.cookies.has('XSRF-TOKEN')) {
      all['x-xsrf-token'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN'))
    }
    const response = await fetch(BASE + path, {
      method,
      body,
      headers: all,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const index = pair.indexOf('=')
      const value = pair.slice(index + 1)
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(pair.slice(0, index))
      else this.cookies.set(pair.slice(0, index), value)
    }
    const text = await response.text()
    return { status: response.status, text }
  }
}

async function signIn(path, email) {
  const client = new Client()
  await client.request('/csrf')
  const { status } = await client.request(path, {
    method: 'POST',
    form: { email, password: PASSWORD },
  })
  if (status !== 302) throw new Error(`sign-in of ${email} answered ${status}`)
  return client
}

const members = await Promise.all(
  // Members with a plan (Personal monthly with a family, Business annual).
  ['member@lexpat.test', 'business@lexpat.test'].map((email) => signIn('/login', email))
)
const staff = await signIn('/admin/login', 'admin@lexpat.test')

/** Each step: [label, expected statuses, run] → one sample per HTTP request. */
const publicPages = ['/', '/view-plans', '/faqs/general', '/get-started']
const anonymous = new Client()
const pick = (list) => list[Math.floor(Math.random() * list.length)]

async function checkout(record) {
  const client = new Client(nextIp())
  const email = `soak-${randomUUID().slice(0, 12)}@lexpat.test`
  const steps = [
    ['checkout: csrf', () => client.request('/csrf'), [204, 200]],
    [
      'checkout: account',
      () =>
        client.request('/get-started/account', {
          method: 'POST',
          form: { name: 'Soak Test', email, password: 'Soak-test-password-2026', terms: 'on' },
        }),
      [302, 303],
    ],
  ]
  for (const [label, run, expected] of steps) {
    const sample = await timed(label, run, expected)
    record(sample)
    if (!sample.ok) return
  }
  // A card token from the pool soak.sh wrote into the sandbox's vault: in
  // production the sandbox's tokenization route (Omise.js's stand-in) is off.
  const token = `${process.env.TOKEN_PREFIX}${String(tokenIndex++).padStart(10, '0')}`
  record(
    await timed(
      'checkout: pay',
      () =>
        client.request('/get-started/payment', {
          method: 'POST',
          form: { price_id: process.env.PRICE_ID, token, not_incarcerated: 'on', terms: 'on' },
        }),
      [302, 303]
    )
  )
}

async function timed(label, run, expected) {
  const started = performance.now()
  try {
    const { status, text } = await run()
    return { label, ms: performance.now() - started, status, ok: expected.includes(status), text }
  } catch (error) {
    return {
      label,
      ms: performance.now() - started,
      status: 'network',
      ok: false,
      text: String(error),
    }
  }
}

/** One operation of the mix; every HTTP request is recorded. */
async function operation(record) {
  const roll = Math.random()
  if (roll < 0.6) {
    const lang = Math.random() < 0.5 ? 'en' : 'th'
    const path = `${pick(publicPages)}?lang=${lang}`
    return record(await timed(`public ${lang}`, () => anonymous.request(path), [200]))
  }
  if (roll < 0.85) {
    const client = pick(members)
    const path = pick([
      '/settings/member-card',
      '/settings/profile-details',
      '/settings/subscriptions',
    ])
    return record(await timed(`member ${path}`, () => client.request(path), [200]))
  }
  if (roll < 0.95) {
    return record(await timed('admin list', () => staff.request('/admin/users?page=1'), [200]))
  }
  return checkout(record)
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024)
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0

// ── Peak: closed loop, 16 operations at a time ──────────────────────────────
let peakOps = 0
const peakUntil = Date.now() + peakSeconds * 1000
const peakErrors = []
await Promise.all(
  Array.from({ length: 16 }, async () => {
    while (Date.now() < peakUntil) {
      await operation((sample) => {
        if (!sample.ok) peakErrors.push(sample)
      })
      peakOps++
    }
  })
)
const peak = peakOps / peakSeconds
const rate = peak * rateShare
console.log(
  `peak: ${peak.toFixed(1)} operations/s (closed loop, 16 at a time, ${peakSeconds} s, ${peakErrors.length} errors); soak at ${(rateShare * 100).toFixed(0)} % = ${rate.toFixed(1)} operations/s for ${seconds} s`
)

// ── Soak: open loop at `rate`, bounded in flight ────────────────────────────
const minutes = []
const errorsByKind = new Map()
let skipped = 0
let inFlight = 0
let rssWarm = null
let rssMax = 0
const started = Date.now()
const record = (sample) => {
  const minute = Math.floor((Date.now() - started) / 60_000)
  minutes[minute] ??= { times: [], errors: 0 }
  minutes[minute].times.push(sample.ms)
  if (!sample.ok) {
    minutes[minute].errors++
    const kind = `${sample.label} → ${sample.status}`
    errorsByKind.set(kind, (errorsByKind.get(kind) ?? 0) + 1)
  }
}
const sampler = setInterval(() => {
  const rss = rssMb(process.env.APP_PID)
  rssMax = Math.max(rssMax, rss)
  if (rssWarm === null && Date.now() - started >= warmupSeconds * 1000) rssWarm = rss
}, 1000)
const interval = 1000 / rate
let next = performance.now()
while (Date.now() - started < seconds * 1000) {
  next += interval
  if (inFlight >= maxInFlight) skipped++
  else {
    inFlight++
    operation(record).finally(() => inFlight--)
  }
  const wait = next - performance.now()
  if (wait > 0) await sleep(wait)
}
for (let i = 0; i < 600 && inFlight > 0; i++) await sleep(100)
clearInterval(sampler)
const rssEnd = rssMb(process.env.APP_PID)

console.log('')
console.log('| Minute | Requests | Errors | p50 ms | p99 ms |')
console.log('| -----: | -------: | -----: | -----: | -----: |')
let total = 0
let errors = 0
minutes.forEach((minute, index) => {
  if (!minute) return
  const sorted = [...minute.times].sort((a, b) => a - b)
  total += sorted.length
  errors += minute.errors
  console.log(
    `| ${index + 1} | ${sorted.length} | ${minute.errors} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} |`
  )
})
console.log('')
console.log(
  `requests: ${total}, errors: ${errors}, operations skipped (over ${maxInFlight} in flight): ${skipped}`
)
for (const [kind, count] of errorsByKind) console.log(`  error ${kind}: ${count}`)
const warm = rssWarm ?? rssEnd
console.log(
  `RSS: ${warm} MB after the ${warmupSeconds} s warm-up, ${rssEnd} MB at the end (${(((rssEnd - warm) / warm) * 100).toFixed(1)} %), peak ${rssMax} MB`
)
