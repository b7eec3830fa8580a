import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from 'playwright'
import { RoleSlug } from '#enums/role'
import LegalForm from '#models/legal_form'
import LegalFormDraft from '#models/legal_form_draft'
import { seedLegalForms } from '#database/seed/legal_forms'
import { SubscriptionFactory } from '#database/factories/billing_factories'
import { createUser, useDatabase } from '#tests/helpers'
import { clearThrottles } from '#tests/support/throttles'
import { pdfText, readable } from '#tests/support/documents_pdf'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
/** FORMS_SHOTS=/tmp/shots/forms saves the screens at 1280 and 390 px, en and th. */
const SHOTS = process.env.FORMS_SHOTS

async function axeViolations(page: Page) {
  await page.addStyleTag({
    content: '*, *::before, *::after { animation: none !important; transition: none !important; }',
  })
  await page.evaluate(readFileSync(axePath, 'utf8'))
  return page.evaluate(async () => {
    // The page itself: the shared chrome (header account menu, toasts) is checked in
    // tests/browser/shell.spec.ts (its account button's label mismatch is known to the lead).
    const context = { include: [['main']] }
    const result = await (window as any).axe.run(context, { resultTypes: ['violations'] })
    return result.violations.map((violation: any) => ({
      id: violation.id,
      nodes: violation.nodes.slice(0, 3).map((node: any) => node.target.join(' ')),
    }))
  })
}

const answer = (page: Page, key: string) => page.locator(`[name="values[${key}]"]`)

