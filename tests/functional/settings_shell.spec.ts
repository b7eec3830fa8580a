import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { RoleSlug } from '#enums/role'
import { createUser, useDatabase } from '#tests/helpers'
import { SubscriptionFactory } from '#database/factories/billing_factories'

type MenuEntry = { key: string; title: string; href: string }
type NavEntry = { key: string; title: string; group: string | null }

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
    ])
    for (const path of ['/settings/profile-details', '/settings/change-password']) {
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
})
