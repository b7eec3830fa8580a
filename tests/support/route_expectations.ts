/**
 * What every route answers to each kind of visitor: the oracle of
 * tests/functional/route_matrix.spec.ts.
 *
 * Three sources, in this order:
 *   1. `EXPLICIT`: public and account routes, one line each;
 *   2. admin routes (name `admin.*`): derived from the admin-section
 *      registry (app/support/admin_sections.ts, SPEC §2.9) — nothing to add
 *      for a new admin route whose name starts with its section's `route`;
 *   3. member routes (name `settings.*`): derived from the member-area rules
 *      (SPEC §6, app/services/memberships/member_menu.ts) — a route belongs to the menu
 *      entry whose route name it starts with; one that belongs to none is
 *      open to every member.
 * A route none of them covers has no expectation, and the matrix fails
 * naming it.
 */
import { ADMIN_SECTIONS } from '#support/admin_sections'
import { SITE_PAGES } from '#support/site_pages'
import { RoleSlug } from '#enums/role'
import { partnerMayUse } from '#services/memberships/member_menu'

export const ACTORS = [
  'anonymous',
  'free_member',
  'member',
  // The partner's own login on a member's Personal membership (DESIGN §11).
  'partner',
  RoleSlug.ADMIN,
  RoleSlug.SUPER_ADMIN,
  RoleSlug.ACCOUNTING,
  RoleSlug.OFFICER_ACCESS,
  RoleSlug.LAWYER,
] as const
export type Actor = (typeof ACTORS)[number]

/**
 * The answers the matrix tells apart:
 * - `ok`: for a GET, a 2xx page; for a write, "let through": the request
 *   reached its action, i.e. any answer below 500 that is not 401, 403,
 *   404, 405, 419 nor a redirect to a sign-in page (an empty body usually
 *   comes back as 422 or as a redirect back with field errors);
 * - `reached`: like a write's `ok`, for GETs whose sample parameter may
 *   name no record (a 404 from the action is then fine, a 403 is not);
 * - `login`: a redirect to the member (`/login`) or staff (`/admin/login`)
 *   sign-in page;
 * - `forbidden`: 403; `not_found`: 404;
 * - `redirect`: a redirect to exactly `to` (a path, query string ignored).
 */
export type Expected =
  | { kind: 'ok' }
  | { kind: 'reached' }
  | { kind: 'login'; to: '/login' | '/admin/login' }
  | { kind: 'forbidden' }
  | { kind: 'not_found' }
  | { kind: 'redirect'; to: string }
  // 401: a bearer-token API called without a token.
  | { kind: 'unauthorized' }

export type RouteInfo = { name: string; method: string; pattern: string }

/** What a rule may look at about the visitor. */
export type Visitor = {
  actor: Actor
  /** Where this visitor lands after signing in (landingPathFor); '/' for anonymous. */
  landing: string
  /** Keys of the member-menu entries this visitor sees (SPEC §6); empty for staff. */
  menu: ReadonlySet<string>
  /** Whether the visitor has a current plan. */
  hasPlan: boolean
}

/** Data the matrix creates once and rules may use for sample parameters. */
export type Fixtures = { blogSlug: string; surveyId: number; memberId: number }

type Rule = (visitor: Visitor) => Expected
type Entry = {
  rule: Rule
  /** The URL to request (parameters filled in, query added); defaults to the pattern. */
  url?: (fixtures: Fixtures) => string
  /** The request changes the visitor for good (deletes the account): sign in a throwaway copy. */
  destructive?: boolean
}

export const OK: Expected = { kind: 'ok' }
export const REACHED: Expected = { kind: 'reached' }
export const FORBIDDEN: Expected = { kind: 'forbidden' }
export const NOT_FOUND: Expected = { kind: 'not_found' }
export const MEMBER_LOGIN: Expected = { kind: 'login', to: '/login' }
export const STAFF_LOGIN: Expected = { kind: 'login', to: '/admin/login' }
export const redirectTo = (to: string): Expected => ({ kind: 'redirect', to })
/** 401: a bearer-token API called without its token (the GPT Chatroom's `/chatroom/*`). */
export const UNAUTHORIZED: Expected = { kind: 'unauthorized' }

