// Admin lists under several staff at once (issue 29, Performance II). Each
// session is its own sign-in (the demo staff accounts, one role each, some
// signed in twice) and walks every admin list its role opens: the first
// page, a search, a filter (taken from the page's own filter options, or
// the last 90 days), a sort, and for lists with an export the time to the
// CSV's first 1,000 rows. A list the role may not open (403) is left out of
// that session's walk. Two phases from the same run:
//
// - baseline: the sessions walk one after another (one request at a time);
// - concurrent: all sessions walk at once, each request after the last.
//
// Prints Markdown: one row per list (its page requests pooled: n, p50, p95,
// p99 in each phase, and whether the concurrent p95 ≤ 100 ms), then each
// list's cases under concurrency. Raw samples go to --samples as JSON lines.
//
//   node bench/admin_lists_concurrent.mjs http://127.0.0.1:3504 \
//     [--rounds 4] [--baseline-rounds 2] [--no-csv] [--samples file.jsonl]
import { appendFileSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { percentile, signInStaff } from './lib/staff_session.mjs'

const args = process.argv.slice(2)
const base = args.find((arg) => !arg.startsWith('--') && /^https?:/.test(arg))
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : fallback
}
if (!base) throw new Error('usage: node bench/admin_lists_concurrent.mjs <base-url> [options]')
const rounds = Number(option('rounds', 4))
const baselineRounds = Number(option('baseline-rounds', 2))
const withCsv = !args.includes('--no-csv')
const samplesFile = option('samples', null)
const TARGET_MS = 100

// Eight sign-ins over the five staff roles: the roles that open the most
// lists twice, the lawyer twice (its two lists no other role opens).
const ACCOUNTS = (
  option('accounts', null) ??
  [
    'superadmin@lexpat.test',
    'admin@lexpat.test',
    'accounting@lexpat.test',
    'officer@lexpat.test',
    'lawyer@lexpat.test',
    'superadmin@lexpat.test',
    'admin@lexpat.test',
    'lawyer@lexpat.test',
  ].join(',')
).split(',')

// Every admin page that is a list (app/lists, and Affiliate tracking's two
// views): path, a sort other than its default, whether it has a CSV export.
const LISTS = [
  { name: 'Manage Users', path: '/admin/users', sort: 'email', csv: true },
  { name: 'Users History', path: '/admin/user_history', sort: 'action', csv: true },
  { name: 'Request Delete', path: '/admin/request_delete', sort: 'email' },
  { name: 'Subscriptions', path: '/admin/subscriptions', sort: 'membership_number', csv: true },
  {
    name: 'Delete Subscriptions',
    path: '/admin/delete_subscriptions',
    sort: 'membership_number',
    csv: true,
  },
  { name: 'Transactions', path: '/admin/transactions', sort: 'amount', csv: true },
  { name: 'Affiliates (by affiliate)', path: '/admin/tapfiliate', sort: 'clicks' },
  { name: 'Affiliate conversions', path: '/admin/tapfiliate/conversions', sort: 'amount' },
  { name: 'Mail template', path: '/admin/template', sort: 'name' },
  { name: 'Mail Schedule History', path: '/admin/schedule_history', sort: 'status' },
  { name: 'FCM Notification', path: '/admin/fcm_notification', sort: 'created_at' },
  { name: 'Subscribers', path: '/admin/subscribers', sort: 'email', csv: true },
  { name: 'Leads', path: '/admin/leads', sort: 'email', csv: true },
  { name: 'Terms & Conditions', path: '/admin/terms-and-conditions', sort: 'version' },
  { name: 'Personal Plan details', path: '/admin/personal-plan/details', sort: 'question' },
  { name: 'Business Plan details', path: '/admin/business-plan/details', sort: 'question' },
  { name: 'Blogs', path: '/admin/blogs', sort: 'title' },
  { name: 'Tags', path: '/admin/tags', sort: 'slug' },
  { name: 'Categories', path: '/admin/categories', sort: 'slug' },
  { name: 'Manage Services', path: '/admin/services', sort: 'title' },
  { name: 'Manage Reviews', path: '/admin/reviews', sort: 'rating' },
  { name: 'FAQ', path: '/admin/faq', sort: 'question' },
  { name: 'Legal Forms', path: '/admin/legal-forms', sort: 'title_en' },
  { name: 'Support Tickets', path: '/admin/tickets', sort: 'status', csv: true },
  {
    name: 'Consultancy Requests',
    path: '/admin/consultancy-requests',
    sort: 'intake_number',
    csv: true,
  },
  { name: 'Matters', path: '/admin/matters', sort: 'title' },
  { name: 'Feedbacks', path: '/admin/feedbacks', sort: 'created_at', csv: true },
  { name: 'Customer POI Management', path: '/admin/customer-poi-management', sort: 'status' },
  { name: 'Email Histories', path: '/admin/email-histories', sort: 'subject', csv: true },
]
// Searches rotate over these: a membership-number digit run, part of a
// name or email, part of a word; never one or two characters.
const SEARCHES = ['777', 'member', 'lexpat', 'tha']

