#!/usr/bin/env node
/**
 * Files named after things: regroups app/services into domain folders,
 * the admin route files by the registry's sections, renames transformers
 * and components named after the issue that made them, and rewrites every
 * import (and every path mentioned in comments and docs) to match.
 *
 *   node reorganize.mjs <repo-dir> [--dry-run]
 *
 * Re-runnable: a file already at its new place is left alone, so a second
 * run changes nothing. Before moving anything it checks that it knows every
 * file of app/services (a file added since the table was written stops the
 * run with exit code 1 and a list, nothing changed).
 *
 * Runs `git mv` for the moves and prettier on the files it changed; nothing
 * else (no codegen, no tests).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'

const args = process.argv.slice(2)
const DRY = args.includes('--dry-run')
const repoArg = args.find((arg) => !arg.startsWith('--'))
if (!repoArg) {
  console.error('usage: node reorganize.mjs <repo-dir> [--dry-run]')
  process.exit(2)
}
const ROOT = path.resolve(repoArg)
const requireFromRepo = createRequire(path.join(ROOT, 'package.json'))
const ts = requireFromRepo('typescript')

// ---------------------------------------------------------------------------
// 1. The tables
// ---------------------------------------------------------------------------

/** app/services: old path (under app/services) → new path. One line per file. */
export const SERVICE_FILES = {
  // accounts: people, signing in, their sessions and their PDPA rights
  'account_deletion.ts': 'accounts/account_deletion.ts',
  'consent.ts': 'accounts/consent.ts',
  'data_export.ts': 'accounts/data_export.ts',
  'deletion_requests.ts': 'accounts/deletion_requests.ts',
  'admin/deletion_request_admin.ts': 'accounts/deletion_request_admin.ts',
  'email_verification.ts': 'accounts/email_verification.ts',
  'password_reset.ts': 'accounts/password_reset.ts',
  'sign_in.ts': 'accounts/sign_in.ts',
  'social_sign_in.ts': 'accounts/social_sign_in.ts',
  'user_sessions.ts': 'accounts/user_sessions.ts',
  'admin/user_admin.ts': 'accounts/user_admin.ts',

  // memberships: plans a member holds, what they cover, the member's card and menu
  'current_plans.ts': 'memberships/current_plans.ts',
  'dashboard_stats.ts': 'memberships/dashboard_stats.ts',
  'eligibility.ts': 'memberships/eligibility.ts',
  'entitlements.ts': 'memberships/entitlements.ts',
  'legacy_members_import.ts': 'memberships/legacy_members_import.ts',
  'member_card.ts': 'memberships/member_card.ts',
  'member_menu.ts': 'memberships/member_menu.ts',
  'membership_service.ts': 'memberships/membership_service.ts',
  'partner_details.ts': 'memberships/partner_details.ts',
  'signup_price.ts': 'memberships/signup_price.ts',
  'subscription_lifecycle.ts': 'memberships/subscription_lifecycle.ts',
  'admin/subscription_admin.ts': 'memberships/subscription_admin.ts',

  // billing: invoices, charges, refunds, transactions (payments/ moves inside, below)
  'invoice_service.ts': 'billing/invoice_service.ts',
  'admin/money_transactions.ts': 'billing/transactions.ts',

  // support_desk: what members ask of staff and lawyers (casework, chat, assistant, forms: below)
  'clock_reminders.ts': 'support_desk/clock_reminders.ts',
  'consultancy_requests.ts': 'support_desk/consultancy_requests.ts',
  'contact_channels.ts': 'support_desk/contact_channels.ts',
  'contact_messages.ts': 'support_desk/contact_messages.ts',
  'support_tickets.ts': 'support_desk/support_tickets.ts',
  'ticket_reference.ts': 'support_desk/ticket_reference.ts',
  'admin/identity_verification_admin.ts': 'support_desk/identity_verification_admin.ts',

  // content: what the public pages show, and staff writes on it
  'content_version.ts': 'content/content_version.ts',
  'admin/blog_publishing.ts': 'content/blog_publishing.ts',
  'admin/content_writes.ts': 'content/content_writes.ts',
  'admin/faq_admin.ts': 'content/faq_admin.ts',
  'admin/ordering.ts': 'content/ordering.ts',
  'admin/plan_content_admin.ts': 'content/plan_content_admin.ts',

  // marketing: mailings, push campaigns, newsletter subscribers, leads, affiliates
  'mail/mailings.ts': 'marketing/mailings.ts',
  'mail/segments.ts': 'marketing/segments.ts',
  'mail/template_renderer.ts': 'marketing/template_renderer.ts',
  'mail/unsubscribe.ts': 'marketing/unsubscribe.ts',
  'push/push_campaigns.ts': 'marketing/push_campaigns.ts',
  'subscriber_admin.ts': 'marketing/subscriber_admin.ts',
  'leads.ts': 'marketing/leads.ts',
  'affiliates.ts': 'marketing/affiliates/affiliates.ts',
  'admin/money_affiliates.ts': 'marketing/affiliates/affiliate_admin.ts',
  'tapfiliate.ts': 'marketing/affiliates/tapfiliate_client.ts',
  'tapfiliate_sync_job.ts': 'marketing/affiliates/tapfiliate_sync.ts',

  // platform: what every domain runs on (settings, caches, queue, mail delivery, monitors)
  'admin/admin_settings.ts': 'platform/admin_settings.ts',
  'business_calendar.ts': 'platform/business_calendar.ts',
  'admin/holidays.ts': 'platform/holidays.ts',
  'admin/error_ring.ts': 'platform/error_ring.ts',
  'admin/server_monitor.ts': 'platform/server_monitor.ts',
  'billing/job_options.ts': 'platform/job_options.ts',
  'billing/schedules.ts': 'platform/schedules.ts',
  'mail/email_recorder.ts': 'platform/email_recorder.ts',
  'mail/mail_outbox.ts': 'platform/mail_outbox.ts',
  'maintenance_mode.ts': 'platform/maintenance_mode.ts',
  'number_sequence.ts': 'platform/number_sequence.ts',
  'push/fcm_driver.ts': 'platform/fcm_driver.ts',
  'queue_monitor.ts': 'platform/queue_monitor.ts',
  'render_cache.ts': 'platform/render_cache.ts',
  'settings_store.ts': 'platform/settings_store.ts',
  'shared_cache.ts': 'platform/shared_cache.ts',
  'site_settings.ts': 'platform/site_settings.ts',
  'worker_heartbeat.ts': 'platform/worker_heartbeat.ts',
  'contact_details_conversion.ts': 'accounts/contact_details_conversion.ts',
  'admin/role_registry.ts': 'accounts/role_registry.ts',
  'admin/survey_questions.ts': 'support_desk/survey_questions.ts',
  'mail/mail_templates.ts': 'marketing/mail_templates.ts',
  'personal_info.ts': 'accounts/personal_info.ts',
  'push/member_app_tokens.ts': 'platform/member_app_tokens.ts',
  'readiness.ts': 'platform/readiness.ts',
  'partner_login.ts': 'memberships/partner_login.ts',
  'admin/service_promises.ts': 'support_desk/desk/service_promises.ts',
}