const STAFF: ReadonlyArray<Actor> = [
  RoleSlug.ADMIN,
  RoleSlug.SUPER_ADMIN,
  RoleSlug.ACCOUNTING,
  RoleSlug.OFFICER_ACCESS,
  RoleSlug.LAWYER,
]
export const isStaff = (actor: Actor) => STAFF.includes(actor)
export const isMember = (actor: Actor) =>
  actor === 'free_member' || actor === 'member' || actor === 'partner'

/** Everybody gets the same answer. */
const everyone =
  (expected: Expected = OK): Rule =>
  () =>
    expected
/** Sign-in required (the `auth` middleware): guests go to /login. */
const signedIn =
  (expected: Expected | Rule = OK): Rule =>
  (visitor) =>
    visitor.actor === 'anonymous'
      ? MEMBER_LOGIN
      : typeof expected === 'function'
        ? expected(visitor)
        : expected
/** A sign-in form: a signed-in visitor is sent where they belong. */
const guestForm: Rule = (visitor) =>
  visitor.actor === 'anonymous' ? OK : redirectTo(visitor.landing)
/**
 * The sign-up steps of the member area (`auth` + `memberArea`): staff are
 * sent to their admin landing page.
 */
const memberStep =
  (forMember: Rule): Rule =>
  (visitor) =>
    visitor.actor === 'anonymous'
      ? MEMBER_LOGIN
      : isStaff(visitor.actor)
        ? redirectTo(visitor.landing)
        : forMember(visitor)

const PROFILE_DETAILS = '/settings/profile-details'

/**
 * A settings route of the member menu's page `key` (null: a page every
 * member has): hidden from the visitor, a GET redirects to Profile Details
 * and an action answers 403. `'GET'` marks the page itself; `'id'` a route
 * whose sample id names no record.
 */
function memberRoute(key: string | null, kind: 'GET' | 'WRITE' | 'id' = 'WRITE'): Rule {
  return memberStep((visitor) => {
    if (key && !visitor.menu.has(key))
      return kind === 'GET' ? redirectTo(PROFILE_DETAILS) : FORBIDDEN
    return kind === 'id' ? REACHED : OK
  })
}

/**
 * Settings › My requests with a sample id: hidden from a member without a
 * current plan (GET → Profile Details, writes → 403), otherwise past the
 * guard (the id names no record: 404 is fine).
 */
const deskRoute = (method: 'GET' | 'WRITE'): Rule =>
  memberStep((visitor) =>
    visitor.menu.has('my-requests')
      ? REACHED
      : method === 'GET'
        ? redirectTo(PROFILE_DETAILS)
        : FORBIDDEN
  )

/**
 * Settings › Subscriptions: hidden (GET → Profile Details, writes
 * → 403) from members SPEC §6 hides it from; with a sample id of 0 (no
 * such membership) the action answers 404 once past the guards.
 */
const subscriptionsPage =
  (method: 'GET' | 'WRITE', withId: boolean): Rule =>
  (visitor) =>
    !visitor.menu.has('subscriptions')
      ? method === 'GET'
        ? redirectTo(PROFILE_DETAILS)
        : FORBIDDEN
      : withId
        ? REACHED
        : OK

/**
 * Public and account routes, by route name. Public pages of the site-page
 * registry (app/support/site_pages.ts) are open to everybody unless listed
 * here. Add a line here for a new public or account route.
 */
