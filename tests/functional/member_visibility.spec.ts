import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User from '#models/user'
import { seedDemoAccounts } from '#database/seed/demo_accounts'
import { DEMO_MEMBERS, seedBillingDemo } from '#database/seed/billing_demo'
import { currentPlansFor } from '#services/memberships/current_plans'
import {
  MEMBER_HOME_ROUTE,
  MEMBER_PAGE_KEYS,
  hiddenMemberPages,
  memberPageForRoute,
} from '#services/memberships/member_menu'
import { useDatabase } from '#tests/helpers'
import { MEMBER_MENU_ROUTES } from '#tests/support/route_expectations'
import { clearThrottles } from '#tests/support/throttles'

/**
 * SPEC §6 visibility, enforced on the server, for every kind of demo member
 * (database/seed/billing_demo.ts): each of the eight settings pages opens
 * or redirects to Profile Details with an info flash; the actions of a
 * hidden page answer 403; another member's record ids answer 404.
 *
 * Expectations come from app/services/memberships/member_menu.ts, and routes come from
 * the router: a route name the router does not know (a page not built yet)
 * is skipped, a new route of a page is covered without editing this file.
 */

const HIDDEN_NOTICE =
  'That page is not part of your membership, so you have been taken to your profile.'

/** The page components this suite knows by name; other pages must at least be settings pages. */
const COMPONENTS: Record<string, string> = {
  'profile-details': 'Settings/ProfileDetails',
  'plan-agreements': 'Settings/PlanAgreements',
  'change-password': 'Settings/ChangePassword',
  'member-card': 'Settings/MemberCard',
  'partner-details': 'Settings/PartnerDetails',
}

/** SPEC §6 read for each demo member: the pages hidden from them (checks the derivation). */
const HIDDEN_BY_SPEC: Record<string, string[]> = {
  'member@lexpat.test': [],
  'free@lexpat.test': ['payment-methods'],
  'business@lexpat.test': ['partner-details'],
  'omise@lexpat.test': ['subscriptions', 'invoices', 'plan-agreements'],
  'custom@lexpat.test': ['subscriptions', 'invoices', 'plan-agreements', 'partner-details'],
  'pastdue@lexpat.test': [],
  'cancelling@lexpat.test': [],
  // My requests needs a current plan (the legal desk serves a membership).
  'cancelled@lexpat.test': ['partner-details', 'my-requests'],
  'pending@lexpat.test': ['partner-details'],
}

type RouteRow = { name: string; method: string; pattern: string }

function settingsRoutes(): RouteRow[] {
  const rows: RouteRow[] = []
  for (const list of Object.values(router.toJSON())) {
    for (const route of list) {
      if (!route.name?.startsWith('settings.')) continue
      for (const method of route.methods) {
        if (method !== 'HEAD') rows.push({ name: route.name, method, pattern: route.pattern })
      }
    }
  }
  return rows
}

/**
 * The table whose row ids a route's `:id` names, by route name; a route not
 * listed here is not part of the "another member's id" check.
 */
function recordTableOf(name: string): string | null {
  if (name.includes('credit-notes')) return 'credit_notes'
  // Pay now's processing page names the invoice it pays.
  if (name.startsWith('settings.payment-methods.processing')) return 'invoices'
  const page = memberPageForRoute(name)
  if (name.startsWith('settings.data-export.')) return 'data_exports'
  return (
    (
      {
        'invoices': 'invoices',
        'plan-agreements': 'plan_agreements',
        'partner-details': 'dependants',
        'payment-methods': 'payment_methods',
        'subscriptions': 'subscriptions',
      } as Record<string, string>
    )[page ?? ''] ?? null
  )
}

/** One id of a record of that kind belonging to somebody other than `userId`. */
async function foreignId(table: string, userId: number): Promise<number | null> {
  const query =
    table === 'dependants'
      ? db
          .from('dependants')
          .join('subscriptions', 'subscriptions.id', 'dependants.subscription_id')
          .whereNot('subscriptions.user_id', userId)
          .select('dependants.id as id')
      : db.from(table).whereNot('user_id', userId).select('id')
  const row = await query.orderBy('id').first()
  return row ? Number(row.id) : null
}

