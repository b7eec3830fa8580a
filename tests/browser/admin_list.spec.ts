import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import Subscriber from '#models/subscriber'
import { createUser, useDatabase } from '#tests/helpers'

test.group('Admin list kit in the browser (SPEC §2.9 Subscribers)', (group) => {
  useDatabase(group)

  test('[spec 2.9] filter, go to page 2, select the page and unsubscribe it through the confirmation dialog', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const start = DateTime.fromISO('2026-02-01T00:00:00Z')
    // 24 pending (unconfirmed) subscribers and 5 confirmed ones.
    await Subscriber.createMany(
      Array.from({ length: 29 }, (_, i) => ({
        email: `person${String(i + 1).padStart(2, '0')}@example.test`,
        locale: 'en',
        confirmedAt: i < 5 ? start : null,
        createdAt: start.plus({ minutes: i }),
      }))
    )
    const admin = await createUser(RoleSlug.ADMIN)
    await browserContext.loginAs(admin)
    const page = await visit('/admin/subscribers?size=10')
    await page.assertTextContains('[data-testid="list-range"]', 'of 29')

    await page.getByTestId('list-filter-status').selectOption('pending')
    await page.waitForURL(/status=pending/)
    await page.assertTextContains('[data-testid="list-range"]', 'Showing 1–10 of 24')

    await page.getByTestId('pagination').getByRole('link', { name: 'Page 2' }).click()
    await page.waitForURL(/page=2/)
    await page.assertTextContains('[data-testid="list-range"]', 'Showing 11–20 of 24')
    assert.include(page.url(), 'status=pending')

    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check()
    await page.assertTextContains('[data-testid="bulk-bar"]', '10 selected')
    await page.locator('[data-bulk-action="unsubscribe"]').click()
    const dialog = page.getByRole('alertdialog')
    await dialog.waitFor()
    await page.assertTextContains('[role="alertdialog"]', 'Unsubscribe 10 subscribers?')
    await page.getByTestId('confirm-accept').click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByText('10 subscribers unsubscribed.').first().waitFor()

    const out = await Subscriber.query().whereNotNull('unsubscribed_at')
    assert.lengthOf(out, 10)
    // The page reloads its rows: page 2 of what is still pending (14 left).
    await page.assertTextContains('[data-testid="list-range"]', 'of 14')
  })

  test('[spec 2.9] an empty list says "nothing yet"; a search without matches says so and can be cleared', async ({
    visit,
    browserContext,
  }) => {
    const officer = await createUser(RoleSlug.OFFICER_ACCESS)
    await browserContext.loginAs(officer)
    const empty = await visit('/admin/subscribers')
    await empty.assertTextContains('[data-testid="empty-nothing-yet"]', 'Nobody has subscribed')

    await Subscriber.create({ email: 'someone@example.test', locale: 'th' })
    const page = await visit('/admin/subscribers?q=nobody-like-this')
    await page.assertVisible('[data-testid="empty-no-matches"]')
    await page.getByRole('button', { name: 'Clear search and filters' }).click()
    await page.waitForURL((url) => !url.search.includes('q='))
    await page.assertTextContains('table', 'someone@example.test')
  })

  test('[spec 2.9] a hidden column stays hidden for the same staff member after a reload', async ({
    visit,
    browserContext,
  }) => {
    await Subscriber.create({ email: 'kept@example.test', locale: 'th' })
    const admin = await createUser(RoleSlug.ADMIN)
    await browserContext.loginAs(admin)
    const page = await visit('/admin/subscribers')
    const language = page.getByRole('columnheader', { name: 'Language' })
    await language.waitFor()
    await page.getByTestId('list-columns').click()
    await page.getByRole('menuitemcheckbox', { name: 'Language' }).click()
    await page.keyboard.press('Escape')
    await language.waitFor({ state: 'detached' })
    const again = await visit('/admin/subscribers')
    await again.getByRole('columnheader', { name: 'Email' }).waitFor()
    // The remembered choice applies right after hydration: the header must go.
    await again.getByRole('columnheader', { name: 'Language' }).waitFor({ state: 'detached' })
    await again.assertTextContains('tbody', 'kept@example.test')
  })
})