const EXPLICIT: Record<string, Entry> = {
  // System
  'health.live': { rule: everyone() },
  'health.ready': { rule: everyone() },
  'language.store': { rule: everyone() },
  // 204: starts the session a cookie-less visitor needs before a first post.
  'csrf.show': { rule: everyone() },
  // The old sign-up URL sends visitors to the sign-up.
  'register': { rule: everyone(redirectTo('/get-started/account')) },
  'api.plans.details': { rule: everyone(), url: () => '/api/plans/personal/details' },

  // Public pages with a parameter or a query
  'topics.personal': { rule: everyone(), url: () => '/personal/thai-visas' },
  'topics.business': { rule: everyone(), url: () => '/business/civil-litigation' },
  'service-areas.show': { rule: everyone(), url: () => '/services/civil-litigation' },
  'resources.blog.show': { rule: everyone(), url: (f) => `/resources/blog/${f.blogSlug}` },
  'survey': { rule: everyone(), url: (f) => `/survey?survey=${f.surveyId}` },
  'sitemap': { rule: everyone() },
  'robots': { rule: everyone() },

  // Public forms: anybody may send them
  'resources.contact-us.store': { rule: everyone() },
  'support.ticket.store': { rule: everyone() },
  'support.emergency.store': { rule: everyone() },
  'support.living-mail.store': { rule: everyone() },
  'request-delete.store': { rule: everyone() },
  // The survey is for signed-in members; a guest is sent back with a message.
  'survey.store': { rule: everyone() },
  'api.leads.store': { rule: everyone() },

  // Member sign-in and sign-up
  'login': { rule: guestForm },
  'login.store': { rule: everyone() },
  'logout': { rule: signedIn() },
  // PDPA consent: a signed-in visitor's banner choice is recorded.
  'consent.store': { rule: signedIn() },
  'auth.account': { rule: guestForm },
  'auth.account.store': { rule: everyone() },
  'auth.personal-info': { rule: signedIn() },
  'auth.personal-info.store': { rule: signedIn() },
  'auth.payment': {
    rule: memberStep((visitor) => (visitor.hasPlan ? redirectTo(PROFILE_DETAILS) : OK)),
  },
  'auth.payment.store': { rule: memberStep(() => OK) },
  'auth.payment.return': { rule: memberStep(() => redirectTo('/get-started/payment')) },
  'webhooks.omise': { rule: everyone() },
  'sandbox.omise_js': { rule: everyone() },
  'sandbox.tokens': { rule: everyone() },
  'sandbox.authorize': {
    rule: everyone(NOT_FOUND),
    url: () => '/sandbox/authorize/chrg_test_none',
  },
  'sandbox.authorize.store': {
    rule: everyone(NOT_FOUND),
    url: () => '/sandbox/authorize/chrg_test_none',
  },
  // The simulated bank of the sandbox (PromptPay); an unknown charge changes nothing.
  'sandbox.promptpay': {
    rule: everyone(NOT_FOUND),
    url: () => '/sandbox/promptpay/chrg_test_none/paid',
  },
  // A PromptPay QR's page, status, renewal and "pay by card instead": the member's own payment only (id 0: none).
  'payments.promptpay': { rule: memberStep(() => REACHED), url: () => '/payments/0/promptpay' },
  'payments.promptpay.status': {
    rule: memberStep(() => REACHED),
    url: () => '/payments/0/promptpay/status',
  },
  'payments.promptpay.renew': {
    rule: memberStep(() => REACHED),
    url: () => '/payments/0/promptpay/renew',
  },
  'payments.promptpay.card': {
    rule: memberStep(() => REACHED),
    url: () => '/payments/0/promptpay/card',
  },
  // Without a paid membership there is nothing to confirm: back to the payment step.
  'auth.confirmation': {
    rule: memberStep((visitor) => (visitor.hasPlan ? OK : redirectTo('/get-started/payment'))),
  },

  // Passwords and verification
  'password.forgot': { rule: everyone() },
  'password.forgot.send': { rule: everyone() },
  'password.reset': { rule: everyone(), url: () => '/reset-password/not-a-real-token-000000' },
  'password.reset.store': { rule: everyone() },
  'password.confirm': { rule: signedIn() },
  'password.confirm.store': { rule: signedIn() },
  'verification.notice': { rule: signedIn() },
  'verification.send': { rule: signedIn() },
  // An unsigned link is refused: back to the notice (signed in) or to /login.
  'verification.verify': {
    rule: (visitor) => (visitor.actor === 'anonymous' ? MEMBER_LOGIN : redirectTo('/verify-email')),
    url: (f) => `/verify-email/${f.memberId}`,
  },

  // Social sign-in: no provider is configured in tests, so the visitor is
  // sent back (the matrix sends no referrer: home) or to /login with a message.
  'oauth.redirect': { rule: everyone(redirectTo('/')), url: () => '/oauth/google/redirect' },
  'oauth.callback': { rule: everyone(MEMBER_LOGIN), url: () => '/oauth/google/callback' },

  // Members delete their own account; staff accounts are closed by a super admin.
  'auth.delete.profile': {
    rule: signedIn((visitor) => (isStaff(visitor.actor) ? FORBIDDEN : OK)),
    destructive: true,
  },

  // Member self-service: the same member-area rules as the
  // derived settings routes, written out; the card PDF needs a membership to print.
  'settings.member-card': { rule: memberRoute('member-card') },
  'settings.member-card.pdf': {
    rule: memberStep((visitor) => (visitor.hasPlan ? OK : redirectTo('/settings/member-card'))),
  },
  'settings.member-card.rotate': { rule: memberRoute('member-card') },
  'settings.partner-details': { rule: memberRoute('partner-details', 'GET') },
  'settings.partner-details.partner.update': { rule: memberRoute('partner-details') },
  'settings.partner-details.partner.destroy': { rule: memberRoute('partner-details') },
  'settings.partner-details.dependants.store': { rule: memberRoute('partner-details') },
  // The sample id names no dependant: past the guard is enough.
  'settings.partner-details.dependants.update': { rule: memberRoute('partner-details', 'id') },
  'settings.partner-details.dependants.destroy': { rule: memberRoute('partner-details', 'id') },
  // The partner's own login (DESIGN §11): invited and invited again from the same page.
  'settings.partner-details.partner.invitation.store': { rule: memberRoute('partner-details') },
  'settings.partner-details.partner.invitation.resend': { rule: memberRoute('partner-details') },
  'settings.data-export': { rule: memberRoute(null) },
  'settings.data-export.store': { rule: memberRoute(null) },
  'settings.data-export.download': { rule: memberRoute(null, 'id') },
  // The public page of the card's QR code: a token nobody holds is "not valid", 404.
  'verify.show': { rule: everyone(NOT_FOUND), url: () => `/verify/${'A'.repeat(43)}` },
  // Settings › Subscriptions; settings.subscriptions.reactivate is the
  // reactivation flow's.
  'settings.subscriptions': { rule: memberStep(subscriptionsPage('GET', false)) },
  'settings.subscriptions.cancellation.store': {
    rule: memberStep(subscriptionsPage('WRITE', true)),
    url: () => '/settings/subscriptions/0/cancellation',
  },
  // Keep my membership: the sample id names no membership (404 past the guard).
  'settings.subscriptions.keep.store': {
    rule: memberStep(subscriptionsPage('WRITE', true)),
    url: () => '/settings/subscriptions/0/keep',
  },
  'settings.subscriptions.change-plan': {
    rule: memberStep(subscriptionsPage('GET', true)),
    url: () => '/settings/subscriptions/0/change-plan',
  },
  'settings.subscriptions.change-plan.payment': {
    rule: memberStep(subscriptionsPage('GET', true)),
    url: () => '/settings/subscriptions/0/change-plan/payment?price=1',
  },
  'settings.subscriptions.change-plan.confirmation': {
    rule: memberStep(subscriptionsPage('GET', true)),
    url: () => '/settings/subscriptions/0/change-plan/confirmation',
  },
  'settings.subscriptions.change-plan.store': {
    rule: memberStep(subscriptionsPage('WRITE', true)),
    url: () => '/settings/subscriptions/0/change-plan',
  },
  // A phone request confirmed in writing, for every member (a sample id of 0 is a 404).
  'settings.written-requests.confirm': {
    rule: memberRoute(null, 'id'),
    url: () => '/settings/written-requests/0/confirm',
  },
  'settings.written-requests.confirm.store': {
    rule: memberRoute(null, 'id'),
    url: () => '/settings/written-requests/0/confirm',
  },
  // Settings › My requests: sample ids name no request or file (404 once past the guard).
  'settings.my-requests.show': {
    rule: deskRoute('GET'),
    url: () => '/settings/my-requests/0',
  },
  'settings.my-requests.messages': {
    rule: deskRoute('WRITE'),
    url: () => '/settings/my-requests/0/messages',
  },
  'settings.my-requests.file': {
    rule: deskRoute('GET'),
    url: () => '/settings/my-requests/0/files/0',
  },
  'settings.my-requests.uploads.destroy': {
    rule: deskRoute('WRITE'),
    url: () => '/settings/my-requests/uploads/0',
  },
  'settings.subscriptions.change-plan.destroy': {
    rule: memberStep(subscriptionsPage('WRITE', true)),
    url: () => '/settings/subscriptions/0/change-plan',
  },

  // Staff sign-in
  // Members may open the staff form (and are refused there); staff are sent to their landing page.
  'admin.login': { rule: (visitor) => (isStaff(visitor.actor) ? redirectTo(visitor.landing) : OK) },
  'admin.login.store': { rule: everyone() },
  'admin.logout': { rule: signedIn(STAFF_LOGIN) },

  // GPT Chatroom: anybody opens a chat; the rest needs the chat's bearer token.
  'chat.open': { rule: everyone() },
  'chat.send': { rule: everyone(UNAUTHORIZED) },
  'chat.messages': { rule: everyone(UNAUTHORIZED) },
  'chat.revoke': { rule: everyone(UNAUTHORIZED) },
  // The console's event stream: the section's guard, then 400 without a client id.
  'admin.chat_app.stream': {
    rule: (visitor) => {
      const expected = adminEntry({
        name: 'admin.chat_app',
        method: 'GET',
        pattern: '/admin/chat_app',
      })!.rule(visitor)
      return expected.kind === 'ok' ? REACHED : expected
    },
  },
  // Drive (config/drive.ts): public content at /uploads; private files only with a signed link.
  'drive.public.serve': { rule: everyone(NOT_FOUND), url: () => '/uploads/none.png' },
  'drive.private': { rule: everyone(NOT_FOUND), url: () => '/files/private/none.pdf' },

  // Marketing mail's unsubscribe link: only a signed URL is honoured.
  'unsubscribe.show': { rule: everyone(FORBIDDEN), url: () => '/unsubscribe?email=a@b.test' },
  'unsubscribe.store': { rule: everyone(FORBIDDEN), url: () => '/unsubscribe?email=a@b.test' },
  // The member app's API: a token for email + password; the rest needs that bearer token.
  'api.devices.tokens.store': { rule: everyone() },
  'api.devices.tokens.destroy': { rule: everyone(UNAUTHORIZED) },
  'api.devices.store': { rule: everyone(UNAUTHORIZED) },
  'api.devices.destroy': { rule: everyone(UNAUTHORIZED) },
  // Customer POI upload: an unknown link is a 404 page; its post goes back to it.
  'verify-identity': {
    rule: everyone(NOT_FOUND),
    url: () => '/verify-identity/not-a-real-token-0000000000',
  },
  'verify-identity.store': {
    rule: everyone(),
    url: () => '/verify-identity/not-a-real-token-0000000000',
  },
  'verify-identity.done': { rule: everyone() },
  // SPEC §7 GET /admin/survey-questions/{surveyId}: outside the Feedbacks path, behind its guard.
  'admin_api.survey_questions': {
    rule: (visitor) =>
      visitor.actor === 'anonymous'
        ? STAFF_LOGIN
        : (
              ADMIN_SECTIONS.find((entry) => entry.key === 'feedbacks')!.roles as readonly string[]
            ).includes(visitor.actor)
          ? OK
          : FORBIDDEN,
    url: (f) => `/admin/survey-questions/${f.surveyId}`,
  },
}