test.group('Member settings visibility for every demo member (SPEC §6)', (group) => {
  useDatabase(group)
  group.each.setup(() => clearThrottles())
  group.each.timeout(120_000)

  test('[spec 6] each demo member: visible pages open, hidden ones redirect with a notice, hidden actions 403, foreign ids 404', async ({
    client,
    assert,
  }) => {
    await seedDemoAccounts()
    await seedBillingDemo(DateTime.utc())
    // A dependant somewhere other than member@, so member@ has a foreign one to try.
    const pastDue = await User.findByOrFail('email', 'pastdue@lexpat.test')
    const pastDueMembership = await pastDue.related('subscriptions').query().firstOrFail()
    await pastDueMembership.related('dependants').create({
      name: 'Foreign Child',
      dateOfBirth: DateTime.now().minus({ years: 4 }).startOf('day'),
      relation: 'child',
      livesAtHome: true,
      underGuardianship: false,
    })

    const routes = settingsRoutes()
    const known = new Set(routes.map((route) => route.name))
    const checked = { open: 0, redirected: 0, forbidden: 0, foreign: 0 }

    for (const demo of DEMO_MEMBERS) {
      const user = await User.findByOrFail('email', demo.email)
      const hidden = hiddenMemberPages(user, await currentPlansFor(user))
      const who = `${demo.email} (${demo.state})`
      assert.sameMembers([...hidden], HIDDEN_BY_SPEC[demo.email], who)

      // The eight menu pages.
      for (const key of MEMBER_PAGE_KEYS) {
        const name = MEMBER_MENU_ROUTES[key]
        if (!known.has(name)) continue
        const path = routes.find((route) => route.name === name && route.method === 'GET')!.pattern
        if (hidden.has(key)) {
          const response = await client.get(path).loginAs(user).redirects(0)
          assert.equal(response.status(), 302, `${who}: ${name} should redirect`)
          assert.equal(response.header('location'), router.makeUrl(MEMBER_HOME_ROUTE), who)
          response.assertFlashMessage('info', HIDDEN_NOTICE)
          checked.redirected++
        } else {
          const response = await client.get(path).withInertia().loginAs(user)
          assert.equal(response.status(), 200, `${who}: ${name} should open`)
          const component = String((response.body() as { component?: string }).component)
          if (COMPONENTS[key]) assert.equal(component, COMPONENTS[key], `${who}: ${name}`)
          else assert.match(component, /^Settings\//, `${who}: ${name}`)
          checked.open++
        }
      }

      for (const route of routes) {
        const page = memberPageForRoute(route.name)
        const url = route.pattern.replace(/:[A-Za-z_]+/g, '1')
        // Every other route of a hidden page: GETs redirect, actions answer 403.
        if (page && hidden.has(page) && route.name !== MEMBER_MENU_ROUTES[page]) {
          const response = await client
            .request(url, route.method as any)
            .withCsrfToken()
            .loginAs(user)
            .redirects(0)
          if (route.method === 'GET') {
            assert.equal(response.status(), 302, `${who}: GET ${route.name}`)
            assert.equal(response.header('location'), router.makeUrl(MEMBER_HOME_ROUTE))
          } else {
            assert.equal(response.status(), 403, `${who}: ${route.method} ${route.name}`)
            checked.forbidden++
          }
          continue
        }
        // A visible route naming a record: another member's id answers 404.
        if (page && hidden.has(page)) continue
        if (!route.pattern.includes(':id') || !['GET', 'DELETE'].includes(route.method)) continue
        const table = recordTableOf(route.name)
        if (!table) continue
        const id = await foreignId(table, user.id)
        if (id === null) continue
        const response = await client
          .request(route.pattern.replace(':id', String(id)), route.method as any)
          .withCsrfToken()
          .loginAs(user)
          .redirects(0)
        assert.equal(response.status(), 404, `${who}: ${route.method} ${route.name} with id ${id}`)
        checked.foreign++
      }
    }
    // The matrix really ran: every member opened pages, some were hidden, some actions refused.
    assert.isAbove(checked.open, DEMO_MEMBERS.length * 3)
    assert.isAbove(checked.redirected, 5)
    assert.isAbove(checked.forbidden, 5)
    assert.isAbove(checked.foreign, 5)
  })
})