/** Folders that move whole: every file inside (known today or added later) follows. */
export const SERVICE_FOLDERS = {
  'payments/': 'billing/payments/',
  'casework/': 'support_desk/casework/',
  'chat/': 'support_desk/chat/',
  'assistant/': 'support_desk/assistant/',
  'legal_forms/': 'support_desk/legal_forms/',
  'desk/': 'support_desk/desk/',
}

/** The domain folders: files inside them stay (a new file there is fine). */
export const DOMAINS = [
  'accounts',
  'memberships',
  'billing',
  'documents',
  'support_desk',
  'content',
  'marketing',
  'platform',
]

/** Folders that are dissolved: a file there the table does not name stops the run. */
export const DISSOLVED = ['admin/', 'mail/', 'push/']

/**
 * Other renames (repo paths). Applied only while the old file exists and the
 * new one does not: a parallel change that already split or renamed the file
 * makes the line a no-op (reported).
 */
export const OTHER_FILES = {
  // Transformers named after the issue's screen, not what they hold.
  // (Splits wanted, left to the transformer-classes work: plan_details holds
  // FAQ rows (→ faq_entry) and Customer POI rows (→ identity_verification);
  // content holds blog posts, terms, services, reviews (→ one per entity).)
  'app/transformers/admin_plans_transformer.ts': 'app/transformers/plan_details_transformer.ts',
  'app/transformers/admin_content_transformer.ts': 'app/transformers/content_transformer.ts',
  // forms_pages: the public forms' and FAQ pages' parts, by what they are.
  'inertia/components/forms_pages/blog.tsx': 'inertia/components/blog/blog.tsx',
  'inertia/components/forms_pages/faq_list.tsx': 'inertia/components/faq/faq_list.tsx',
  'inertia/components/forms_pages/faq_contact_links.tsx':
    'inertia/components/faq/faq_contact_links.tsx',
  'inertia/components/forms_pages/contact_channels_panel.tsx':
    'inertia/components/contact/contact_channels_panel.tsx',
  'inertia/components/forms_pages/form_card.tsx': 'inertia/components/contact/form_card.tsx',
  'inertia/components/forms_pages/sender_fields.tsx':
    'inertia/components/contact/sender_fields.tsx',
  'inertia/components/forms_pages/types.ts': 'inertia/components/contact/types.ts',
}
/** Folders whose every file must be named in OTHER_FILES (they are dissolved). */
export const OTHER_DISSOLVED = ['inertia/components/forms_pages/']

