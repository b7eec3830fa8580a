/**
 * What every route answers to each kind of visitor (issue 16 C8, issue 9
 * item 1): the oracle of tests/functional/route_matrix.spec.ts.
 *
 * Three sources, in this order:
 *   1. `EXPLICIT`: public and account routes, one line each;
 *   2. admin routes (name `admin.*`): derived from the admin-section
 *      registry (app/support/admin_sections.ts, SPEC §2.9) — nothing to add
 *      for a new admin route whose name starts with its section's `route`;
 *   3. member routes (name `settings.*`): derived from the member-area rules
 *      (SPEC §6, app/services/member_menu.ts) — a route belongs to the menu
 *      entry whose route name it starts with; one that belongs to none is
 *      open to every member.
 * A route none of them covers has no expectation, and the matrix fails
 * naming it.
 */
import { ADMIN_SECTIONS } from '#support/admin_sections'
import { SITE_PAGES } from '#support/site_pages'
import { RoleSlug } from '#enums/role'

export const ACTORS = [
  'anonymous',
  'free_member',
  'member',
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

const STAFF: ReadonlyArray<Actor> = [
  RoleSlug.ADMIN,
  RoleSlug.SUPER_ADMIN,
  RoleSlug.ACCOUNTING,
  RoleSlug.OFFICER_ACCESS,
  RoleSlug.LAWYER,
]
export const isStaff = (actor: Actor) => STAFF.includes(actor)
export const isMember = (actor: Actor) => actor === 'free_member' || actor === 'member'

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
  'auth.account': { rule: guestForm },
  'auth.account.store': { rule: everyone() },
  'auth.personal-info': { rule: signedIn() },
  'auth.personal-info.store': { rule: signedIn() },
  'auth.payment': {
    rule: memberStep((visitor) => (visitor.hasPlan ? redirectTo(PROFILE_DETAILS) : OK)),
  },
  'auth.payment.store': { rule: memberStep(() => OK) },
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

  // Staff sign-in
  // Members may open the staff form (and are refused there); staff are sent to their landing page.
  'admin.login': { rule: (visitor) => (isStaff(visitor.actor) ? redirectTo(visitor.landing) : OK) },
  'admin.login.store': { rule: everyone() },
  'admin.logout': { rule: signedIn(STAFF_LOGIN) },
}

for (const page of SITE_PAGES) {
  EXPLICIT[page.route] ??= { rule: everyone() }
}

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
      // SPEC §2.9: /monitor and /queue open only for DEVELOPER_EMAIL, which no actor here is.
      if ('developerOnly' in section && section.developerOnly) return FORBIDDEN
      // With a parameter, the sample id may not exist: past the guard is enough.
      return hasParams ? REACHED : OK
    },
    // A well-formed id that matches no row (routes may only accept numbers).
    url: hasParams ? () => route.pattern.replace(/:[A-Za-z_]+/g, '0') : undefined,
  }
}

/** The member-menu entries of SPEC §2.8, by key and route name (app/services/member_menu.ts). */
export const MEMBER_MENU_ROUTES: Record<string, string> = {
  'profile-details': 'settings.profile-details',
  'payment-methods': 'settings.payment-methods',
  'subscriptions': 'settings.subscriptions',
  'invoices': 'settings.invoices',
  'plan-agreements': 'settings.plan-agreements',
  'change-password': 'settings.change-password',
  'member-card': 'settings.member-card',
  'partner-details': 'settings.partner-details',
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

/** The expectation of a route, or undefined when nobody has said what it should answer. */
export function entryFor(route: RouteInfo): Entry | undefined {
  return EXPLICIT[routeKey(route)] ?? adminEntry(route) ?? memberEntry(route)
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
