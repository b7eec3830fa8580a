import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { RoleSlug } from '#enums/role'
import { PlanSlug } from '#enums/billing'
import { createUser, useDatabase } from '#tests/helpers'
import {
  InvoiceFactory,
  SubscriptionFactory,
  priceFor,
} from '#database/factories/billing_factories'
import { memberArea } from '#middleware/member_area_middleware'
import { memberPageForRoute } from '#services/memberships/member_menu'
import { ownedRecord } from '#support/owned_record'
import { landingPathFor } from '#services/accounts/sign_in'
import type User from '#models/user'

/*
 * The member-area middleware decides before any settings page runs. Most
 * hidden pages (and every hidden action) are not registered yet, so their
 * rules are exercised here with the route name each will carry, through
 * the real middleware and database; tests/functional/settings_shell.spec.ts
 * covers the registered Plan Agreements page over HTTP.
 */
function visit(user: User, routeName: string, method = 'GET') {
  const seen = {
    flash: {} as Record<string, string>,
    redirectedTo: null as string | null,
    reachedPage: false,
  }
  const ctx = {
    auth: { getUserOrFail: () => user },
    route: { name: routeName },
    request: { method: () => method },
    session: { flash: (key: string, value: string) => (seen.flash[key] = value) },
    i18n: i18nManager.locale('en'),
    response: {
      redirect: () => ({
        toRoute: (name: string) => (seen.redirectedTo = name),
        toPath: (path: string) => (seen.redirectedTo = path),
      }),
    },
  } as unknown as HttpContext
  const run = memberArea(ctx, async () => {
    seen.reachedPage = true
  })
  return { run, seen }
}

async function businessMember(overrides: Partial<User> = {}) {
  const user = await createUser(RoleSlug.USER, overrides)
  const price = await priceFor(PlanSlug.BUSINESS)
  await SubscriptionFactory.merge({
    userId: user.id,
    planId: price.planId,
    priceId: price.id,
  }).create()
  return user
}

const HIDDEN_NOTICE =
  'That page is not part of your membership, so you have been taken to your profile.'

test.group('Member settings visibility (SPEC §6)', (group) => {
  useDatabase(group)

  test('[spec 6] a member opening a page their menu hides lands on Profile Details with an info flash', async ({
    assert,
  }) => {
    const omise = await businessMember({ isOmiseUser: true })
    for (const page of [
      'settings.subscriptions',
      'settings.invoices',
      'settings.plan-agreements',
    ]) {
      const { run, seen } = visit(omise, page)
      await run
      assert.equal(seen.redirectedTo, 'settings.profile-details', page)
      assert.deepEqual(seen.flash, { info: HIDDEN_NOTICE })
      assert.isFalse(seen.reachedPage)
    }
    const free = await businessMember({ isFreeMember: true })
    const { run, seen } = visit(free, 'settings.payment-methods')
    await run
    assert.equal(seen.redirectedTo, 'settings.profile-details')
    assert.deepEqual(seen.flash, { info: HIDDEN_NOTICE })
  })

  test('[spec 6] a custom-created plan hides the billing pages; Spouse / Partner Details needs a current Personal plan', async ({
    assert,
  }) => {
    const custom = await createUser()
    await SubscriptionFactory.apply('custom_created').merge({ userId: custom.id }).create()
    const invoices = visit(custom, 'settings.invoices')
    await invoices.run
    assert.equal(invoices.seen.redirectedTo, 'settings.profile-details')

    const business = await businessMember()
    const partner = visit(business, 'settings.partner-details')
    await partner.run
    assert.equal(partner.seen.redirectedTo, 'settings.profile-details')

    const personal = await createUser()
    await SubscriptionFactory.merge({ userId: personal.id }).create()
    const allowed = visit(personal, 'settings.partner-details')
    await allowed.run
    assert.isTrue(allowed.seen.reachedPage)
    assert.isNull(allowed.seen.redirectedTo)
  })

  test('[spec 6] an action of a hidden page answers 403 and never reaches the page', async ({
    assert,
  }) => {
    const business = await businessMember()
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const { run, seen } = visit(business, 'settings.partner-details.update', method)
      const error = await run.then(
        () => null,
        (caught: { status?: number }) => caught
      )
      assert.equal(error?.status, 403, method)
      assert.isFalse(seen.reachedPage)
      assert.deepEqual(seen.flash, {})
    }
  })

  test('[spec 6] pages shown to every member pass, and staff are sent to their admin landing page', async ({
    assert,
  }) => {
    const omise = await businessMember({ isOmiseUser: true, isFreeMember: true })
    for (const page of [
      'settings.profile-details',
      'settings.profile-details.update',
      'settings.change-password.update',
      'settings.member-card',
    ]) {
      const { run, seen } = visit(omise, page, page.endsWith('.update') ? 'PUT' : 'GET')
      await run
      assert.isTrue(seen.reachedPage, page)
    }
    const officer = await createUser(RoleSlug.ADMIN)
    const { run, seen } = visit(officer, 'settings.profile-details')
    await run
    assert.isFalse(seen.reachedPage)
    assert.equal(seen.redirectedTo, await landingPathFor(officer))
    assert.notEqual(seen.redirectedTo, '/settings/profile-details')
  })

  test('[spec 2.8] a settings route belongs to its member page by name', ({ assert }) => {
    assert.equal(memberPageForRoute('settings.invoices'), 'invoices')
    assert.equal(memberPageForRoute('settings.invoices.download'), 'invoices')
    assert.equal(memberPageForRoute('settings.partner-details.update'), 'partner-details')
    assert.isNull(memberPageForRoute('settings.sessions.destroy'))
    assert.isNull(memberPageForRoute('admin.invoices'))
    assert.isNull(memberPageForRoute(undefined))
  })
})

test.group('Member records through their owner (CONVENTIONS §2)', (group) => {
  useDatabase(group)

  test("[spec 2.8] a member opens their own record; another member's id, a missing or a malformed one is a 404", async ({
    assert,
  }) => {
    const owner = await createUser()
    const other = await createUser()
    const subscription = await SubscriptionFactory.merge({ userId: owner.id }).create()
    const invoice = await InvoiceFactory.merge({
      userId: owner.id,
      subscriptionId: subscription.id,
    }).create()

    const mine = await ownedRecord(owner, 'invoices', String(invoice.id))
    assert.equal(mine.number, invoice.number)
    const membership = await ownedRecord(owner, 'subscriptions', subscription.id)
    assert.equal(membership.id, subscription.id)

    for (const [user, id] of [
      [other, invoice.id],
      [owner, invoice.id + 1000],
      [owner, 'abc'],
      [owner, '-1'],
    ] as const) {
      const error = await ownedRecord(user, 'invoices', id).then(
        () => null,
        (caught: { status?: number; code?: string }) => caught
      )
      assert.equal(error?.status, 404, String(id))
      assert.equal(error?.code, 'E_ROW_NOT_FOUND')
    }
  })
})
