import { test } from '@japa/runner'
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import { createUser, useDatabase } from '#tests/helpers'

/** I18N_SHOTS=1 also saves screenshots of the chrome under /tmp/shots/i18n. */
const SHOTS = process.env.I18N_SHOTS ? '/tmp/shots/i18n' : null
const WIDTHS = { desktop: 1280, phone: 390 } as const

async function shoot(page: Page, name: string, target?: string) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: 900 })
    const path = `${SHOTS}/${name}-${label}.png`
    if (target) await page.locator(target).first().screenshot({ path })
    else await page.screenshot({ path })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test.group('Thai chrome in the browser (SPEC §2.5, §2.6, §3)', (group) => {
  useDatabase(group)

  for (const [lang, plan, price, item] of [
    ['en', 'Plan', 'Price', 'Personal plan'],
    ['th', 'แผน', 'ราคา', 'แผนส่วนบุคคล'],
  ] as const) {
    test(`[spec 3] the cart dropdown has the Plan and Price headings (${lang})`, async ({
      visit,
    }) => {
      const page = await visit(`/personal-plan/coverage-and-pricing?lang=${lang}`)
      await page.getByTestId('add-to-cart-personal-month').click()
      await page.getByTestId('cart-panel').waitFor()
      await page.assertTextContains('[data-testid="cart-headings"]', plan)
      await page.assertTextContains('[data-testid="cart-headings"]', price)
      await page.assertTextContains('[data-testid="cart-item-personal"]', item)
      if (SHOTS) {
        for (const [label, width] of Object.entries(WIDTHS)) {
          await page.setViewportSize({ width, height: 900 })
          await page.screenshot({ path: `${SHOTS}/cart-${lang}-${label}.png` })
        }
      }
    })
  }

  test('[spec 2.6] the footer language link switches the site to Thai and it stays Thai', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/how-we-help?lang=en')
    await shoot(page, 'footer-en', '[data-testid="public-footer"]')
    await page.getByTestId('footer-language-th').click()
    await page.waitForURL('**/how-we-help?lang=th')
    await page.waitForSelector('html[data-hydrated="true"]')
    await page.assertTextContains('[data-testid="public-footer"]', 'สงวนลิขสิทธิ์')
    await shoot(page, 'footer-th', '[data-testid="public-footer"]')
    // Remembered: a page reached without ?lang is in Thai too.
    await page.goto('/view-plans')
    // Read where a visitor reads it: the footer is laid out once it comes near the screen.
    await page.getByTestId('public-footer').scrollIntoViewIfNeeded()
    await page.assertTextContains('[data-testid="public-footer"]', 'ติดตามเรา')
    assert.equal(await page.evaluate(() => localStorage.getItem('region')), 'th')
  })

  test('[spec 2.9] the admin header shows the role in the reader language', async ({
    visit,
    browserContext,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN, { locale: 'th' })
    await browserContext.loginAs(admin)
    const page = await visit('/admin/account')
    await page.assertTextContains('[data-testid="admin-role-label"]', 'ผู้ดูแลระบบสูงสุด')
    await shoot(page, 'admin-header-th')
    await page.goto('/admin/account?lang=en')
    await page.assertTextContains('[data-testid="admin-role-label"]', 'Super Admin')
    await shoot(page, 'admin-header-en')
  })

  test('[spec 2.8] Profile Details has the language field; saving Thai turns the interface Thai', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const member = await createUser(RoleSlug.USER, {
      locale: null,
      phone: '+66 2 123 4567',
      dateOfBirth: DateTime.fromISO('1980-05-01'),
    })
    await browserContext.loginAs(member)
    const page = await visit('/settings/profile-details?lang=en')
    const field = page.locator('select[name="locale"]')
    await page.assertTextContains('label[for^="locale-"]', 'Language')
    await shoot(page, 'profile-language-en', 'form')
    await field.selectOption('th')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('อัปเดตโปรไฟล์ของคุณแล้ว').first().waitFor()
    await page.goto('/settings/profile-details')
    await page.assertTextContains('label[for^="locale-"]', 'ภาษา')
    assert.equal(await page.locator('select[name="locale"]').inputValue(), 'th')
    await shoot(page, 'profile-language-th', 'form')
  })
})