for (const page of SITE_PAGES) {
  EXPLICIT[page.route] ??= { rule: everyone() }
}

/**
 * Cards, invoices and paying what is due (start/routes/settings_billing.ts):
 * the member-area rule of the menu entry
 * each belongs to, spelled out. Hidden from the visitor: GET → Profile
 * Details, actions → 403. Sample ids name no record (a 404 is "reached").
 */
const billingRoute = (key: string, method: 'GET' | 'WRITE', path?: string): Entry => ({
  rule: memberStep((visitor) => {
    if (!visitor.menu.has(key)) return method === 'GET' ? redirectTo(PROFILE_DETAILS) : FORBIDDEN
    return path ? REACHED : OK
  }),
  url: path ? () => path : undefined,
})
EXPLICIT['settings.payment-methods'] = billingRoute('payment-methods', 'GET')
EXPLICIT['settings.payment-methods.store'] = billingRoute('payment-methods', 'WRITE')
EXPLICIT['settings.payment-methods.default'] = billingRoute(
  'payment-methods',
  'WRITE',
  '/settings/payment-methods/0/default'
)
EXPLICIT['settings.payment-methods.destroy'] = billingRoute(
  'payment-methods',
  'WRITE',
  '/settings/payment-methods/0'
)
EXPLICIT['settings.payment-methods.pay'] = billingRoute(
  'payment-methods',
  'WRITE',
  '/settings/payment-methods/invoices/0/pay'
)
EXPLICIT['settings.payment-methods.processing'] = billingRoute(
  'payment-methods',
  'GET',
  '/settings/payment-methods/invoices/0/processing'
)
EXPLICIT['settings.invoices'] = billingRoute('invoices', 'GET')
EXPLICIT['settings.subscriptions.reactivate'] = billingRoute(
  'subscriptions',
  'GET',
  '/settings/subscriptions/0/reactivate'
)
EXPLICIT['settings.subscriptions.reactivate.store'] = billingRoute(
  'subscriptions',
  'WRITE',
  '/settings/subscriptions/0/reactivate'
)
EXPLICIT['settings.subscriptions.reactivate.processing'] = billingRoute(
  'subscriptions',
  'GET',
  '/settings/subscriptions/0/reactivate/processing'
)

