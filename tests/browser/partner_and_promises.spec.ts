import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright'
import { RoleSlug } from '#enums/role'
import AuditLog from '#models/audit_log'
import ServicePromise from '#models/service_promise'
import { makeUser } from '#tests/support/actors'
import { createUser, useDatabase } from '#tests/helpers'
import { clearThrottles } from '#tests/support/throttles'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** axe-core's violations on the page as it is now (see tests/browser/chrome.spec.ts). */
async function axeViolations(page: Page, within = 'html') {
  await page.addStyleTag({
    content: '*, *::before, *::after { animation: none !important; transition: none !important; }',
  })
  await page.evaluate(readFileSync(axePath, 'utf8'))
  return page.evaluate(async (selector) => {
    const context = document.querySelector(selector)
    const result = await (window as any).axe.run(context, { resultTypes: ['violations'] })
    return result.violations.map((violation: any) => ({
      id: violation.id,
      nodes: violation.nodes.slice(0, 3).map((node: any) => node.target.join(' ')),
    }))
  }, within)
}

test.group("The partner's login and the service promises in the browser (DESIGN §11)", (group) => {
  useDatabase(group)
  group.each.setup(() => clearThrottles())

  test("[spec 2.8] the partner's menu has its four pages and their own card, at 390 px, in English and Thai, axe clean", async ({
    visit,
    browserContext,
    assert,
  }) => {
    const partner = (await makeUser('partner'))!
    await browserContext.loginAs(partner)
    const page = await visit('/settings/member-card')
    await page.setViewportSize({ width: 390, height: 900 })
    const menu = page.getByTestId('settings-menu').getByRole('link')
    assert.deepEqual(await menu.allInnerTexts(), [
      'Profile Details',
      'Change Password',
      'Member Card',
      'My requests',
    ])
    const card = page.getByTestId('member-card')
    assert.include(await card.innerText(), partner.name)
    assert.include(await card.innerText(), 'Spouse / partner on the membership of')
    assert.deepEqual(await axeViolations(page), [])

    const thai = await visit('/settings/member-card?lang=th')
    await thai.getByTestId('member-card').waitFor()
    assert.lengthOf(await thai.getByTestId('settings-menu').getByRole('link').all(), 4)
    assert.deepEqual(await axeViolations(thai), [])
  })

  test('[spec 2.9] staff change a promise in Admin › Settings: saved, audited, shown again; "at once" needs no amount', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    await browserContext.loginAs(admin)
    const page = await visit('/admin/settings')
    const section = page.getByTestId('promises')
    await section.scrollIntoViewIfNeeded()
    const callback = section.locator('[data-kind="callback"]')
    await callback.locator('input[type="number"]').fill('6')
    const emergency = section.locator('[data-kind="emergency"] input[type="number"]')
    assert.isTrue(await emergency.isDisabled())
    await section.getByRole('button', { name: 'Save promises' }).click()
    await page.getByText('The service promises were saved.').waitFor()
    const saved = await ServicePromise.findByOrFail('kind', 'callback')
    assert.deepInclude(saved.$attributes, { unit: 'business_hours', amount: 6 })
    const audit = await AuditLog.query().where('action', 'service_promise.updated').firstOrFail()
    assert.equal(audit.userId, admin.id)
    assert.equal(
      await page.locator('[data-kind="callback"] input[type="number"]').inputValue(),
      '6'
    )
    assert.include(await callback.innerText(), 'Within 6 business hours')
    // The editor itself (the page's toasts and shell are checked in chrome.spec.ts).
    assert.deepEqual(await axeViolations(page, '[data-testid="promises"]'), [])
  })
})
