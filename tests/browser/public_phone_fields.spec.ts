import { test } from '@japa/runner'
import { mkdirSync } from 'node:fs'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import type { Page } from 'playwright'
import { RoleSlug } from '#enums/role'
import ContactMessage from '#models/contact_message'
import User from '#models/user'
import { createUser, useDatabase } from '#tests/helpers'

/** FORM_SHOTS=/tmp/shots/forms saves the forms at 1280 and 390 px. */
const SHOTS = process.env.FORM_SHOTS

async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  // The Thai web font may still be loading: shoot once the text has its glyphs.
  await page.evaluate(() => document.fonts.ready)
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test.group('Phones and countries on the public forms in the browser (SPEC §2.8)', (group) => {
  useDatabase(group)
  group.each.setup(async () => {
    await limiter.clear()
    mail.fake()
    return () => mail.restore()
  })

  for (const lang of ['en', 'th'] as const) {
    test(`[spec 2.8] the public forms take a phone with its calling code, Thailand first (${lang})`, async ({
      visit,
      assert,
    }) => {
      // The first page of the run waits for the dev server's first build: asked twice at most.
      const path = `/resources/contact-us?lang=${lang}`
      const contact = await visit(path).catch(() => visit(path))
      for (const [url, testId] of [
        [`/resources/contact-us?lang=${lang}`, 'contact-form'],
        [`/support/emergency?lang=${lang}`, 'emergency-form'],
        [`/support/living-mail?lang=${lang}`, 'living-will-form'],
      ] as const) {
        const page = url.startsWith('/resources') ? contact : await visit(url)
        const form = page.getByTestId(testId)
        const code = form.locator('select[name="phone_country"]')
        assert.equal(await code.inputValue(), 'TH')
        assert.equal(await code.locator('option').first().getAttribute('value'), 'TH')
        await shoot(page, `${testId}-${lang}`)
      }

      // The lead popup has the same field.
      await contact.getByTestId('lead-launcher').click()
      const dialog = contact.getByRole('dialog')
      await dialog.locator('select[name="phone_country"]').waitFor()
      await shoot(contact, `lead-popup-${lang}`)
    }).timeout(180_000)
  }

  test('[spec 2.8] a German number sent from the contact form is stored in E.164', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/resources/contact-us')
    const form = page.getByTestId('contact-form')
    await form.getByLabel('Full name').fill('Emma Clarke')
    await form.getByLabel('Email').fill('emma@example.com')
    await form.locator('select[name="phone_country"]').selectOption('DE')
    await form.locator('input[name="phone"]').fill('030 12345678')
    await form.getByLabel('Subject').fill('Question about the Personal plan')
    await form.getByLabel('Message').fill('Does the Personal plan cover my partner in a dispute?')
    await form.getByRole('button', { name: 'Send message' }).click()
    await page.waitForFunction(
      () => !document.querySelector<HTMLInputElement>('input[name="phone"]')?.value
    )
    const stored = await ContactMessage.firstOrFail()
    assert.equal(stored.phone, '+493012345678')
  }).timeout(120_000)

  for (const lang of ['en', 'th'] as const) {
    test(`[spec 2.8] invoice details abroad: the country comes from the searchable list (${lang})`, async ({
      visit,
      browserContext,
      assert,
    }) => {
      const user = await createUser(RoleSlug.USER, { locale: lang })
      await browserContext.loginAs(user)
      const page = await visit(`/settings/profile-details?lang=${lang}`)
      const fields = page.getByTestId('invoice-details-fields')
      await fields.locator('input[name="invoice_to"][value="company"]').check()
      await fields.locator('input[name="address_kind"][value="foreign"]').check()
      const country = fields.locator('[data-country-field="foreign_country"]')
      await country.fill('Germ')
      await page.getByRole('listbox').getByRole('option').first().click()
      assert.equal(await fields.locator('input[name="foreign_country"]').inputValue(), 'DE')
      await shoot(page, `invoice-details-abroad-${lang}`)
      const stored = await User.findOrFail(user.id)
      assert.isNull(stored.invoiceDetails)
    }).timeout(120_000)
  }
})