/**
 * Staff writes on one member (Manage Users: details with phone and
 * countries, who the tax invoice is made out to, a replacement tax
 * invoice): the sample is the member the matrix and the fuzz harness sign
 * in, so a request reaches the route's validator (a sample id of 0 would
 * stop at the 404 and leave the validator unfuzzed). The replacement's
 * invoice 0 is past the validator.
 */
const memberWrite = (name: string, method: string, path: string): Entry => ({
  rule: (visitor) => adminEntry({ name, method, pattern: '/admin/users/:id' })!.rule(visitor),
  url: (f) => `/admin/users/${f.memberId}${path}`,
})
EXPLICIT['admin.users.update'] = memberWrite('admin.users.update', 'PUT', '')
EXPLICIT['admin.users.invoice_details'] = memberWrite(
  'admin.users.invoice_details',
  'PUT',
  '/invoice-details'
)
EXPLICIT['admin.users.invoice_replacement'] = memberWrite(
  'admin.users.invoice_replacement',
  'POST',
  '/invoices/0/replacement'
)

/**
 * Settings › Legal Forms: every member sees the page;
 * without an active plan its form routes send the member back to it (with
 * the reason). The sample id 0 names no form: 404 once past the guard.
 */
const legalFormRoute = (path: string): Entry => ({
  rule: memberStep((visitor) => (visitor.hasPlan ? REACHED : redirectTo('/settings/legal-forms'))),
  url: () => `/settings/legal-forms/0${path}`,
})
EXPLICIT['settings.legal-forms.show'] = legalFormRoute('')
EXPLICIT['settings.legal-forms.draft'] = legalFormRoute('/draft')
EXPLICIT['settings.legal-forms.document.store'] = legalFormRoute('/document')
EXPLICIT['settings.legal-forms.document'] = legalFormRoute('/document?lang=th')

