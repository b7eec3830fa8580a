import { test } from '@japa/runner'
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { RoleSlug } from '#enums/role'
import { createUser, useDatabase } from '#tests/helpers'
import { SubscriptionFactory } from '#database/factories/billing_factories'

const freshVisitor = { name: 'fresh_visitor', value: '1', domain: 'localhost', path: '/' }
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

test.group('Header drawers (desktop)', (group) => {
  useDatabase(group)

  test('[spec 4] a parent opens its drawer; another parent waits 300 ms after the first closes; the open parent closes all', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/')
    const level1 = page.locator('[data-drawer-level="1"]')
    await page.click('[data-parent="personal"]')
    await level1.waitFor()
    assert.equal(await level1.getAttribute('aria-label'), 'Personal')

    await page.click('[data-parent="business"]')
    assert.equal(await level1.count(), 0, 'the open drawer closes at once')
    await page.waitForTimeout(150)
    assert.equal(await level1.count(), 0, 'the next one is not open before 300 ms')
    await level1.waitFor({ timeout: 1000 })
    assert.equal(await level1.getAttribute('aria-label'), 'Business')

    await page.click('[data-parent="business"]')
    assert.equal(await page.locator('[data-drawer-level]').count(), 0)
  })

  test('[spec 4] drawers nest three levels, 800 px with content and 400 px without; the overlay closes everything', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/')
    await page.setViewportSize({ width: 1700, height: 900 })
    await page.click('[data-parent="personal"]')
    await page
      .locator('[data-drawer-level="1"]')
      .getByRole('button', { name: 'Plan Details' })
      .click()
    const content = page.locator('[data-drawer-level="2"]')
    await content.waitFor()
    assert.equal((await content.boundingBox())!.width, 800)
    await page
      .locator('[data-drawer-level="1"]')
      .getByRole('button', { name: 'Visa and Immigration' })
      .click()
    await page.waitForFunction(
      () =>
        document.querySelector('[data-drawer-level="2"]')?.getAttribute('aria-label') ===
        'Visa and Immigration'
    )
    assert.equal((await content.boundingBox())!.width, 400)
    await content.getByRole('button', { name: 'Thai Visas' }).click()
    const third = page.locator('[data-drawer-level="3"]')
    await third.waitFor()
    await page.assertTextContains('[data-drawer-level="3"]', 'Go to Thai Visas')

    await page.mouse.click(1650, 850)
    await page.waitForFunction(() => document.querySelectorAll('[data-drawer-level]').length === 0)
  })

  test('[spec 4] Escape closes the drawers and focus returns to the parent button', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/')
    await page.click('[data-parent="about"]')
    await page.locator('[data-drawer-level="1"]').waitFor()
    // Focus moves into the open drawer…
    await page.waitForFunction(() =>
      Boolean(document.activeElement?.closest('[data-drawer-level]'))
    )
    await page.keyboard.press('Escape')
    await page.waitForFunction(() => document.querySelectorAll('[data-drawer-level]').length === 0)
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('data-parent')),
      'about'
    )
  })

  test('[spec 2.5] the item named Pricing links to get-started', async ({ visit }) => {
    const page = await visit('/')
    await page.getByTestId('desktop-menu').getByRole('link', { name: 'Pricing' }).click()
    await page.waitForURL('**/get-started')
  })
})

test.group('Header on mobile, banner, navbar', (group) => {
  useDatabase(group)

  test('[spec 2.5] the mobile drawer goes down to a group and back with its Back buttons', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByTestId('hamburger').click()
    const menu = page.getByTestId('mobile-menu')
    await menu.waitFor()
    await menu.getByRole('button', { name: 'Business' }).click()
    await menu.getByRole('button', { name: 'Dispute Resolution' }).click()
    assert.equal(await menu.getAttribute('data-depth'), '2')
    await page.assertTextContains('[data-testid="mobile-menu"]', 'Mediation')
    await page.getByTestId('mobile-back').click()
    assert.equal(await menu.getAttribute('data-depth'), '1')
    await page.getByTestId('mobile-back').click()
    assert.equal(await menu.getAttribute('data-depth'), '0')
    await page.assertTextContains('[data-testid="mobile-menu"]', 'Pricing')
  })

  test('[spec 2.5] the mobile banner can be dismissed and stays dismissed after a reload', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/')
    await page.setViewportSize({ width: 390, height: 844 })
    const banner = page.getByTestId('mobile-banner')
    await banner.waitFor()
    await page.assertTextContains('[data-testid="mobile-banner"]', 'Any Questions? Contact Us Now')
    await banner.getByRole('button', { name: 'Dismiss' }).click()
    assert.equal(await page.evaluate(() => localStorage.getItem('showMobileBanner')), 'false')
    await page.reload()
    await page.waitForLoadState('networkidle')
    assert.equal(await banner.count(), 0)
  })

  test('[spec 4] the navbar takes its scrolled style past 50 px', async ({ visit, assert }) => {
    const page = await visit('/')
    const navbar = page.getByTestId('public-navbar')
    assert.equal(await navbar.getAttribute('data-scrolled'), 'false')
    await page.evaluate(() => window.scrollTo(0, 200))
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="public-navbar"]')?.getAttribute('data-scrolled') ===
        'true'
    )
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="public-navbar"]')?.getAttribute('data-scrolled') ===
        'false'
    )
  })
})