/**
 * Admin route files by the registry's sections (app/support/admin_sections.ts):
 * section key → file under start/routes. Every section of the registry must
 * be named here (a new section stops the run until it is given a file).
 */
export const SECTION_ROUTE_FILE = {
  dashboard: 'admin',
  account: 'admin',
  users: 'admin_accounts',
  user_history: 'admin_accounts',
  roles: 'admin_accounts',
  request_delete: 'admin_accounts',
  subscriptions: 'admin_memberships',
  delete_subscriptions: 'admin_memberships',
  transactions: 'admin_billing',
  subscribers: 'admin_marketing',
  leads: 'admin_marketing',
  tapfiliate: 'admin_marketing',
  mail: 'admin_marketing',
  template: 'admin_marketing',
  send_mail: 'admin_marketing',
  schedule_history: 'admin_marketing',
  fcm_notification: 'admin_marketing',
  tickets: 'admin_support_desk',
  consultancy_requests: 'admin_support_desk',
  matters: 'admin_support_desk',
  feedbacks: 'admin_support_desk',
  email_histories: 'admin_support_desk',
  customer_poi: 'admin_support_desk',
  chat_app: 'admin_support_desk',
  blogs: 'admin_content',
  tags: 'admin_content',
  categories: 'admin_content',
  services: 'admin_content',
  reviews: 'admin_content',
  terms: 'admin_content',
  personal_plan: 'admin_content',
  business_plan: 'admin_content',
  faq: 'admin_content',
  // The legal forms library has its member routes beside its admin ones.
  legal_forms: 'legal_forms',
  settings: 'admin_platform',
  monitor: 'admin_platform',
  queue: 'admin_platform',
}

/** The regrouped admin route files, in the order start/routes.ts imports them, with their header. */
export const ROUTE_FILES = {
  admin: 'Admin sign-in, the dashboard and every staff member\'s own account.',
  admin_accounts: 'Admin › people: Manage Users, Users History, Roles and Request Delete.',
  admin_memberships: 'Admin › memberships: Subscriptions and Delete Subscriptions.',
  admin_billing: 'Admin › billing: Transactions (refunds, CSV).',
  admin_marketing:
    'Admin › marketing: mail templates and mailings, FCM notifications, Subscribers, Leads and Affiliate tracking.',
  admin_support_desk:
    'Admin › support desk: Support Tickets, Consultancy Requests, Matters, Feedbacks, Email Histories, Customer POI and the support chat console.',
  admin_content:
    'Admin › content: Blogs, Tags, Categories, Services, Reviews, Terms & Conditions, the plan details pages and the FAQ.',
  admin_platform: 'Admin › platform: Settings (with the holidays), the server monitor and the queue monitor.',
}
const ROUTE_HEADER_TAIL =
  'Paths, roles and guards come from the registry (app/support/admin_sections.ts).'
/** Route files regrouped: every start/routes/admin*.ts, and these. */
const EXTRA_ROUTE_SOURCES = ['queue']
/** Where a regrouped file's statements that name no section go. */
const ROUTE_DEFAULT = { admin: 'admin' }

