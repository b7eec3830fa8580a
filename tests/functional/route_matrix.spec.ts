import { test } from '@japa/runner'
import type { ApiClient, ApiResponse } from '@japa/api-client'
import { globalTransaction } from '#tests/helpers'
import limiter from '@adonisjs/limiter/services/main'
import { RoleSlug } from '#enums/role'
import { PASSWORD_CONFIRMED_AT } from '#middleware/password_confirmed_middleware'
import { ADMIN_SECTIONS } from '#support/admin_sections'
import { BlogPostFactory, SurveyQuestionFactory } from '#database/factories/content_factories'
import type User from '#models/user'
import { allRoutes, makeUser, visitorFor } from '#tests/support/actors'
import {
  ACTORS,
  type Actor,
  type Expected,
  type Fixtures,
  type RouteInfo,
  type Visitor,
  adminSectionOf,
  entryFor,
  missingMessage,
} from '#tests/support/route_expectations'

/**
 * The whole-app route × role matrix: every
 * route the router knows, every method, as anonymous, a free member, a
 * member with an active Personal plan and each of the five staff roles,
 * against the expectations of tests/support/route_expectations.ts.
 *
 * Writes are sent with a CSRF token and an empty body, so nothing is
 * created: the matrix asserts who is let through, not validation.
 */

type SignedIn = { actor: Actor; user: User | null; visitor: Visitor }

/** The path a redirect points to, without origin and query string. */
function locationPath(response: ApiResponse): string | null {
  const location = response.header('location') ?? response.header('x-inertia-location')
  if (!location) return null
  return new URL(location, 'http://localhost').pathname
}

const LOGIN_PATHS = new Set(['/login', '/admin/login'])
/** Answers that mean "not let through" (or a broken route), whatever the body. */
const REFUSALS = new Set([401, 403, 404, 405, 419, 429])

function describe(response: ApiResponse): string {
  const status = response.status()
  const location = locationPath(response)
  return location ? `${status} → ${location}` : `${status}`
}

function describeExpected(expected: Expected, method: string): string {
  switch (expected.kind) {
    case 'ok':
      return method === 'GET' ? '2xx' : 'let through (not 401/403/404/405/419/429, login or 5xx)'
    case 'reached':
      return 'reached (not 401/403/405/419/429, login or 5xx)'
    case 'login':
      return `redirect → ${expected.to}`
    case 'forbidden':
      return '403'
    case 'not_found':
      return '404'
    case 'redirect':
      return `redirect → ${expected.to}`
    case 'unauthorized':
      return '401'
  }
}

function answers(expected: Expected, method: string, response: ApiResponse): boolean {
  const status = response.status()
  const redirect = status >= 300 && status < 400
  const location = locationPath(response)
  const toLogin = redirect && location !== null && LOGIN_PATHS.has(location)
  switch (expected.kind) {
    case 'ok':
      if (method === 'GET') return status >= 200 && status < 300
      return status < 500 && !REFUSALS.has(status) && !toLogin
    case 'reached':
      return status === 404 || (status < 500 && !REFUSALS.has(status) && !toLogin)
    case 'login':
      return redirect && location === expected.to
    case 'forbidden':
      return status === 403
    case 'not_found':
      return status === 404
    case 'redirect':
      return redirect && location === expected.to
    case 'unauthorized':
      return status === 401
  }
}

function send(client: ApiClient, route: RouteInfo, url: string, user: User | null) {
  const method = route.method
  let request = client
    .request(url, method as any)
    .redirects(0)
    .withInertia()
  if (method !== 'GET') {
    request = request.withCsrfToken().header('referer', 'http://localhost/')
  }
  if (user) {
    // Signed in, with the password entered just now (the `confirmed` gate
    // asks for it again after 15 minutes; the matrix is about roles).
    request = request.loginAs(user).withSession({ [PASSWORD_CONFIRMED_AT]: Date.now() })
  }
  return request
}

test.group('[security] route × role matrix', (group) => {
  // One transaction for the whole group: the users are created once.
  group.setup(() => globalTransaction())

  const signedIn = new Map<Actor, SignedIn>()
  let fixtures: Fixtures

  group.setup(async () => {
    for (const actor of ACTORS) {
      const user = await makeUser(actor)
      signedIn.set(actor, { actor, user, visitor: await visitorFor(actor, user) })
    }
    const post = await BlogPostFactory.create()
    const question = await SurveyQuestionFactory.merge({ surveyId: 9001 }).create()
    fixtures = {
      blogSlug: post.slug,
      surveyId: question.surveyId,
      memberId: signedIn.get('member')!.user!.id,
    }
  })

  test('[security] every route has an expectation in tests/support/route_expectations.ts', ({
    assert,
  }) => {
    const routes = allRoutes()
    assert.isAbove(routes.length, 50)
    const missing = routes.filter((route) => !entryFor(route)).map(missingMessage)
    assert.deepEqual(missing, [], `\n${missing.join('\n')}\n`)
  })

  for (const actor of ACTORS) {
    test(`[spec 6] ${actor}: every route answers as the registry and the rules say`, async ({
      client,
      assert,
    }) => {
      const { user, visitor } = signedIn.get(actor)!
      const wrong: string[] = []
      let checked = 0
      for (const route of allRoutes()) {
        const entry = entryFor(route)
        if (!entry) continue
        const expected = entry.rule(visitor)
        const url = entry.url ? entry.url(fixtures) : route.pattern
        // A request that ends the account is made by a throwaway copy of the visitor.
        const as = entry.destructive && user ? await makeUser(actor) : user
        await limiter.clear()
        const response = await send(client, route, url, as)
        checked++
        if (!answers(expected, route.method, response)) {
          wrong.push(
            `${route.method} ${url} (${route.name}): expected ${describeExpected(expected, route.method)}, got ${describe(response)}`
          )
        }
      }
      assert.isAbove(checked, 50)
      assert.deepEqual(wrong, [], `\n${actor}:\n${wrong.join('\n')}\n`)
    })
  }
})