/** The registry section a route belongs to: the longest section `route` its name starts with. */
export function adminSectionOf(name: string) {
  return ADMIN_SECTIONS.filter(
    (section) => name === section.route || name.startsWith(`${section.route}.`)
  ).sort((a, b) => b.route.length - a.route.length)[0]
}

/** Admin routes (SPEC §2.9, §6): guests to the staff login, members and other roles 403. */
function adminEntry(route: RouteInfo): Entry | undefined {
  const section = adminSectionOf(route.name)
  if (!section) return undefined
  const hasParams = route.pattern.includes(':')
  return {
    rule: (visitor) => {
      if (visitor.actor === 'anonymous') return STAFF_LOGIN
      if (!isStaff(visitor.actor)) return FORBIDDEN
      if (!(section.roles as readonly RoleSlug[]).includes(visitor.actor as RoleSlug))
        return FORBIDDEN
      // Developer-only sections (SPEC §2.9): no matrix actor is the DEVELOPER_EMAIL account.
      if ('developerOnly' in section && section.developerOnly) return FORBIDDEN
      // With a parameter, the sample id may not exist: past the guard is enough.
      return hasParams ? REACHED : OK
    },
    // A well-formed id that matches no row (routes may only accept numbers).
    url: hasParams ? () => route.pattern.replace(/:[A-Za-z_]+/g, '0') : undefined,
  }
}