/** Folders scanned for imports and path mentions. */
const CODE_ROOTS = [
  'app',
  'start',
  'config',
  'database',
  'commands',
  'tests',
  'bench',
  'inertia',
  'providers',
  'bin',
  'types',
  'resources',
  'docs',
]
const CODE_FILES = ['adonisrc.ts', 'vite.config.ts', 'eslint.config.js', 'README.md', 'package.json']
const CODE_EXT = /\.(ts|tsx|mts|js|mjs|cjs|jsx)$/
const TEXT_EXT = /\.(md|json|edge|txt|yml|yaml)$/

// ---------------------------------------------------------------------------
// helpers
// ---------------------------------------------------------------------------

const exists = (rel) => fs.existsSync(path.join(ROOT, rel))
const read = (rel) => fs.readFileSync(path.join(ROOT, rel), 'utf8')
const write = (rel, text) => {
  if (DRY) return
  fs.mkdirSync(path.dirname(path.join(ROOT, rel)), { recursive: true })
  fs.writeFileSync(path.join(ROOT, rel), text)
}
const git = (...gitArgs) =>
  execFileSync('git', gitArgs, { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 26 })
const posix = (p) => p.split(path.sep).join('/')

function walk(relDir) {
  const out = []
  const abs = path.join(ROOT, relDir)
  if (!fs.existsSync(abs)) return out
  for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue
    const rel = posix(path.join(relDir, entry.name))
    if (entry.isDirectory()) out.push(...walk(rel))
    else out.push(rel)
  }
  return out
}

const problems = []
const notes = []

// ---------------------------------------------------------------------------
// 2. The moves: repo path → repo path
// ---------------------------------------------------------------------------

const moves = new Map()
const SERVICES = 'app/services/'

function planMove(from, to) {
  if (from === to) return
  const fromExists = exists(from)
  const toExists = exists(to)
  if (fromExists && toExists) problems.push(`both ${from} and ${to} exist: merge them by hand`)
  else if (fromExists) moves.set(from, to)
}

for (const file of walk('app/services')) {
  const rel = file.slice(SERVICES.length)
  if (SERVICE_FILES[rel]) {
    planMove(file, SERVICES + SERVICE_FILES[rel])
    continue
  }
  const folder = Object.keys(SERVICE_FOLDERS).find((prefix) => rel.startsWith(prefix))
  if (folder) {
    planMove(file, SERVICES + SERVICE_FOLDERS[folder] + rel.slice(folder.length))
    continue
  }
  const top = rel.includes('/') ? rel.slice(0, rel.indexOf('/')) : null
  if (top && DOMAINS.includes(top)) continue
  if (top && DISSOLVED.includes(top + '/'))
    problems.push(`app/services/${rel}: in a dissolved folder; add it to SERVICE_FILES`)
  else if (!top) problems.push(`app/services/${rel}: a loose file; add it to SERVICE_FILES`)
  else problems.push(`app/services/${rel}: folder "${top}" is not a domain; add it to SERVICE_FOLDERS`)
}
for (const [from, to] of Object.entries(SERVICE_FILES)) {
  if (!exists(SERVICES + from) && !exists(SERVICES + to))
    notes.push(`app/services/${from}: gone (neither it nor ${to} exists); skipped`)
}
for (const [from, to] of Object.entries(OTHER_FILES)) {
  if (!exists(from) && !exists(to)) notes.push(`${from}: gone; rename skipped`)
  else planMove(from, to)
}
for (const folder of OTHER_DISSOLVED) {
  for (const file of walk(folder)) {
    if (!OTHER_FILES[file]) problems.push(`${file}: in a dissolved folder; add it to OTHER_FILES`)
  }
}

// ---------------------------------------------------------------------------
// 3. Route files by the registry's sections (computed now, written later)
// ---------------------------------------------------------------------------

const routePlan = planRoutes()