test.group('Region box and plan modal', (group) => {
  useDatabase(group)

  test('[spec 4] the region box opens on a first visit until a region is stored', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await browserContext.addCookies([freshVisitor])
    const page = await visit('/')
    const box = page.getByTestId('region-modal')
    await box.waitFor()
    await box.getByLabel('Nationality').selectOption('Myanmar')
    await box.getByRole('button', { name: 'Save' }).click()
    await box.waitFor({ state: 'hidden' })
    assert.equal(await page.evaluate(() => localStorage.getItem('region')), 'Myanmar')
    await page.reload()
    await page.waitForLoadState('networkidle')
    assert.equal(await box.count(), 0)
  })

  test('[spec 4] the region box is a modal dialog: focus in its field, the page behind still, Escape closes it and stores nothing', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await browserContext.addCookies([freshVisitor])
    const page = await visit('/')
    const box = page.getByRole('dialog', { name: 'Where are you from?' })
    await box.waitFor()
    const state = () =>
      page.evaluate(() => ({
        focused: document.activeElement?.tagName,
        overflow: getComputedStyle(document.documentElement).overflow,
        region: localStorage.getItem('region'),
      }))
    assert.deepEqual(await state(), { focused: 'SELECT', overflow: 'hidden', region: null })
    await page.keyboard.press('Escape')
    await box.waitFor({ state: 'hidden' })
    assert.deepEqual(await state(), { focused: 'BODY', overflow: 'visible', region: null })
  })

  test('[spec 4] a stored "Burmese" is rewritten to "Myanmar" on load', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await browserContext.addCookies([freshVisitor])
    await browserContext.addInitScript(() => localStorage.setItem('region', 'Burmese'))
    const page = await visit('/')
    await page.waitForFunction(() => localStorage.getItem('region') === 'Myanmar')
    assert.equal(await page.getByTestId('region-modal').count(), 0)
  })

  test("[spec 4] signed in, the region comes from the user's country and the box stays hidden", async ({
    visit,
    browserContext,
    assert,
  }) => {
    // Stored as its ISO code (SPEC §2.8), kept in the browser by its English name.
    const user = await createUser(RoleSlug.USER, { country: 'DE' })
    await browserContext.addCookies([freshVisitor])
    await browserContext.loginAs(user)
    const page = await visit('/')
    await page.waitForFunction(() => localStorage.getItem('region') === 'Germany')
    assert.equal(await page.getByTestId('region-modal').count(), 0)
  })

  test('[spec 4] the plan modal locks page scrolling while open and resets its scroll on close', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/')
    await page.click('[data-parent="personal"]')
    await page
      .locator('[data-drawer-level="1"]')
      .getByRole('button', { name: 'Plan Details' })
      .click()
    await page.getByRole('button', { name: 'See what the plan covers' }).click()
    const modal = page.getByTestId('plan-modal')
    await modal.waitFor()
    await page.assertTextContains('[data-testid="plan-modal"]', 'Unlimited legal advice')
    assert.equal(await page.evaluate(() => document.body.style.overflow), 'hidden')
    await page.getByRole('button', { name: 'Letters or calls on your behalf' }).click()
    await page.evaluate(() => {
      const body = document.querySelector('[data-testid="plan-modal-body"]')!
      body.scrollTop = 200
    })
    await modal.getByRole('button', { name: 'Close' }).last().click()
    await modal.waitFor({ state: 'hidden' })
    assert.notEqual(await page.evaluate(() => document.body.style.overflow), 'hidden')
  })
})

