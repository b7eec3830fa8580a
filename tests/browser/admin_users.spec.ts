import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import { RoleSlug, roleIdFor } from '#enums/role'
import AuditLog from '#models/audit_log'
import User from '#models/user'
import { createUser, useDatabase } from '#tests/helpers'

/** Members created one day apart from 2026-03-01 (Bangkok noon). */
async function seedMembers(n: number) {
  const start = DateTime.fromISO('2026-03-01T05:00:00Z')
  const users = []
  for (let i = 1; i <= n; i++) {
    users.push(
      await createUser(RoleSlug.USER, {
        name: `Member ${String(i).padStart(2, '0')}`,
        email: `member${String(i).padStart(2, '0')}@example.test`,
        createdAt: start.plus({ days: i - 1 }),
      })
    )
  }
  return users
}

test.group('Admin Manage Users in the browser (SPEC §2.9)', (group) => {
  useDatabase(group)
  group.each.teardown(() => mail.restore())

  test('[spec 2.9] a role filter and a created-date range live in the URL and survive a reload', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await seedMembers(6)
    const admin = await createUser(RoleSlug.ADMIN, {
      email: 'desk@example.test',
      createdAt: DateTime.fromISO('2025-01-01T00:00:00Z'),
    })
    await browserContext.loginAs(admin)
    const page = await visit('/admin/users')
    await page.assertTextContains('[data-testid="list-range"]', 'of 7')

    await page.getByTestId('list-filter-role').selectOption('user')
    await page.waitForURL(/role=user/)
    await page.assertTextContains('[data-testid="list-range"]', 'of 6')
    await page.getByTestId('list-filter-from').fill('2026-03-02')
    await page.waitForURL(/from=2026-03-02/)
    await page.getByTestId('list-filter-to').fill('2026-03-04')
    await page.waitForURL(/to=2026-03-04/)
    await page.assertTextContains('[data-testid="list-range"]', 'of 3')

    await page.reload()
    await page.assertTextContains('[data-testid="list-range"]', 'of 3')
    assert.equal(await page.getByTestId('list-filter-role').inputValue(), 'user')
    assert.equal(await page.getByTestId('list-filter-from').inputValue(), '2026-03-02')
    await page.assertTextContains('tbody', 'member02@example.test')
    await page.assertNotExists('tbody >> text=desk@example.test')

    // "Clear" empties the date range with the other filters.
    await page.goto('/admin/users?role=user&from=2026-03-02&to=2026-03-04&q=nobody-at-all')
    await page.getByRole('button', { name: 'Clear search and filters' }).click()
    await page.waitForURL((url) => !url.search.includes('from='))
    await page.assertTextContains('[data-testid="list-range"]', 'of 7')
    assert.equal(await page.getByTestId('list-filter-from').inputValue(), '')
  })

  test('[spec 2.9] a hidden column of Manage Users stays hidden after a reload', async ({
    visit,
    browserContext,
  }) => {
    await seedMembers(1)
    const admin = await createUser(RoleSlug.ADMIN)
    await browserContext.loginAs(admin)
    const page = await visit('/admin/users')
    const column = page.getByRole('columnheader', { name: 'Membership' })
    await column.waitFor()
    await page.getByTestId('list-columns').click()
    await page.getByRole('menuitemcheckbox', { name: 'Membership' }).click()
    await page.keyboard.press('Escape')
    await column.waitFor({ state: 'detached' })
    const again = await visit('/admin/users')
    await again.getByRole('columnheader', { name: 'Email' }).waitFor()
    await again.getByRole('columnheader', { name: 'Membership' }).waitFor({ state: 'detached' })
    await again.assertTextContains('tbody', 'member01@example.test')
  })

  test('[spec 2.9] bulk "send password reset" asks for confirmation first, then mails the selected members', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { mails } = mail.fake()
    await seedMembers(3)
    const admin = await createUser(RoleSlug.ADMIN)
    await browserContext.loginAs(admin)
    const page = await visit('/admin/users?role=user&sort=email&dir=asc')
    await page.assertTextContains('[data-testid="list-range"]', 'of 3')
    const rows = page.locator('tbody tr')
    await rows.nth(0).getByRole('checkbox').check()
    await rows.nth(2).getByRole('checkbox').check()
    await page.assertTextContains('[data-testid="bulk-bar"]', '2 selected')
    await page.locator('[data-bulk-action="password_reset"]').click()
    const dialog = page.getByRole('alertdialog')
    await dialog.waitFor()
    await page.assertTextContains(
      '[role="alertdialog"]',
      'Send a password reset link to 2 selected accounts?'
    )
    // Cancelling sends nothing.
    await page.getByTestId('confirm-cancel').click()
    await dialog.waitFor({ state: 'detached' })
    mails.assertNoneQueued()

    await page.locator('[data-bulk-action="password_reset"]').click()
    await dialog.waitFor()
    await page.getByTestId('confirm-accept').click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByText('2 password reset links sent.').first().waitFor()
    mails.assertQueuedCount(2)
    const logged = await AuditLog.query().where('action', 'user.password_reset_sent')
    assert.lengthOf(logged, 2)
  })

  test('[spec 2.9] a super admin changes a role on the member view through the confirmation dialog', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const [member] = await seedMembers(1)
    const boss = await createUser(RoleSlug.SUPER_ADMIN)
    await browserContext.loginAs(boss)
    const page = await visit(`/admin/users/${member.id}`)
    await page.getByRole('heading', { name: 'Member 01' }).waitFor()
    await page.getByTestId('role-form').getByRole('combobox').selectOption('accounting')
    await page.getByRole('button', { name: 'Change role' }).click()
    await page.getByRole('alertdialog').waitFor()
    await page.assertTextContains(
      '[role="alertdialog"]',
      'Change the role of Member 01 to Accounting?'
    )
    await page.getByTestId('confirm-accept').click()
    await page
      .getByText('Role changed; the person has been signed out everywhere.')
      .first()
      .waitFor()
    const saved = await User.findOrFail(member.id)
    assert.equal(saved.roleId, roleIdFor(RoleSlug.ACCOUNTING))
  })
})