/**
 * SPEC §2.9's table, row by row: title, path and roles of every admin
 * section as the specification states them.
 */
const FOUR = [RoleSlug.ADMIN, RoleSlug.SUPER_ADMIN, RoleSlug.ACCOUNTING, RoleSlug.OFFICER_ACCESS]
const BILLING = [RoleSlug.ADMIN, RoleSlug.SUPER_ADMIN, RoleSlug.ACCOUNTING]
const SUPER = [RoleSlug.SUPER_ADMIN]
const SPEC_2_9: ReadonlyArray<[title: string, path: string, roles: readonly string[]]> = [
  ['Dashboard', '/admin/dashboard', FOUR],
  ['Manage Users', '/admin/users', BILLING],
  ['Request Delete', '/admin/request_delete', SUPER],
  ['Users History', '/admin/user_history', BILLING],
  ['Subscriptions', '/admin/subscriptions', BILLING],
  ['Delete Subscriptions', '/admin/delete_subscriptions', BILLING],
  ['Transactions', '/admin/transactions', FOUR],
  ['Affiliate tracking', '/admin/tapfiliate', FOUR],
  ['Event Announcements', '/admin/mail', SUPER],
  ['Mail template', '/admin/template', SUPER],
  ['Send template Mail', '/admin/send_mail', SUPER],
  ['Mail Schedule History', '/admin/schedule_history', SUPER],
  ['FCM Notification', '/admin/fcm_notification', SUPER],
  ['Support chat app', '/admin/chat_app', SUPER],
  ['Support Tickets', '/admin/tickets', FOUR],
  ['Consultancy Requests', '/admin/consultancy-requests', [...FOUR, RoleSlug.LAWYER]],
  ['Terms & Conditions', '/admin/terms-and-conditions', FOUR],
  ['Personal Plan', '/admin/personal-plan/details', FOUR],
  ['Business Plan', '/admin/business-plan/details', FOUR],
  ['Blogs', '/admin/blogs', FOUR],
  ['Tags', '/admin/tags', FOUR],
  ['Categories', '/admin/categories', FOUR],
  ['Manage Services', '/admin/services', FOUR],
  ['Manage Reviews', '/admin/reviews', FOUR],
  ['Feedbacks', '/admin/feedbacks', FOUR],
  ['Customer POI Management', '/admin/customer-poi-management', [RoleSlug.LAWYER]],
  ['Email Histories', '/admin/email-histories', [RoleSlug.LAWYER]],
  ['Subscribers', '/admin/subscribers', FOUR],
  ['Settings', '/admin/settings', FOUR],
]

test.group('[spec 2.9] admin-section registry against the specification', () => {
  for (const [title, path, roles] of SPEC_2_9) {
    test(`[spec 2.9] "${title}" is ${path} for ${roles.join(', ')}`, ({ assert }) => {
      const section = ADMIN_SECTIONS.find((entry) => entry.path === path)
      assert.exists(section, `no registry entry has the path ${path}`)
      assert.sameMembers([...section!.roles], [...roles])
      // Titles may become translation keys; the registry keeps the SPEC title
      // or a key, never a different English text.
      const registered = (section as { title?: string }).title
      const isKey = registered !== undefined && /^[\w-]+(\.[\w-]+)+$/.test(registered)
      if (registered !== undefined && !isKey) assert.equal(registered, title)
      assert.match(section!.route, /^admin\./)
    })
  }

  test('[spec 2.9] every registered admin route lives under its section path', ({ assert }) => {
    const wrong: string[] = []
    for (const route of allRoutes()) {
      if (!route.name.startsWith('admin.')) continue
      const section = adminSectionOf(route.name)
      if (!section) continue
      if (
        route.name === section.route &&
        route.method === 'GET' &&
        route.pattern !== section.path
      ) {
        wrong.push(
          `${route.name}: registered at ${route.pattern}, the registry says ${section.path}`
        )
      } else if (!route.pattern.startsWith(section.path)) {
        wrong.push(`${route.method} ${route.pattern} (${route.name}) is outside ${section.path}`)
      }
    }
    assert.deepEqual(wrong, [])
  })
})