function sectionKeys() {
  const registry = read('app/support/admin_sections.ts')
  return [...registry.matchAll(/^\s*section\(\s*'([a-z_]+)'/gm)].map((match) => match[1])
}

function planRoutes() {
  const keys = sectionKeys()
  for (const key of keys) {
    if (!SECTION_ROUTE_FILE[key])
      problems.push(`admin section "${key}" has no route file in SECTION_ROUTE_FILE`)
  }
  const routesIndex = read('start/routes.ts')
  const imported = [...routesIndex.matchAll(/^import '#start\/routes\/([a-z_]+)'$/gm)].map(
    (match) => match[1]
  )
  const sources = imported.filter(
    (name) => /^admin(_|$)/.test(name) || EXTRA_ROUTE_SOURCES.includes(name)
  )
  for (const file of walk('start/routes')) {
    const name = path.basename(file, '.ts')
    if (/^admin(_|$)/.test(name) && !imported.includes(name))
      problems.push(`${file} is not imported by start/routes.ts`)
  }
  const targets = new Map() // name → { imports: Map, decls: Map, statements: [] }
  const counts = {} // source → target → statements
  const target = (name) => {
    if (!targets.has(name)) targets.set(name, { imports: [], decls: new Map(), statements: [] })
    return targets.get(name)
  }
  for (const name of sources) {
    const file = `start/routes/${name}.ts`
    const text = read(file)
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
    const imports = []
    const decls = new Map()
    const statements = []
    for (const statement of sf.statements) {
      const full = text.slice(statement.getFullStart(), statement.getEnd()).replace(/^\s*\n/, '')
      if (ts.isImportDeclaration(statement)) {
        imports.push(statement)
      } else if (ts.isVariableStatement(statement) || ts.isFunctionDeclaration(statement)) {
        if (statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
          problems.push(`${file}: exports ${statement.getText().slice(0, 60)}…; move it by hand`)
        }
        const names = ts.isFunctionDeclaration(statement)
          ? [statement.name.text]
          : statement.declarationList.declarations.map((d) => d.name.getText())
        for (const declName of names) decls.set(declName, full.trim())
      } else {
        const literals = new Set()
        const visit = (node) => {
          if (ts.isStringLiteral(node) && SECTION_ROUTE_FILE[node.text]) literals.add(node.text)
          ts.forEachChild(node, visit)
        }
        visit(statement)
        const files = new Set([...literals].map((key) => SECTION_ROUTE_FILE[key]))
        if (files.size > 1) {
          problems.push(`${file}: one statement serves sections of several files (${[...literals]})`)
          continue
        }
        const to = files.size ? [...files][0] : ROUTE_DEFAULT[name]
        if (!to) {
          problems.push(`${file}: a statement names no admin section: ${statement.getText().slice(0, 70)}…`)
          continue
        }
        if (to === 'legal_forms') {
          problems.push(`${file}: legal_forms routes belong in start/routes/legal_forms.ts; move by hand`)
          continue
        }
        const order = Math.min(...[...literals].map((key) => keys.indexOf(key)), -1 >>> 1)
        statements.push({ to, text: full.trim(), from: name, order: literals.size ? order : -1 })
        counts[name] ??= {}
        counts[name][to] = (counts[name][to] ?? 0) + 1
      }
    }
    for (const statement of statements) {
      const into = target(statement.to)
      into.statements.push(statement)
      // Declarations the statement uses (and theirs), from its own file.
      const needed = new Set()
      const pending = [statement.text]
      while (pending.length) {
        const body = pending.pop()
        for (const [declName, declText] of decls) {
          if (needed.has(declName) || !new RegExp(`\\b${declName}\\b`).test(body)) continue
          needed.add(declName)
          pending.push(declText)
        }
      }
      for (const declName of [...decls.keys()].filter((n) => needed.has(n))) {
        const existing = into.decls.get(declName)
        const code = (text) => text.replace(/^\s*\/\/.*\n/gm, '').trim()
        if (existing && code(existing) === code(decls.get(declName))) continue
        if (existing) {
          problems.push(
            `start/routes/${statement.to}.ts would get two different "${declName}" declarations; rename one`
          )
        }
        into.decls.set(declName, decls.get(declName))
      }
      into.imports.push(...imports)
    }
  }
  const files = new Map()
  for (const name of Object.keys(ROUTE_FILES)) {
    const into = targets.get(name)
    if (!into) continue
    // Sections in registry order (statements naming none first); declarations by first use.
    const statements = into.statements
      .map((statement, index) => ({ ...statement, index }))
      .sort((a, b) => a.order - b.order || a.index - b.index)
      .map((statement) => statement.text)
    const routesText = statements.join('\n\n')
    const firstUse = (declName) => {
      const found = routesText.search(new RegExp(`\\b${declName}\\b`))
      return found === -1 ? Number.MAX_SAFE_INTEGER : found
    }
    const ordered = [...into.decls.entries()]
      .map(([declName, text], index) => ({ text, at: firstUse(declName), index }))
      .sort((a, b) => a.at - b.at || a.index - b.index)
      .map(({ text }) => text)
    // One-line declarations (the lazy controllers) together, the others each after a blank line.
    const simple = (text) => !text.includes('\n') && !/^(\/\/|\/\*)/.test(text)
    const decls = [
      ...ordered.filter(simple),
      ...ordered.filter((text) => !simple(text)).map((text) => `\n${text}`),
    ]
    const body = decls.join('\n') + '\n\n' + routesText
    files.set(`start/routes/${name}.ts`, renderRouteFile(name, into.imports, body))
  }
  for (const name of targets.keys()) {
    if (!ROUTE_FILES[name]) problems.push(`route file "${name}" has no header in ROUTE_FILES`)
  }
  const removed = sources.filter((name) => !files.has(`start/routes/${name}.ts`))
  const mainTarget = Object.fromEntries(
    Object.entries(counts).map(([source, byTarget]) => [
      source,
      Object.entries(byTarget).sort((a, b) => b[1] - a[1])[0][0],
    ])
  )
  return { files, sources, removed, routesIndex, mainTarget }
}

/** One import declaration keeping only the names `body` uses; null when it uses none. */
function importUsed(node, body) {
  const used = (name) => new RegExp(`\\b${name}\\b`).test(body)
  const specifier = node.moduleSpecifier.text
  const clause = node.importClause
  if (!clause) return `import '${specifier}'`
  const typeOnly = clause.isTypeOnly ? 'type ' : ''
  const parts = []
  if (clause.name && used(clause.name.text)) parts.push(clause.name.text)
  const bindings = clause.namedBindings
  if (bindings && ts.isNamespaceImport(bindings) && used(bindings.name.text))
    parts.push(`* as ${bindings.name.text}`)
  if (bindings && ts.isNamedImports(bindings)) {
    const names = bindings.elements.filter((element) => used(element.name.text))
    if (names.length) parts.push(`{ ${names.map((element) => element.getText()).join(', ')} }`)
  }
  if (!parts.length) return null
  return `import ${typeOnly}${parts.join(', ')} from '${specifier}'`
}

function wrap(text, width) {
  const lines = ['']
  for (const word of text.split(' ')) {
    const last = lines.length - 1
    if (lines[last] && lines[last].length + word.length + 1 > width) lines.push(word)
    else lines[last] = lines[last] ? `${lines[last]} ${word}` : word
  }
  return lines
}

function renderRouteFile(name, imports, body) {
  const lines = []
  for (const node of imports) {
    const line = importUsed(node, body)
    if (line && !lines.includes(line)) lines.push(line)
  }
  const header = `/*\n${wrap(`${ROUTE_FILES[name]} ${ROUTE_HEADER_TAIL}`, 76)
    .map((line) => ` * ${line}`)
    .join('\n')}\n */`
  return `${header}\n${lines.join('\n')}\n\n${body}\n`
}

// ---------------------------------------------------------------------------
// Stop here when something is unknown: nothing has been changed yet.
// ---------------------------------------------------------------------------

for (const note of notes) console.log(`note: ${note}`)
if (problems.length) {
  console.error(`\nreorganize: ${problems.length} file(s) the tables do not place; nothing changed:`)
  for (const problem of problems) console.error(`  - ${problem}`)
  process.exit(1)
}

// ---------------------------------------------------------------------------
// 4. Rewrite imports and path mentions (in place, before the moves)
// ---------------------------------------------------------------------------

const pkg = JSON.parse(read('package.json'))
const ALIASES = Object.entries(pkg.imports ?? {}).map(([key, target]) => ({
  prefix: key.slice(0, -1), // '#services/'
  dir: target.replace(/^\.\//, '').replace(/\*\.js$/, ''), // 'app/services/'
}))
const INERTIA_ALIAS = { prefix: '~/', dir: 'inertia/' }

/** The moved route files, as specifier targets: '#start/routes/x' for removed sources. */
const routeMoves = new Set(routePlan.removed.map((name) => `start/routes/${name}.ts`))

function resolveFile(base) {
  const stem = base.replace(/\.(js|jsx|ts|tsx)$/, '')
  const candidates = [`${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, `${stem}/index.tsx`]
  if (/\.(ts|tsx)$/.test(base)) candidates.unshift(base)
  return candidates.find((c) => exists(c) && fs.statSync(path.join(ROOT, c)).isFile()) ?? null
}

const moved = (rel) => moves.get(rel) ?? rel
const stripExt = (p) => p.replace(/\.(ts|tsx)$/, '')

/** The specifier's new text, or null when it does not change. */
function rewriteSpecifier(importer, specifier, inImportContext) {
  const aliased = [...ALIASES, INERTIA_ALIAS].find((alias) => specifier.startsWith(alias.prefix))
  if (aliased) {
    const target = resolveFile(aliased.dir + specifier.slice(aliased.prefix.length))
    if (!target || !moves.has(target)) return null
    const next = moves.get(target)
    // The same alias when the new place is still under it, else the alias of the new place.
    const alias =
      [aliased, ...ALIASES, INERTIA_ALIAS].find((candidate) => next.startsWith(candidate.dir)) ??
      null
    if (!alias) return null
    const ext = specifier.match(/\.(js|ts|tsx)$/)?.[0] ?? ''
    return alias.prefix + stripExt(next.slice(alias.dir.length)) + ext
  }
  if (!inImportContext || !specifier.startsWith('.')) return null
  const target = resolveFile(posix(path.join(path.dirname(importer), specifier)))
  if (!target) return null
  if (!moves.has(target) && !moves.has(importer)) return null
  const ext = specifier.match(/\.(js|ts|tsx)$/)?.[0] ?? ''
  const fromDir = path.dirname(moved(importer))
  let next = posix(path.relative(fromDir, stripExt(moved(target)))) + ext
  if (specifier.endsWith('/index') || specifier.endsWith('/')) return null
  if (!next.startsWith('.')) next = `./${next}`
  return next === specifier ? null : next
}

const IMPORT_CONTEXT =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bexport\s+\*\s+from\s*)(['"])([^'"\n]+)\2/g
const ALIAS_STRING = /(['"`])(#[a-z]+\/[^'"`\n]+|~\/[^'"`\n]+)\1/g

/** Paths mentioned in prose (comments, docs): repo paths of moved files. */
const mentionTable = []
for (const [from, to] of moves) {
  mentionTable.push([from, to])
  mentionTable.push([stripExt(from), stripExt(to)])
}
for (const [from, to] of Object.entries(SERVICE_FOLDERS)) {
  mentionTable.push([SERVICES + from.slice(0, -1), SERVICES + to.slice(0, -1)])
}
for (const name of routePlan.removed) {
  // A removed route file is named after the file that received most of its routes.
  mentionTable.push([`start/routes/${name}.ts`, `start/routes/${routePlan.mainTarget[name]}.ts`])
}
mentionTable.sort((a, b) => b[0].length - a[0].length)
const mentionRegex = mentionTable.length
  ? new RegExp(
      `(?<![\\w/.-])(${mentionTable.map(([from]) => from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\w-]|\\.\\w)`,
      'g'
    )
  : null
const mentionMap = new Map(mentionTable)

function rewriteFile(rel) {
  const original = read(rel)
  let text = original
  if (CODE_EXT.test(rel)) {
    text = text.replace(IMPORT_CONTEXT, (whole, lead, quote, specifier) => {
      const next = rewriteSpecifier(rel, specifier, true)
      return next ? `${lead}${quote}${next}${quote}` : whole
    })
  }
  text = text.replace(ALIAS_STRING, (whole, quote, specifier) => {
    const next = rewriteSpecifier(rel, specifier, false)
    return next ? `${quote}${next}${quote}` : whole
  })
  if (rel === 'start/routes.ts') text = rewriteRoutesIndex(text)
  if (mentionRegex) text = text.replace(mentionRegex, (whole) => mentionMap.get(whole) ?? whole)
  return text === original ? null : text
}

function rewriteRoutesIndex(text) {
  const { files, removed } = routePlan
  const wanted = [...files.keys()].map((file) => path.basename(file, '.ts'))
  const lines = text.split('\n')
  const isRouteImport = (line) => /^import '#start\/routes\/([a-z_]+)'$/.exec(line)?.[1]
  const out = []
  let placed = false
  for (const line of lines) {
    const name = isRouteImport(line)
    if (name && (removed.includes(name) || wanted.includes(name))) {
      if (!placed) {
        for (const want of wanted) out.push(`import '#start/routes/${want}'`)
        placed = true
      }
      continue
    }
    out.push(line)
  }
  return out.join('\n')
}

const scanned = [
  ...CODE_ROOTS.flatMap((dir) => walk(dir)),
  ...CODE_FILES.filter((file) => exists(file)),
].filter((rel) => CODE_EXT.test(rel) || TEXT_EXT.test(rel))
const tracked = new Set(git('ls-files', '-co', '--exclude-standard').split('\n'))
const changed = new Map()
for (const rel of scanned) {
  if (!tracked.has(rel)) continue
  if (routePlan.sources.includes(path.basename(rel, '.ts')) && rel.startsWith('start/routes/'))
    continue // regenerated below
  const next = rewriteFile(rel)
  if (next !== null) changed.set(rel, next)
}

// Route files: regenerated contents (their own imports rewritten as any file's).
const routeWrites = new Map()
for (const [rel, content] of routePlan.files) {
  let text = content.replace(IMPORT_CONTEXT, (whole, lead, quote, specifier) => {
    const next = rewriteSpecifier(rel, specifier, true)
    return next ? `${lead}${quote}${next}${quote}` : whole
  })
  if (mentionRegex) text = text.replace(mentionRegex, (whole) => mentionMap.get(whole) ?? whole)
  routeWrites.set(rel, text)
}

// ---------------------------------------------------------------------------
// 5. Write, move, format
// ---------------------------------------------------------------------------

const prettier = requireFromRepo('prettier')
async function formatted(rel, text) {
  const options = (await prettier.resolveConfig(path.join(ROOT, rel))) ?? {}
  return prettier.format(text, { ...options, filepath: path.join(ROOT, rel) })
}

const touched = new Set()
for (const [rel, text] of changed) {
  write(rel, text)
  touched.add(moved(rel))
}

// Route files: write only when the formatted content differs (a second run writes nothing).
const routeChanges = []
for (const [rel, text] of routeWrites) {
  const next = await formatted(rel, text)
  if (exists(rel) && read(rel) === next) continue
  routeChanges.push(rel)
  write(rel, next)
}
for (const name of routePlan.removed) {
  const rel = `start/routes/${name}.ts`
  routeChanges.push(`${rel} (removed)`)
  if (!DRY) git('rm', '-q', rel)
}
if (!DRY) for (const rel of routeChanges.filter((r) => !r.endsWith('(removed)'))) git('add', rel)

for (const [from, to] of [...moves].sort()) {
  if (DRY) continue
  fs.mkdirSync(path.dirname(path.join(ROOT, to)), { recursive: true })
  if (tracked.has(from)) git('mv', from, to)
  else fs.renameSync(path.join(ROOT, from), path.join(ROOT, to))
}
// Empty folders left behind.
if (!DRY) {
  for (const dir of ['app/services', 'inertia/components']) {
    const prune = (abs) => {
      if (!fs.existsSync(abs)) return
      for (const entry of fs.readdirSync(abs, { withFileTypes: true }))
        if (entry.isDirectory()) prune(path.join(abs, entry.name))
      if (fs.readdirSync(abs).length === 0) fs.rmdirSync(abs)
    }
    prune(path.join(ROOT, dir))
  }
}

// Prettier on every file this run changed (a longer import path may need a wrap).
if (!DRY) {
  for (const rel of touched) {
    if (!/\.(ts|tsx|js|mjs|md|json)$/.test(rel)) continue
    const text = read(rel)
    const next = await formatted(rel, text)
    if (next !== text) write(rel, next)
  }
}

console.log(
  `reorganize: ${moves.size} file(s) moved, ${changed.size} file(s) rewritten, ` +
    `${routeChanges.length} route file change(s)${DRY ? ' (dry run: nothing written)' : ''}`
)
for (const [from, to] of [...moves].sort()) console.log(`  mv ${from} → ${to}`)
for (const rel of routeChanges) console.log(`  routes ${rel}`)