test.group('Legal forms in the browser (SPEC §1 "online legal forms")', (group) => {
  useDatabase(group)
  group.each.setup(() => clearThrottles())

  test('[spec 1] a member fills in the tenancy notice in Thai, is told what is missing, saves a draft and downloads the Thai PDF', async ({
    visit,
    browserContext,
    assert,
  }) => {
    // A Thai member: their saved language is Thai.
    const member = await createUser(RoleSlug.USER, { name: 'อนงค์ ใจดี', locale: 'th' })
    await SubscriptionFactory.merge({ userId: member.id }).create()
    await seedLegalForms()
    const form = await LegalForm.findByOrFail('slug', 'tenancy-notice-to-landlord')
    await browserContext.loginAs(member)

    const list = await visit('/settings/legal-forms')
    await list.getByTestId('legal-form-card').first().waitFor()
    assert.equal(await list.getByRole('heading', { level: 1 }).innerText(), 'แบบฟอร์มกฎหมาย')
    assert.deepEqual(await axeViolations(list), [])
    await list
      .getByTestId('legal-form-card')
      .filter({ hasText: 'หนังสือบอกกล่าวเลิกสัญญาเช่าถึงผู้ให้เช่า' })
      .getByRole('link')
      .click()
    await list.waitForURL(`**/settings/legal-forms/${form.id}`)
    const page = list
    await page.getByTestId('legal-form-notice').waitFor()

    await answer(page, 'tenant_name').fill('อนงค์ ใจดี')
    await answer(page, 'landlord_name').fill('สมศักดิ์ มั่งมี')
    // Unfinished: the PDF is refused with the field's own message, the typing kept.
    await page.getByTestId('download-th').click()
    const missing = page.locator('[data-field-error]').first()
    await missing.waitFor()
    assert.include(await missing.innerText(), 'ที่อยู่ของทรัพย์สินที่เช่า')
    assert.equal(await answer(page, 'tenant_name').inputValue(), 'อนงค์ ใจดี')

    // A draft keeps what is there so far.
    await page.getByTestId('save-draft').click()
    await page.getByTestId('draft-saved-at').waitFor()
    const draft = await LegalFormDraft.findByOrFail('user_id', member.id)
    assert.equal(draft.values.landlord_name, 'สมศักดิ์ มั่งมี')

    await answer(page, 'property_address').fill(
      '88/8 ซอยอารีย์ ถนนพหลโยธิน เขตพญาไท กรุงเทพมหานคร 10400'
    )
    await answer(page, 'lease_date').fill('2025-12-01')
    await answer(page, 'move_out_date').fill('2026-12-31')
    await answer(page, 'deposit').fill('30000')
    await answer(page, 'reason').selectOption('end_of_term')
    await answer(page, 'bank_account').fill('ธนาคารกสิกรไทย 123-4-56789-0')
    await answer(page, 'notice_date').fill('2026-11-26')
    await answer(page, 'tenant_signature').fill('อนงค์ ใจดี')
    assert.deepEqual(await axeViolations(page), [])

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-th').click(),
    ])
    assert.equal(download.suggestedFilename(), 'tenancy-notice-to-landlord-th.pdf')
    const text = readable(
      await pdfText(readFileSync((await download.path())!), 'browser_tenancy_th')
    )
    const flat = text.replace(/\s+/g, '')
    for (const expected of [
      'แบบร่าง — ควรให้ทนายความตรวจสอบ',
      'หนังสือบอกกล่าวเลิกสัญญาเช่าถึงผู้ให้เช่า',
      'สมศักดิ์ มั่งมี',
      '88/8 ซอยอารีย์',
      '31 ธันวาคม 2569',
      '30,000',
      'สัญญาเช่าครบกำหนด',
    ]) {
      assert.include(flat, readable(expected).replace(/\s+/g, ''), expected)
    }
  }).timeout(120_000)

  test('[spec 1] staff add a choice field, move it up, save, and delete a form through the confirmation', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    await seedLegalForms()
    const form = await LegalForm.findByOrFail('slug', 'demand-for-payment')
    const count = form.fields.length
    await browserContext.loginAs(admin)
    const page = await visit(`/admin/legal-forms/${form.id}/edit`)
    await page.getByTestId('legal-form-form').waitFor()
    assert.deepEqual(await axeViolations(page), [])

    await page.getByTestId('add-field').click()
    const added = page.getByTestId('legal-form-field').last()
    await added.getByLabel('Key').fill('currency')
    await added.getByLabel('Type').selectOption('choice')
    await added.getByLabel('Label (English)').fill('Currency')
    await added.getByLabel('Label (Thai)').fill('สกุลเงิน')
    await added.getByLabel('Choices').fill('Baht | บาท\nUS dollars | ดอลลาร์สหรัฐ')
    await added.getByRole('button', { name: 'Move up' }).click()
    // A placeholder naming no field is pointed out before saving.
    const body = page.getByLabel('Body (English)')
    await body.fill(`${await body.inputValue()}\n\nPaid in {{currency}}. {{nobody}}`)
    assert.equal(
      await page.getByTestId('unknown-placeholders').innerText(),
      'Placeholders naming no field (left out of the document): {{nobody}}'
    )
    await page.getByRole('button', { name: 'Save' }).click()
    await page.waitForURL('**/admin/legal-forms')

    await form.refresh()
    assert.lengthOf(form.fields, count + 1)
    assert.deepEqual(form.fields[count - 1], {
      key: 'currency',
      label_en: 'Currency',
      label_th: 'สกุลเงิน',
      type: 'choice',
      required: true,
      options: [
        { value: 'baht', label_en: 'Baht', label_th: 'บาท' },
        { value: 'us_dollars', label_en: 'US dollars', label_th: 'ดอลลาร์สหรัฐ' },
      ],
    })

    const row = page.locator('tr', { hasText: 'Letter of Demand for Payment' })
    await row.locator('button').last().click()
    await page.locator('[data-row-action="delete"]').click()
    await page.getByTestId('confirm-accept').click()
    await row.waitFor({ state: 'detached' })
    assert.isNull(await LegalForm.find(form.id))
  }).timeout(120_000)

  test('[spec 1] screenshots of the legal forms screens (FORMS_SHOTS)', async ({
    visit,
    browserContext,
  }) => {
    if (!SHOTS) return
    await mkdir(SHOTS, { recursive: true })
    const member = await createUser(RoleSlug.USER, { name: 'Anong Member' })
    await SubscriptionFactory.merge({ userId: member.id }).create()
    const free = await createUser(RoleSlug.USER, { name: 'No Plan' })
    const admin = await createUser(RoleSlug.ADMIN)
    await seedLegalForms()
    const form = await LegalForm.findByOrFail('slug', 'power-of-attorney')
    const screens: Array<[string, typeof member, string]> = [
      ['member-list', member, '/settings/legal-forms'],
      ['member-form', member, `/settings/legal-forms/${form.id}`],
      ['member-no-plan', free, '/settings/legal-forms'],
      ['admin-list', admin, '/admin/legal-forms'],
      ['admin-form', admin, `/admin/legal-forms/${form.id}/edit`],
    ]
    for (const [name, user, path] of screens) {
      await browserContext.clearCookies()
      await browserContext.loginAs(user)
      for (const lang of ['en', 'th']) {
        const page = await visit(`${path}?lang=${lang}`)
        await page.locator('h1').first().waitFor()
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 })
          await page.screenshot({ path: `${SHOTS}/${name}-${lang}-${width}.png`, fullPage: true })
        }
        await page.close()
      }
    }
  }).timeout(180_000)
})