test.group('User menu, logout and account deletion', (group) => {
  useDatabase(group)

  test('[spec 6] the cart icon shows for guests and members without a plan, not for members with one or staff', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const guest = await visit('/')
    assert.equal(await guest.getByTestId('cart-button').count(), 1)
    await guest.getByTestId('cart-button').click()
    await guest.assertTextContains('[data-testid="cart-panel"]', 'Your cart is empty')

    const member = await createUser(RoleSlug.USER)
    await SubscriptionFactory.merge({ userId: member.id }).create()
    await browserContext.loginAs(member)
    const withPlan = await visit('/')
    await withPlan.getByTestId('user-menu-trigger').waitFor()
    assert.equal(await withPlan.getByTestId('cart-button').count(), 0)
  })

  test('[spec 6] a staff account sees only an Admin Dashboard link in the user menu', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    await browserContext.loginAs(admin)
    const page = await visit('/')
    await page.getByTestId('user-menu-trigger').click()
    await page.getByTestId('admin-dashboard-link').waitFor()
    assert.equal(await page.locator('[data-member-menu]').count(), 0)
    assert.equal(await page.getByTestId('cart-button').count(), 0)
  })

  test('[spec 6] a member menu follows the visibility rules', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const member = await createUser(RoleSlug.USER, { isFreeMember: true, isOmiseUser: true })
    await SubscriptionFactory.merge({ userId: member.id }).create()
    await browserContext.loginAs(member)
    const page = await visit('/')
    await page.getByTestId('user-menu-trigger').click()
    await page.locator('[data-member-menu="profile-details"]').waitFor()
    const keys = await page
      .locator('[data-member-menu]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-member-menu')))
    // SPEC §6's four, then the casework pages every member has and the legal desk (a plan in force).
    assert.deepEqual(keys, [
      'profile-details',
      'change-password',
      'member-card',
      'partner-details',
      'legal-forms',
      'services-used',
      'my-requests',
    ])
  })

  test('[spec 7] logout asks "Account Logout", then stores the country as region, clears the cart and reloads', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const member = await createUser(RoleSlug.USER, { country: 'Australia' })
    await browserContext.loginAs(member)
    const page = await visit('/')
    await page.evaluate(() =>
      localStorage.setItem(
        'cart',
        JSON.stringify([
          {
            id: 1,
            name: 'Personal',
            slug: 'personal',
            price: { id: 1, amount: 795, billing_period: 'month' },
          },
        ])
      )
    )
    await page.evaluate(() => ((window as any).__beforeReload = true))
    await page.getByTestId('user-menu-trigger').click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.waitFor()
    assert.equal(await dialog.getByRole('heading').innerText(), 'Account Logout')
    await page.getByTestId('confirm-accept').click()
    await page.waitForFunction(() => (window as any).__beforeReload === undefined)
    await page.getByTestId('guest-actions').waitFor()
    assert.equal(await page.evaluate(() => localStorage.getItem('region')), 'Australia')
    assert.isNull(await page.evaluate(() => localStorage.getItem('cart')))
  })

  test('[spec 7] deleting the account asks "Delete Account?" and the password, then reloads signed out', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const member = await createUser(RoleSlug.USER, {
      country: 'Canada',
      email: 'leaving@example.com',
      password: 'Leaving-pass-2026',
    })
    await browserContext.loginAs(member)
    const page = await visit('/')
    await page.evaluate(() => localStorage.setItem('cart', '[]'))
    await page.getByTestId('user-menu-trigger').click()
    await page.getByRole('menuitem', { name: 'Delete account' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.waitFor()
    assert.equal(await dialog.getByRole('heading').innerText(), 'Delete Account?')
    await page.assertTextContains(
      '[role="alertdialog"]',
      'This will cancel your active plan and remove your account permanently.'
    )
    // A wrong password keeps the dialog open with the field message; nothing is deleted.
    await dialog.getByLabel('Your current password').fill('not-my-password')
    await page.getByTestId('confirm-accept').click()
    await page.assertTextContains(
      '[data-field-error="confirm-password"]',
      'The password is incorrect.'
    )
    await member.refresh()
    assert.isNull(member.deletedAt)

    await dialog.getByLabel('Your current password').fill('Leaving-pass-2026')
    await page.getByTestId('confirm-accept').click()
    await page.getByTestId('guest-actions').waitFor()
    assert.equal(await page.evaluate(() => localStorage.getItem('region')), 'Canada')
    assert.isNull(await page.evaluate(() => localStorage.getItem('cart')))
    await member.refresh()
    assert.isNotNull(member.deletedAt)
    assert.notEqual(member.email, 'leaving@example.com')
  })
})

test.group('Accessibility (axe-core)', (group) => {
  useDatabase(group)

  for (const path of [
    '/',
    '/get-started',
    '/view-plans',
    '/faqs/general',
    '/resources/contact-us',
    '/personal/thai-visas',
    '/services/family-law',
    '/resources/blog',
    '/privacy-policy',
    '/site-map',
    '/login',
  ]) {
    test(`[spec 2.2] axe-core finds no violations on ${path}`, async ({ visit, assert }) => {
      const page = await visit(path)
      // Contrast is judged on the final colours, not mid-fade.
      await page.addStyleTag({
        content:
          '*, *::before, *::after { animation: none !important; transition: none !important; }',
      })
      // The CSP refuses injected inline scripts (no 'unsafe-inline'), so axe is
      // evaluated through the DevTools protocol instead of a <script> tag.
      await page.evaluate(readFileSync(axePath, 'utf8'))
      const violations = await page.evaluate(async () => {
        const result = await (window as any).axe.run(document, { resultTypes: ['violations'] })
        return result.violations.map((violation: any) => ({
          id: violation.id,
          impact: violation.impact,
          nodes: violation.nodes.slice(0, 3).map((node: any) => node.target.join(' ')),
        }))
      })
      assert.deepEqual(violations, [])
    })
  }
})
