import { test } from '@japa/runner'
import { RoleSlug } from '#enums/role'
import { ALL_ROLES, createUser, useDatabase } from '#tests/helpers'
import { SubscriptionFactory, priceFor } from '#database/factories/billing_factories'
import { PlanSlug } from '#enums/billing'

const SPEC_TRANSLATION_KEYS = [
  'home.welcome_text',
  'nav.plan',
  'nav.price',
  'nav.total_Due',
  'nav.go_to_checkout',
  'nav.no_items',
  'nav.get_started',
  'nav.login',
]

test.group('Shared props', (group) => {
  useDatabase(group)

  test('[spec 3] an anonymous visitor gets user null, is_free_member false, flash, locale and translations', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('Marketing/Home')
    const props = response.inertiaProps
    assert.isNull(props.user)
    assert.isFalse(props.is_free_member)
    assert.equal(props.locale, 'en')
    assert.deepEqual(props.flash, {
      success: null,
      error: null,
      info: null,
      csrfError: false,
      showToast: false,
    })
    assert.includeMembers(Object.keys(props.translations), SPEC_TRANSLATION_KEYS)
    assert.isTrue(Object.keys(props.translations).some((key) => key.startsWith('footer.')))
    assert.notInclude(Object.keys(props.translations), 'validator.shared.required')
  })

  for (const role of ALL_ROLES) {
    test(`[spec 3] a signed-in ${role} gets the user prop of SPEC §3`, async ({
      client,
      assert,
    }) => {
      const user = await createUser(role, {
        name: 'Somchai Example',
        country: 'Thailand',
        nationality: 'Thai',
        avatarUrl: 'https://cdn.example/avatar.png',
      })
      const response = await client.get('/').withInertia().loginAs(user)
      response.assertStatus(200)
      const shared = response.inertiaProps.user
      assert.deepEqual(Object.keys(shared).sort(), [
        'avatar',
        'country',
        'current_plans',
        'email',
        'is_omise_user',
        'name',
        'nationality',
        'role',
      ])
      assert.equal(shared.name, 'Somchai Example')
      assert.equal(shared.email, user.email)
      assert.equal(shared.avatar, 'https://cdn.example/avatar.png')
      assert.equal(shared.role.slug, role)
      assert.equal(shared.country, 'Thailand')
      assert.equal(shared.nationality, 'Thai')
      assert.isArray(shared.current_plans)
      assert.isFalse(shared.is_omise_user)
      assert.notProperty(shared, 'password')
    })
  }

  test('[spec 6] super_admin carries the role label "Super Admin"', async ({ client, assert }) => {
    const user = await createUser(RoleSlug.SUPER_ADMIN)
    const response = await client.get('/admin/dashboard').withInertia().loginAs(user)
    response.assertStatus(200)
    assert.deepEqual(response.inertiaProps.user.role, { slug: 'super_admin', name: 'Super Admin' })
  })

  test('[spec 3] is_free_member and is_omise_user follow the account', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER, { isFreeMember: true, isOmiseUser: true })
    const response = await client.get('/').withInertia().loginAs(user)
    assert.isTrue(response.inertiaProps.is_free_member)
    assert.isTrue(response.inertiaProps.user.is_omise_user)
  })

  test("[spec 3] current_plans lists the member's live memberships by plan name", async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const business = await priceFor(PlanSlug.BUSINESS)
    await SubscriptionFactory.merge({ userId: user.id }).create()
    await SubscriptionFactory.merge({
      userId: user.id,
      planId: business.planId,
      priceId: business.id,
    })
      .apply('custom_created')
      .create()
    await SubscriptionFactory.merge({ userId: user.id }).apply('cancelled').create()
    const response = await client.get('/').withInertia().loginAs(user)
    assert.deepEqual(response.inertiaProps.user.current_plans, [
      { name: 'Personal', custom_created: false },
      { name: 'Business', custom_created: true },
    ])
  })

  test('[spec 6] a staff account has no current plans: no member menu, no cart, even with a membership on record', async ({
    client,
    assert,
  }) => {
    // A member made staff keeps the rows of the membership they had.
    const lawyer = await createUser(RoleSlug.LAWYER)
    await SubscriptionFactory.merge({ userId: lawyer.id }).create()
    const response = await client.get('/').withInertia().loginAs(lawyer)
    response.assertStatus(200)
    assert.deepEqual(response.inertiaProps.user.current_plans, [])
    assert.deepEqual(response.inertiaProps.member_menu, [])
    assert.isFalse(response.inertiaProps.app.showCart)
  })

  test('[spec 2.9] staff receive only the admin navigation entries of their role', async ({
    client,
    assert,
  }) => {
    const lawyer = await createUser(RoleSlug.LAWYER)
    const officer = await createUser(RoleSlug.OFFICER_ACCESS)
    const member = await createUser(RoleSlug.USER)
    const forOfficer = await client.get('/').withInertia().loginAs(officer)
    const forLawyer = await client.get('/').withInertia().loginAs(lawyer)
    const forMember = await client.get('/').withInertia().loginAs(member)
    const keys = (response: typeof forOfficer) =>
      response.inertiaProps.app.adminNav.map((entry: { key: string }) => entry.key)
    assert.include(keys(forOfficer), 'dashboard')
    assert.notInclude(keys(forLawyer), 'dashboard')
    assert.deepEqual(keys(forMember), [])
  })
})
