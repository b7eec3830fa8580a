import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import { RoleSlug } from '#enums/role'
import { SubscriptionStatus } from '#enums/billing'
import { SubscriptionFactory } from '#database/factories/billing_factories'
import dashboardStats from '#services/memberships/dashboard_stats'
import { createUser, useDatabase } from '#tests/helpers'

test.group('Admin review of applications in the browser (SPEC §1, §2.9)', (group) => {
  useDatabase(group)
  group.each.setup(() => dashboardStats.forget())

  test('[spec 1] an overdue application is approved from the dashboard through the confirmation dialog', async ({
    visit,
    browserContext,
    assert,
  }) => {
    mail.fake()
    const member = await createUser(RoleSlug.USER, { name: 'Ploy Chaiyasit' })
    const subscription = await SubscriptionFactory.apply('pending_review')
      .merge({
        userId: member.id,
        membershipNumber: 'LX-2026-000300',
        appliedAt: DateTime.fromISO('2026-11-16T10:00:00', { zone: 'Asia/Bangkok' }).toUTC(),
      })
      .create()
    const admin = await createUser(RoleSlug.ADMIN)
    await browserContext.loginAs(admin)
    const page = await visit('/admin/dashboard')

    const row = page.locator(`[data-row-id="${subscription.id}"]`)
    await row.waitFor()
    assert.equal(await row.getAttribute('data-overdue'), 'true')
    await page.assertTextContains(`[data-row-id="${subscription.id}"]`, 'Ploy Chaiyasit')
    await page.assertTextContains(`[data-row-id="${subscription.id}"] [data-sla]`, 'Overdue')

    await page.getByTestId(`approve-${subscription.id}`).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.waitFor()
    await page.assertTextContains('[role="alertdialog"]', 'Ploy Chaiyasit (LX-2026-000300)')
    await page.getByTestId('confirm-accept').click()
    await dialog.waitFor({ state: 'detached' })
    await page
      .getByText('Membership LX-2026-000300 approved; the member has been emailed.')
      .first()
      .waitFor()
    await page.getByTestId('queue-empty').waitFor()

    await subscription.refresh()
    assert.equal(subscription.status, SubscriptionStatus.ACTIVE)
  })

  test('[spec 1] rejecting from the Subscriptions list asks for a reason and shows the field message', async ({
    visit,
    browserContext,
    assert,
  }) => {
    mail.fake()
    const member = await createUser(RoleSlug.USER, { name: 'Arthit Boonmee' })
    const subscription = await SubscriptionFactory.apply('pending_review')
      .merge({ userId: member.id, membershipNumber: 'LX-2026-000301' })
      .create()
    const accounting = await createUser(RoleSlug.ACCOUNTING)
    await browserContext.loginAs(accounting)
    const page = await visit('/admin/subscriptions?subscription=pending_review')
    await page.assertTextContains('table', 'LX-2026-000301')

    await page.locator(`tr[data-row-id="${subscription.id}"]`).getByRole('button').click()
    await page.locator('[data-row-action="reject"]').click()
    const form = page.getByTestId('reason-form')
    await form.waitFor()
    await page.getByTestId('reason-submit').click()
    await page.assertTextContains('[data-testid="reason-form"]', 'reason')
    await page
      .getByLabel('Reason (sent to the member)')
      .fill('The application form was incomplete.')
    await page.getByTestId('reason-submit').click()
    await form.waitFor({ state: 'detached' })
    await page.getByText('Application LX-2026-000301 rejected').first().waitFor()
    await subscription.refresh()
    assert.equal(subscription.status, SubscriptionStatus.REJECTED)
  })
})
