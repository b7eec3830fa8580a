import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import type { Page } from 'playwright'
import { RoleSlug } from '#enums/role'
import { createUser, useDatabase } from '#tests/helpers'

const PASSWORD = 'Bangkok-2026-ok'

async function signIn(page: Page) {
  await page.getByLabel('Email').fill('suda@example.com')
  await page.locator('input[name=password]').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL('**/settings/profile-details')
}

test.group('Signed-in devices in the browser (SPEC §2.8)', (group) => {
  useDatabase(group)
  group.each.setup(() => limiter.clear())

  test('[spec 2.8] a member sees both devices and signs the other one out behind the confirmation', async ({
    visit,
    browser,
    assert,
  }) => {
    await createUser(RoleSlug.USER, { email: 'suda@example.com', password: PASSWORD })
    const page = await visit('/login')
    const origin = new URL(page.url()).origin
    await signIn(page)
    // The other device: a second browser with its own cookies.
    const phoneContext = await browser.newContext()
    const phone = await phoneContext.newPage()
    await phone.goto(`${origin}/login`)
    await signIn(phone)

    await page.goto(`${origin}/settings/change-password`)
    await page.getByTestId('devices').waitFor()
    assert.equal(await page.getByTestId('device').count(), 2)
    await page.assertTextContains('[data-testid="devices"]', 'This device')

    await page.getByTestId('end-other-devices').click()
    await page.assertTextContains('[role="dialog"]', 'Sign out of all other devices?')
    await page.getByTestId('confirm-accept').click()
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="device"]').length === 1
    )
    await page.assertTextContains('body', '1 other device has been signed out.')
    await page.assertTextContains('[data-testid="devices"]', 'No other device is signed in.')

    // The other device is signed out on its next visit.
    await phone.goto(`${origin}/settings/profile-details`)
    assert.match(phone.url(), /\/login$/)
    await phoneContext.close()
  })
})
