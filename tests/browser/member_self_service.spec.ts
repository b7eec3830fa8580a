import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import { createUser, useDatabase } from '#tests/helpers'
import { SubscriptionFactory } from '#database/factories/billing_factories'
import { clearThrottles } from '#tests/support/throttles'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** axe-core's violations on the page as it is now (see tests/browser/chrome.spec.ts). */
async function axeViolations(page: Page) {
  await page.addStyleTag({
    content: '*, *::before, *::after { animation: none !important; transition: none !important; }',
  })
  await page.evaluate(readFileSync(axePath, 'utf8'))
  return page.evaluate(async () => {
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] })
    return result.violations.map((violation: any) => ({
      id: violation.id,
      nodes: violation.nodes.slice(0, 3).map((node: any) => node.target.join(' ')),
    }))
  })
}

async function personalMember() {
  const member = await createUser(RoleSlug.USER, { name: 'Anong Card' })
  const membership = await SubscriptionFactory.merge({ userId: member.id }).create()
  return { member, membership }
}

test.group('Member self-service pages in the browser', (group) => {
  useDatabase(group)
  group.each.setup(() => clearThrottles())

  test('[spec 2.8] the member card shows the card with its QR code, prints the card alone and is axe clean', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { member, membership } = await personalMember()
    await browserContext.loginAs(member)
    const page = await visit('/settings/member-card')
    const card = page.getByTestId('member-card')
    await card.waitFor()
    assert.include(await card.innerText(), 'Anong Card')
    assert.equal(await page.getByTestId('card-number').innerText(), membership.membershipNumber)
    const qr = await page.getByTestId('card-qr').locator('svg').boundingBox()
    assert.isAbove(qr!.width, 100, 'the QR code is drawn large enough to scan')
    assert.deepEqual(await axeViolations(page), [])

    // The print stylesheet hides everything but the card.
    await page.emulateMedia({ media: 'print' })
    assert.isTrue(await card.isVisible())
    assert.equal(
      await page
        .locator('footer')
        .first()
        .evaluate((el) => getComputedStyle(el).visibility),
      'hidden'
    )
    assert.equal(
      await page.getByTestId('card-pdf').evaluate((el) => getComputedStyle(el).visibility),
      'hidden'
    )
  })

  test('[spec 2.8] the Thai member card and the public verification page are axe clean', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { member } = await personalMember()
    await browserContext.loginAs(member)
    const page = await visit('/settings/member-card?lang=th')
    await page.getByTestId('member-card').waitFor()
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), 'บัตรสมาชิก')
    assert.deepEqual(await axeViolations(page), [])
    const href = await page
      .getByTestId('member-card')
      .locator('xpath=..')
      .locator('a[target="_blank"]')
      .getAttribute('href')
    const verify = await visit(new URL(href!).pathname)
    await verify.getByTestId('verdict').waitFor()
    assert.equal(await verify.getByTestId('verdict').innerText(), 'Valid')
    assert.equal(await verify.getByTestId('verified-initials').innerText(), 'A. C.')
    assert.notInclude(await verify.locator('main').innerText(), 'Anong')
    assert.deepEqual(await axeViolations(verify), [])

    // Whoever scans the card on a first visit sees the verdict, not the region box (SPEC §4)…
    await browserContext.clearCookies()
    await verify.evaluate(() => window.localStorage.clear())
    await browserContext.addCookies([
      { name: 'fresh_visitor', value: '1', domain: 'localhost', path: '/' },
    ])
    const scanned = await visit(new URL(href!).pathname)
    await scanned.getByTestId('verdict').waitFor()
    // …which the same first visit does get on a marketing page.
    const home = await visit('/')
    await home.getByTestId('region-modal').waitFor()
    assert.equal(await scanned.getByTestId('region-modal').count(), 0)
  })

  test('[spec 9] the partner form shows why a dependant does not qualify, and adds one who does', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { member } = await personalMember()
    await browserContext.loginAs(member)
    const page = await visit('/settings/partner-details')
    const form = page.getByTestId('new-dependant-form')
    await form.waitFor()
    const tooOld = new Date()
    tooOld.setFullYear(tooOld.getFullYear() - 30)
    await form.getByLabel('Full name').fill('Grown Child')
    await form.getByLabel('Date of birth').fill(tooOld.toISOString().slice(0, 10))
    await form.getByRole('button', { name: 'Save dependant' }).click()
    const error = form.getByText(
      'Children living at home are covered until they turn 26, so this person does not qualify.'
    )
    await error.waitFor()
    assert.equal(await page.getByTestId('dependant').count(), 0)
    assert.deepEqual(await axeViolations(page), [])

    const young = new Date()
    young.setFullYear(young.getFullYear() - 12)
    await form.getByLabel('Full name').fill('Young Child')
    await form.getByLabel('Date of birth').fill(young.toISOString().slice(0, 10))
    await form.getByRole('button', { name: 'Save dependant' }).click()
    await page.getByTestId('dependant').first().waitFor()
    assert.include(await page.getByTestId('dependants').innerText(), 'Young Child')
  })

  test('[spec 2.8] Profile Details: the country list is searchable and keyboard usable, the phone has its calling code', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const member = await createUser(RoleSlug.USER, {
      phone: '+66812345678',
      country: 'TH',
      nationality: 'AU',
      dateOfBirth: DateTime.fromISO('1980-05-01'),
    })
    await browserContext.loginAs(member)
    const page = await visit('/settings/profile-details?lang=en')

    // The stored E.164 number, split into its calling code and the national number.
    assert.equal(await page.locator('select[name="phone_country"]').inputValue(), 'TH')
    assert.equal(await page.getByLabel('Phone number').inputValue(), '081 234 5678')

    // Type part of a name, Enter chooses the first match.
    const country = page.getByRole('combobox', { name: 'Country of residence' })
    assert.equal(await country.inputValue(), 'Thailand')
    await country.fill('germ')
    const list = page.getByRole('listbox')
    await list.getByRole('option', { name: /Germany/ }).waitFor()
    assert.equal(await country.getAttribute('aria-expanded'), 'true')
    assert.deepEqual(await axeViolations(page), [])
    await country.press('Enter')
    assert.equal(await country.inputValue(), 'Germany')
    assert.equal(await country.getAttribute('aria-expanded'), 'false')

    // Arrow keys move through the matches (announced as the active descendant).
    const nationality = page.getByRole('combobox', { name: 'Nationality' })
    await nationality.fill('united')
    await nationality.press('ArrowDown')
    const active = await nationality.getAttribute('aria-activedescendant')
    assert.equal(await page.locator(`[id="${active}"]`).innerText(), 'United Kingdom\nGB')
    await nationality.press('Enter')
    assert.equal(await nationality.inputValue(), 'United Kingdom')

    // Nothing matches: said so; Escape puts the chosen country back.
    await nationality.fill('Narnia')
    await page.getByText('No country matches “Narnia”.').waitFor()
    await nationality.press('Escape')
    assert.equal(await nationality.inputValue(), 'United Kingdom')

    // A British number under +44, stored in E.164.
    await page.locator('select[name="phone_country"]').selectOption('GB')
    await page.getByLabel('Phone number').fill('020 7946 0958')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('Your profile has been updated.').first().waitFor()
    await member.refresh()
    assert.equal(member.phone, '+442079460958')
    assert.equal(member.country, 'DE')
    assert.equal(member.nationality, 'GB')
  })
})