/** The prop of an Inertia page that holds the list (`rows`). */
const listOf = (props) =>
  Object.values(props ?? {}).find((value) => value && Array.isArray(value.rows))

const daysAgo = (days) => new Date(Date.now() - days * 864e5).toISOString().slice(0, 10)

/** A filter query for round `round`: one of the list's own filter values, else a day range. */
function filterQuery(list, round) {
  const options = Object.entries(list.filterOptions ?? {}).filter(([, values]) => values.length > 0)
  if (options.length > 0) {
    const [name, values] = options[round % options.length]
    const value = values[Math.floor(round / options.length) % values.length]
    return `${encodeURIComponent(name)}=${encodeURIComponent(value)}`
  }
  return list.dateRange ? `from=${daysAgo(90)}` : null
}

const separator = (path) => (path.includes('?') ? '&' : '?')

/** The requests one walk of a list makes in round `round`. */
function cases(entry, shape, round) {
  const sortDir = round % 2 === 0 ? 'asc' : 'desc'
  const filter = filterQuery(shape, round)
  const list = [
    ['first page', entry.path],
    ['search', `${entry.path}?q=${SEARCHES[round % SEARCHES.length]}`],
    ['sort', `${entry.path}?sort=${entry.sort}&dir=${sortDir}`],
  ]
  if (filter) list.splice(2, 0, ['filter', `${entry.path}${separator(entry.path)}${filter}`])
  return list
}

const samples = [] // { phase, list, case, ms, status }
function record(phase, list, kind, ms, status) {
  const sample = { phase, list, case: kind, ms: Number(ms.toFixed(2)), status }
  samples.push(sample)
  if (samplesFile) appendFileSync(samplesFile, `${JSON.stringify(sample)}\n`)
}

/** One walk of every list the session opens. */
async function walk(session, phase, round) {
  for (const entry of session.lists) {
    for (const [kind, path] of cases(entry, session.shapes.get(entry.path), round)) {
      const result = await session.staff.visit(path)
      if (result.status === 200 && !listOf(result.props)) result.status = 'no-list'
      record(phase, entry.name, kind, result.ms, result.status)
    }
    if (withCsv && entry.csv) {
      const result = await session.staff.csv(`${entry.path}/export`, 1000)
      // A redirect is the app's refusal of a file over the export's row cap: an answer, timed.
      const status = result.status === 302 ? 'refused' : result.status
      record(phase, entry.name, 'CSV first 1,000 rows', result.ms, status)
    }
  }
}

// Sign in, and find what each session's role opens (this is also the warm-up).
if (samplesFile) writeFileSync(samplesFile, '')
const sessions = []
for (const email of ACCOUNTS) {
  const staff = await signInStaff(base, email)
  const lists = []
  const shapes = new Map()
  for (const entry of LISTS) {
    const first = await staff.visit(entry.path)
    if (first.status === 403) continue
    const shape = listOf(first.props)
    if (first.status !== 200 || !shape) {
      throw new Error(`${entry.path} as ${email} answered ${first.status} without a list`)
    }
    lists.push(entry)
    shapes.set(entry.path, shape)
  }
  sessions.push({ staff, lists, shapes })
  console.error(`signed in ${email}: ${lists.length} lists`)
}
const covered = new Set(sessions.flatMap((session) => session.lists.map((entry) => entry.name)))
const missing = LISTS.filter((entry) => !covered.has(entry.name)).map((entry) => entry.name)
if (missing.length > 0) console.error(`no session opens: ${missing.join(', ')}`)

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')
const clock = () => new Date().toISOString().slice(11, 19)
const phases = {}

let started = performance.now()
phases.baseline = { from: clock(), loadBefore: load() }
for (let round = 0; round < baselineRounds; round++) {
  for (const session of sessions) await walk(session, 'baseline', round)
}
Object.assign(phases.baseline, {
  to: clock(),
  seconds: (performance.now() - started) / 1000,
  loadAfter: load(),
})

