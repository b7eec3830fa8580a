import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import router from '@adonisjs/core/services/router'
import { RoleSlug } from '#enums/role'
import { createUser, useDatabase } from '#tests/helpers'
import { SubscriptionFactory } from '#database/factories/billing_factories'
import { TermsAndConditionFactory } from '#database/factories/content_factories'
import PlanAgreement from '#models/plan_agreement'
import type User from '#models/user'
import { DateTime } from 'luxon'

type MenuEntry = { key: string; title: string; href: string }
type NavEntry = { key: string; title: string; group: string | null }

const HIDDEN_NOTICE =
  'That page is not part of your membership, so you have been taken to your profile.'

async function memberWithAgreement(overrides: Partial<User> = {}, state?: 'custom_created') {
  const member = await createUser(RoleSlug.USER, overrides)
  const factory = state ? SubscriptionFactory.apply(state) : SubscriptionFactory
  const subscription = await factory.merge({ userId: member.id }).create()
  const agreement = await PlanAgreement.create({
    subscriptionId: subscription.id,
    userId: member.id,
    termsVersion: '2026.1',
    acceptedAt: DateTime.fromISO('2026-03-14T10:00:00Z'),
    acceptedIp: '203.0.113.7',
  })
  return { member, subscription, agreement }
}

test.group('Member settings shell (SPEC §2.8, §6)', (group) => {
  useDatabase(group)

  test('[spec 2.8] the settings routes keep their names and paths, and all sit behind sign-in', async ({
    client,
    assert,
  }) => {
    const settingsRoutes = Object.values(router.toJSON())
      .flat()
      .filter((route) => route.name?.startsWith('settings.'))
      .map(
        (route) =>
          `${route.methods.filter((m) => m !== 'HEAD').join(',')} ${route.pattern} ${route.name}`
      )
    assert.includeMembers(settingsRoutes, [
      'GET /settings/profile-details settings.profile-details',
      'PUT /settings/profile-details settings.profile-details.update',
      'GET /settings/change-password settings.change-password',
      'PUT /settings/change-password settings.change-password.update',
      'GET /settings/plan-agreements settings.plan-agreements',
    ])
    for (const path of [
      '/settings/profile-details',
      '/settings/change-password',
      '/settings/plan-agreements',
    ]) {
      const response = await client.get(path).redirects(0)
      response.assertStatus(302)
      response.assertHeader('location', '/login')
    }
  })

  test('[spec 6] staff opening the member settings are sent to their admin landing page', async ({
    client,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await client.get('/settings/profile-details').loginAs(admin).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/admin/dashboard')
  })

  test("[spec 2.8] a Thai member gets the member menu titled in Thai; English keeps SPEC's titles", async ({
    client,
    assert,
  }) => {
    const member = await createUser(RoleSlug.USER)
    await SubscriptionFactory.merge({ userId: member.id }).create()
    const english = await client.get('/settings/profile-details').withInertia().loginAs(member)
    english.assertInertiaComponent('Settings/ProfileDetails')
    assert.deepEqual(
      (english.inertiaProps.member_menu as MenuEntry[]).map((entry) => entry.title),
      [
        'Profile Details',
        'Payment Methods',
        'Subscriptions',
        'Invoices',
        'Plan Agreements',
        'Change Password',
        'Member Card',
        'Spouse / Partner Details',
        'Legal Forms',
        'Services used',
        'My requests',
      ]
    )
    const thai = await client.get('/settings/profile-details?lang=th').withInertia().loginAs(member)
    const menu = thai.inertiaProps.member_menu as MenuEntry[]
    assert.deepEqual(
      menu.map((entry) => entry.title),
      [
        'ข้อมูลโปรไฟล์',
        'วิธีการชำระเงิน',
        'การสมัครสมาชิก',
        'ใบแจ้งหนี้',
        'ข้อตกลงของแผน',
        'เปลี่ยนรหัสผ่าน',
        'บัตรสมาชิก',
        'ข้อมูลคู่สมรส / คู่ชีวิต',
        'แบบฟอร์มกฎหมาย',
        'บริการที่ใช้',
        'คำขอของฉัน',
      ]
    )
    assert.equal(menu[0].href, '/settings/profile-details')
    assert.equal(menu[5].href, '/settings/change-password')
  })

  test('[spec 2.9] admin navigation titles and groups are shown in Thai to a Thai visitor, in SPEC English otherwise', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const english = await client.get('/admin/dashboard').withInertia().loginAs(admin)
    const thai = await client.get('/admin/dashboard?lang=th').withInertia().loginAs(admin)
    const dashboardEn = (english.inertiaProps.app.adminNav as NavEntry[]).find(
      (e) => e.key === 'dashboard'
    )
    const dashboardTh = (thai.inertiaProps.app.adminNav as NavEntry[]).find(
      (e) => e.key === 'dashboard'
    )
    assert.equal(dashboardEn?.title, 'Dashboard')
    assert.equal(dashboardTh?.title, 'แดชบอร์ด')
    const translatedKeys = (thai.inertiaProps.app.adminNav as NavEntry[]).map((entry) => entry.key)
    assert.deepEqual(
      translatedKeys,
      (english.inertiaProps.app.adminNav as NavEntry[]).map((entry) => entry.key)
    )
    for (const entry of thai.inertiaProps.app.adminNav as NavEntry[]) {
      assert.match(entry.title, /[\u0E00-\u0E7F]/, `${entry.key} has a Thai title`)
      if (entry.group) assert.match(entry.group, /[\u0E00-\u0E7F]/, `${entry.key} has a Thai group`)
    }
  })

  test('[spec 2.8] Plan Agreements lists the terms the member accepted, and only theirs', async ({
    client,
    assert,
  }) => {
    await TermsAndConditionFactory.apply('active')
      .merge({ version: '2026.1', title: 'Membership Terms', description: '<p>Be kind.</p>' })
      .create()
    const { member, subscription, agreement } = await memberWithAgreement()
    await memberWithAgreement()
    const response = await client.get('/settings/plan-agreements').withInertia().loginAs(member)
    response.assertStatus(200)
    response.assertInertiaComponent('Settings/PlanAgreements')
    assert.deepEqual(response.inertiaProps.agreements, [
      {
        id: agreement.id,
        plan: 'Personal',
        membershipNumber: subscription.membershipNumber,
        termsVersion: '2026.1',
        acceptedOn: '14 March 2026',
        termsTitle: 'Membership Terms',
        termsHtml: '<p>Be kind.</p>',
        termsLocale: 'en',
      },
    ])
    const menu = response.inertiaProps.member_menu as MenuEntry[]
    assert.equal(
      menu.find((entry) => entry.key === 'plan-agreements')?.href,
      '/settings/plan-agreements'
    )
  })

  test('[spec 6] Omise-billed and custom-plan members opening Plan Agreements land on Profile Details with an info flash', async ({
    client,
    assert,
  }) => {
    const { member: omise } = await memberWithAgreement({ isOmiseUser: true })
    const { member: custom } = await memberWithAgreement({}, 'custom_created')
    for (const member of [omise, custom]) {
      const response = await client.get('/settings/plan-agreements').loginAs(member).redirects(0)
      response.assertStatus(302)
      response.assertHeader('location', '/settings/profile-details')
      response.assertFlashMessage('info', HIDDEN_NOTICE)
      const page = await client.get('/settings/profile-details').withInertia().loginAs(member)
      const keys = (page.inertiaProps.member_menu as MenuEntry[]).map((entry) => entry.key)
      assert.notInclude(keys, 'plan-agreements')
    }
  })

  test('[spec 6] a settings page view reads the memberships once for its menu, its access check and the page', async ({
    client,
    assert,
  }) => {
    const { member } = await memberWithAgreement({}, 'custom_created')
    const knex = db.connection().getWriteClient()
    const reads: string[] = []
    const listener = (query: { sql: string }) => {
      if (/from [`"]subscriptions[`"]/.test(query.sql)) {
        reads.push(query.sql)
      }
    }
    knex.on('query', listener)
    try {
      const page = await client.get('/settings/profile-details').withInertia().loginAs(member)
      page.assertStatus(200)
      // The plan shows in the shared props, and the page hidden from a custom plan stays out.
      assert.lengthOf(page.inertiaProps.user.current_plans, 1)
      const keys = (page.inertiaProps.member_menu as MenuEntry[]).map((entry) => entry.key)
      assert.notInclude(keys, 'plan-agreements')
      // Profile Details lists the same membership, with its plan, from that one query.
      const memberships = page.inertiaProps.memberships as { plan: string; status: string }[]
      assert.lengthOf(memberships, 1)
      assert.equal(memberships[0].plan, page.inertiaProps.user.current_plans[0].name)
      assert.lengthOf(reads, 1)
    } finally {
      knex.off('query', listener)
    }
  })
})