test.group('Admin flash toasts (SPEC §9)', (group) => {
  useDatabase(group)

  test('[spec 9] the admin flash shows one toast at a time: the next one replaces it', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const [member] = await seedMembers(1)
    const admin = await createUser(RoleSlug.ADMIN)
    await browserContext.loginAs(admin)
    const page = await visit(`/admin/users/${member.id}`)
    await page.getByTestId('toggle-free').click()
    await page.getByTestId('confirm-accept').click()
    await page.getByText('Free membership granted.').first().waitFor()
    await page.getByTestId('toggle-free').click()
    await page.getByTestId('confirm-accept').click()
    await page.getByText('Free membership removed.').first().waitFor()
    const shown = page.locator(
      '[data-sonner-toast][data-visible="true"]:not([data-removed="true"])'
    )
    assert.equal(await shown.count(), 1)
    await page.assertTextContains(
      '[data-sonner-toast][data-visible="true"]',
      'Free membership removed.'
    )
  })
})

test.group('Admin Users History in the browser (SPEC §2.9)', (group) => {
  useDatabase(group)

  test('[spec 2.9] a row opens a dialog showing the before and after readable', async ({
    visit,
    browserContext,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN, { name: 'Anong Admin' })
    await AuditLog.record('user.updated', {
      actor: admin,
      subject: admin,
      changes: { before: { name: 'Old Name' }, after: { name: 'Anong Admin' } },
      ip: '203.0.113.7',
    })
    await browserContext.loginAs(admin)
    const page = await visit('/admin/user_history')
    await page.assertTextContains('tbody', 'user.updated')
    await page.getByRole('button', { name: 'Row actions' }).first().click()
    await page.getByRole('menuitem', { name: 'Details' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await page.assertTextContains('[data-testid="audit-changes"]', '"name": "Old Name"')
    await page.assertTextContains('[data-testid="audit-changes"]', '"name": "Anong Admin"')
    await page.assertTextContains('[role="dialog"]', '203.0.113.7')
  })
})