started = performance.now()
phases.concurrent = { from: clock(), loadBefore: load() }
await Promise.all(
  sessions.map(async (session, index) => {
    // Each session starts the lists at a different place, as staff at work do.
    session.lists = [
      ...session.lists.slice(index % session.lists.length),
      ...session.lists.slice(0, index % session.lists.length),
    ]
    for (let round = 0; round < rounds; round++) await walk(session, 'concurrent', round)
  })
)
Object.assign(phases.concurrent, {
  to: clock(),
  seconds: (performance.now() - started) / 1000,
  loadAfter: load(),
})

// ── Report ────────────────────────────────────────────────────────────────
const stats = (rows) => {
  const ms = rows.map((row) => row.ms).sort((a, b) => a - b)
  if (ms.length === 0) return null
  return {
    n: ms.length,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
    errors: rows.filter((row) => row.status !== 200 && row.status !== 'refused').length,
    refused: rows.filter((row) => row.status === 'refused').length,
  }
}
const fmt = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1))
const cells = (s) => (s ? [s.n, fmt(s.p50), fmt(s.p95), fmt(s.p99)] : ['—', '—', '—', '—'])
const table = (header, rows) => {
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((r) => `${r[i]}`.length))
  )
  const line = (r) => `| ${r.map((cell, i) => `${cell}`.padEnd(widths[i])).join(' | ')} |`
  return [
    line(header),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n')
}
const pick = (phase, list, page) =>
  samples.filter(
    (s) => s.phase === phase && s.list === list && (s.case === 'CSV first 1,000 rows') !== page
  )

const requests = (phase) => samples.filter((s) => s.phase === phase).length
for (const [name, phase] of Object.entries(phases)) {
  console.log(
    `${name}: ${phase.from}–${phase.to} UTC, ${requests(name)} requests in ` +
      `${phase.seconds.toFixed(1)} s (${(requests(name) / phase.seconds).toFixed(1)} req/s); ` +
      `load average ${phase.loadBefore} before, ${phase.loadAfter} after`
  )
}
const sessionCount = sessions.length
console.log(
  `\nList pages (first page, search, filter, sort pooled), ms; ${sessionCount} sessions ` +
    `× ${rounds} rounds concurrent, 1 session at a time × ${baselineRounds} rounds as baseline:\n`
)
const failed = []
const listRows = []
for (const entry of LISTS.filter((e) => covered.has(e.name))) {
  const one = stats(pick('baseline', entry.name, true))
  const many = stats(pick('concurrent', entry.name, true))
  const ok = many && many.p95 <= TARGET_MS && many.errors === 0
  if (!ok) failed.push(entry.name)
  listRows.push([
    entry.name,
    ...cells(one),
    ...cells(many),
    `${ok ? 'yes' : '**no**'}${many?.errors ? ` (${many.errors} errors)` : ''}`,
  ])
}
const header = ['List', '1: n', 'p50', 'p95', 'p99', `${sessionCount}: n`, 'p50', 'p95', 'p99']
console.log(table([...header, `p95 ≤ ${TARGET_MS}`], listRows))

if (withCsv) {
  console.log('\nCSV export, time to the first 1,000 rows, ms:\n')
  const csvRows = LISTS.filter((e) => e.csv && covered.has(e.name)).map((entry) => {
    const many = stats(pick('concurrent', entry.name, false))
    const note = many?.refused ? ' (over the row cap: refused)' : ''
    return [
      `${entry.name}${note}`,
      ...cells(stats(pick('baseline', entry.name, false))),
      ...cells(many),
    ]
  })
  console.log(table(header, csvRows))
}

console.log(`\nEach case under ${sessionCount} sessions, ms:\n`)
const caseRows = []
for (const entry of LISTS.filter((e) => covered.has(e.name))) {
  const kinds = [...new Set(samples.filter((s) => s.list === entry.name).map((s) => s.case))]
  for (const kind of kinds) {
    const of = (phase) =>
      samples.filter((s) => s.phase === phase && s.list === entry.name && s.case === kind)
    const one = stats(of('baseline'))
    const many = stats(of('concurrent'))
    caseRows.push([`${entry.name}: ${kind}`, one ? fmt(one.p95) : '—', ...cells(many)])
  }
}
console.log(table(['Case', '1: p95', `${sessionCount}: n`, 'p50', 'p95', 'p99'], caseRows))
console.log(
  failed.length === 0
    ? `\nEvery list: p95 ≤ ${TARGET_MS} ms with ${sessionCount} sessions.`
    : `\nOver ${TARGET_MS} ms (or errors) with ${sessionCount} sessions: ${failed.join(', ')}`
)
