import { test } from '@japa/runner'
import { RoleSlug } from '#enums/role'
import { createUser, useDatabase } from '#tests/helpers'
import settings, { SettingKeys } from '#services/platform/settings_store'

test.group('Layouts, toasts and dialogs in the browser', (group) => {
  useDatabase(group)
  group.each.teardown(() => settings.forget())

  test('[spec 2.9] an admin page shows the side navigation and the header with name and "Super Admin"', async ({
    visit,
    browserContext,
  }) => {
    const user = await createUser(RoleSlug.SUPER_ADMIN, { name: 'Niran Operator' })
    await browserContext.loginAs(user)
    const page = await visit('/admin/dashboard')
    await page.assertVisible('[data-testid="admin-sidenav"]')
    await page.assertTextContains('[data-testid="admin-user-name"]', 'Niran Operator')
    await page.assertTextContains('[data-testid="admin-role-label"]', 'Super Admin')
    await page.assertTextContains('[data-testid="admin-sidenav"]', 'Dashboard')
    await page.assertNotExists('[data-testid="public-footer"]')
  })

  test('[spec 2.9] the admin login form has neither side navigation nor header; public pages have navbar and footer', async ({
    visit,
  }) => {
    const login = await visit('/admin/login')
    await login.assertVisible('form')
    await login.assertNotExists('[data-testid="admin-sidenav"]')
    await login.assertNotExists('[data-testid="admin-header"]')
    await login.assertNotExists('[data-testid="public-navbar"]')
    const home = await visit('/')
    await home.assertVisible('[data-testid="public-navbar"]')
    await home.assertVisible('[data-testid="public-footer"]')
  })

  test('[spec 4] logout asks "Account Logout"; the confirm buttons lock while it runs; the flash becomes one toast', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const user = await createUser(RoleSlug.ADMIN)
    await browserContext.loginAs(user)
    const page = await visit('/admin/dashboard')
    // Hold the logout request so the running state can be observed.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/admin/logout', async (routeToHold) => {
      await held
      await routeToHold.continue()
    })
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.waitFor()
    assert.equal(await dialog.getByRole('heading').innerText(), 'Account Logout')

    await page.getByTestId('confirm-accept').click()
    await page.waitForFunction(
      () =>
        (document.querySelector('[data-testid="confirm-accept"]') as HTMLButtonElement)?.disabled
    )
    assert.isTrue(await page.getByTestId('confirm-cancel').isDisabled())
    // Neither the backdrop nor Escape closes it while it runs.
    await page.mouse.click(5, 5)
    await page.keyboard.press('Escape')
    assert.isTrue(await dialog.isVisible())

    release()
    await page.waitForURL('**/admin/login')
    const toast = page.locator('[data-sonner-toast][data-removed="false"]')
    await toast.first().waitFor()
    assert.equal(await toast.count(), 1)
    await page.assertTextContains('[data-sonner-toast]', 'You have been signed out.')
    const toaster = page.locator('[data-sonner-toaster]')
    assert.equal(await toaster.getAttribute('data-y-position'), 'bottom')
    assert.equal(await toaster.getAttribute('data-x-position'), 'right')
  })

  test('[spec 4] the confirmation dialog closes on a backdrop click when nothing runs', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const user = await createUser(RoleSlug.ADMIN)
    await browserContext.loginAs(user)
    const page = await visit('/admin/dashboard')
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.waitFor()
    await page.mouse.click(5, 5)
    await dialog.waitFor({ state: 'hidden' })
    assert.isFalse(await dialog.isVisible())
    await page.assertPath('/admin/dashboard')
  })

  test('[spec 8] a csrfError flash reloads the whole page', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const page = await visit('/admin/login')
    await page.evaluate(() => ((window as any).__beforeReload = true))
    // A stale token (the session behind it is gone): the browser does not ask
    // /csrf for a new one, since it has a token, and the server refuses it.
    await browserContext.clearCookies()
    await browserContext.addCookies([{ name: 'XSRF-TOKEN', value: 'stale', url: page.url() }])
    await page.getByLabel('Email').fill('someone@lexpat.test')
    await page.locator('input[name=password]').fill('whatever')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForFunction(() => (window as any).__beforeReload === undefined)
    assert.isUndefined(await page.evaluate(() => (window as any).__beforeReload))
  })

  test('[spec 2.6] the page-loading progress bar is #CC8809', async ({ visit, assert }) => {
    const page = await visit('/')
    // Hold the Inertia response back so the bar (shown after 250 ms) is on screen.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/view-plans', async (route) => {
      await held
      await route.continue()
    })
    await page.locator('footer a[href="/view-plans"]').click()
    const bar = page.locator('#nprogress .bar')
    await bar.waitFor({ state: 'attached' })
    const colour = await bar.evaluate((element) => getComputedStyle(element).backgroundColor)
    release()
    await page.waitForURL('**/view-plans')
    assert.equal(colour, 'rgb(204, 136, 9)')
  })

  test('[spec 7] choosing Thai stores it as region and reloads the page in Thai', async ({
    visit,
    assert,
  }) => {
    await settings.set(SettingKeys.LANGUAGE_PICKER_VISIBLE, true)
    const page = await visit('/')
    await page.getByTestId('language-select').selectOption('th')
    await page.waitForFunction(() => document.documentElement.lang === 'th')
    await page.assertTextContains('h1', 'ทนายความของคุณในประเทศไทย')
    assert.equal(await page.evaluate(() => window.localStorage.getItem('region')), 'th')
  })

  test('[spec 2.5] the language picker is hidden by its flag', async ({ visit }) => {
    const page = await visit('/')
    await page.assertNotExists('[data-testid="language-select"]')
  })
})