/** The member-menu entries of SPEC §2.8, by key and route name (app/services/memberships/member_menu.ts). */
export const MEMBER_MENU_ROUTES: Record<string, string> = {
  'profile-details': 'settings.profile-details',
  'payment-methods': 'settings.payment-methods',
  'subscriptions': 'settings.subscriptions',
  'invoices': 'settings.invoices',
  'plan-agreements': 'settings.plan-agreements',
  'change-password': 'settings.change-password',
  'member-card': 'settings.member-card',
  'partner-details': 'settings.partner-details',
  'legal-forms': 'settings.legal-forms',
  'services-used': 'settings.services-used',
  'my-requests': 'settings.my-requests',
}

/**
 * Member routes (SPEC §6): guests to /login, staff to their admin landing
 * page; a page hidden from the member redirects to Profile Details and its
 * actions answer 403.
 */
function memberEntry(route: RouteInfo): Entry | undefined {
  if (!route.name.startsWith('settings.')) return undefined
  const key = Object.entries(MEMBER_MENU_ROUTES)
    .filter(([, name]) => route.name === name || route.name.startsWith(`${name}.`))
    .sort((a, b) => b[1].length - a[1].length)[0]?.[0]
  const hasParams = route.pattern.includes(':')
  return {
    rule: memberStep((visitor) => {
      if (key && !visitor.menu.has(key)) {
        return route.method === 'GET' ? redirectTo(PROFILE_DETAILS) : FORBIDDEN
      }
      // With a parameter, the sample id may not exist: past the guard is enough.
      return hasParams ? REACHED : OK
    }),
  }
}

/** A route's key in EXPLICIT: its name, or `METHOD /pattern` for an unnamed route. */
export const routeKey = (route: RouteInfo) => route.name || `${route.method} ${route.pattern}`

/**
 * The routes behind the `memberArea` middleware: the settings pages, and the
 * sign-up's payment steps and PromptPay QR (a partner login never buys a
 * membership of its own).
 */
const behindMemberArea = (name: string) =>
  /^(settings\.|auth\.payment(\.|$)|auth\.confirmation$|payments\.promptpay(\.|$))/.test(name)

/**
 * A partner login (DESIGN §11) is held to its reduced menu: a member-area
 * route outside it answers as a hidden page does (GET → Profile Details,
 * actions → 403), whatever it answers a member.
 */
function withPartnerRule(route: RouteInfo, entry: Entry | undefined): Entry | undefined {
  if (!entry || !behindMemberArea(route.name) || partnerMayUse(route.name)) return entry
  return {
    ...entry,
    rule: (visitor) =>
      visitor.actor === 'partner'
        ? route.method === 'GET'
          ? redirectTo(PROFILE_DETAILS)
          : FORBIDDEN
        : entry.rule(visitor),
  }
}

/** The expectation of a route, or undefined when nobody has said what it should answer. */
export function entryFor(route: RouteInfo): Entry | undefined {
  return withPartnerRule(
    route,
    EXPLICIT[routeKey(route)] ?? adminEntry(route) ?? memberEntry(route)
  )
}

/** The message shown for a route that has no expectation. */
export function missingMessage(route: RouteInfo): string {
  return (
    `${route.method} ${route.pattern} (${route.name || 'unnamed'}) has no expectation. ` +
    (route.name.startsWith('admin.')
      ? `Name it after its admin section (a route name starting with a "route" of ADMIN_SECTIONS in app/support/admin_sections.ts), or `
      : '') +
    `add one line for "${routeKey(route)}" to EXPLICIT in tests/support/route_expectations.ts ` +
    `(for example \`{ rule: everyone() }\` for a public page, \`{ rule: signedIn() }\` for a signed-in page).`
  )
}
