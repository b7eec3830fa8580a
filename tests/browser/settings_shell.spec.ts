import { test } from '@japa/runner'
import { RoleSlug } from '#enums/role'
import { createUser, useDatabase } from '#tests/helpers'
import { SubscriptionFactory } from '#database/factories/billing_factories'

test.group('Member settings layout (SPEC §2.8)', (group) => {
  useDatabase(group)

  test('[spec 2.8] settings pages show the member menu at the side on desktop and in one row on phones, inside the public layout', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const member = await createUser(RoleSlug.USER)
    await SubscriptionFactory.merge({ userId: member.id }).create()
    await browserContext.loginAs(member)
    const page = await visit('/settings/profile-details')
    await page.setViewportSize({ width: 1280, height: 900 })
    const menu = page.getByTestId('settings-menu')
    await menu.waitFor()
    assert.equal((await page.locator('footer').count()) > 0, true, 'the public footer is there')
    const current = menu.locator('[aria-current="page"]')
    assert.equal(await current.getAttribute('data-member-page'), 'profile-details')
    const desktop = await menu.boundingBox()
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
    assert.isBelow(desktop!.x + desktop!.width, heading!.x + 1, 'menu at the side of the page')

    await page.setViewportSize({ width: 390, height: 844 })
    const phone = await menu.boundingBox()
    const phoneHeading = await page.getByRole('heading', { level: 1 }).boundingBox()
    assert.isBelow(phone!.y + phone!.height, phoneHeading!.y + 1, 'menu above the page')
    assert.isBelow(phone!.height, 80, 'one compact row')

    await menu.locator('[data-member-page="change-password"]').click()
    await page.waitForURL('**/settings/change-password')
    assert.equal(
      await menu.locator('[aria-current="page"]').getAttribute('data-member-page'),
      'change-password'
    )
  })

  test('[spec 2.8] a Thai member reads the settings menu in Thai', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const member = await createUser(RoleSlug.USER)
    await SubscriptionFactory.merge({ userId: member.id }).create()
    await browserContext.loginAs(member)
    const page = await visit('/settings/profile-details?lang=th')
    const menu = page.getByTestId('settings-menu')
    await menu.waitFor()
    assert.equal(
      await menu.locator('[data-member-page="profile-details"]').innerText(),
      'ข้อมูลโปรไฟล์'
    )
    assert.equal(await menu.getAttribute('aria-label'), 'การตั้งค่าบัญชี')
  })
})
