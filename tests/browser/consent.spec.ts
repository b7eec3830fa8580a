import { test } from '@japa/runner'
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import type { BrowserContext } from 'playwright'
import { RoleSlug } from '#enums/role'
import ConsentRecord from '#models/consent_record'
import { SCRIPT_NONCE } from '#support/security_headers'
import { createUser, useDatabase } from '#tests/helpers'

const GTM_ID = 'GTM-TEST123'
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** Every test context starts with a necessary-only choice (tests/bootstrap.ts): these start with none. */
async function withoutConsentChoice(context: BrowserContext) {
  await context.clearCookies({ name: 'lexpat_consent' })
}

/** Answers the tag manager's URL locally and lists what the browser asked for. */
async function watchTagManager(context: BrowserContext) {
  const requested: string[] = []
  await context.route('https://www.googletagmanager.com/**', async (route) => {
    requested.push(route.request().url())
    await route.fulfill({ contentType: 'text/javascript', body: 'window.__gtmRan = true' })
  })
  return requested
}

async function consentCookie(context: BrowserContext) {
  const cookies = await context.cookies()
  return cookies.find((cookie) => cookie.name === 'lexpat_consent')?.value
}

test.group('Consent banner and tag manager in the browser (SPEC §7, DESIGN §10)', (group) => {
  useDatabase(group)
  let previous: string | undefined
  group.each.setup(() => {
    previous = process.env.TAG_MANAGER_ID
    process.env.TAG_MANAGER_ID = GTM_ID
    return () => {
      if (previous === undefined) delete process.env.TAG_MANAGER_ID
      else process.env.TAG_MANAGER_ID = previous
    }
  })

  test('[spec 7] a first visit shows the banner in English and in Thai, rejecting as easy as accepting', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await withoutConsentChoice(browserContext)
    const page = await visit('/')
    const banner = page.getByTestId('consent-banner')
    await banner.getByRole('heading', { name: 'Cookies and your privacy' }).waitFor()
    const accept = banner.getByRole('button', { name: 'Accept all' })
    const reject = banner.getByRole('button', { name: 'Reject all' })
    assert.isTrue(await accept.isVisible())
    assert.isTrue(await reject.isVisible())
    assert.isTrue(await banner.getByRole('button', { name: 'Choose' }).isVisible())
    // Same prominence: the two buttons look alike.
    assert.equal(await reject.getAttribute('class'), await accept.getAttribute('class'))

    const thai = await visit('/?lang=th')
    await thai
      .getByTestId('consent-banner')
      .getByRole('heading', { name: 'คุกกี้และความเป็นส่วนตัวของคุณ' })
      .waitFor()
    assert.isTrue(await thai.getByRole('button', { name: 'ปฏิเสธทั้งหมด' }).isVisible())
    assert.isTrue(await thai.getByRole('button', { name: 'ยอมรับทั้งหมด' }).isVisible())
  })

  test('[spec 7] "Reject all" closes the banner for good and the container is never requested', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await withoutConsentChoice(browserContext)
    const requested = await watchTagManager(browserContext)
    const page = await visit('/')
    await page.getByTestId('consent-reject').click()
    await page.getByTestId('consent-banner').waitFor({ state: 'detached' })
    assert.equal(await consentCookie(browserContext), 'v1,necessary')
    await page.reload()
    await page.waitForTimeout(300)
    assert.equal(await page.getByTestId('consent-banner').count(), 0)
    assert.equal(await page.locator('script[src*="googletagmanager"]').count(), 0)
    assert.deepEqual(requested, [])
  })

  test('[spec 7] "Accept all" loads the container with the page nonce; the footer link reopens the choice', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await withoutConsentChoice(browserContext)
    const requested = await watchTagManager(browserContext)
    const page = await visit('/')
    assert.deepEqual(requested, [], 'nothing before consent')
    await page.getByTestId('consent-accept').click()
    await page.waitForFunction(() => (window as any).__gtmRan === true)
    assert.deepEqual(requested, [`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`])
    const nonce = await page
      .locator('script[src*="googletagmanager"]')
      .evaluate((script) => (script as HTMLScriptElement).nonce)
    assert.equal(nonce, SCRIPT_NONCE)
    assert.equal(await consentCookie(browserContext), 'v1,necessary,analytics,marketing')

    // "Cookie settings" in the footer reopens the banner with the current choice.
    await page.getByTestId('cookie-settings').click()
    await page.getByTestId('consent-choices').waitFor()
    assert.isTrue(await page.getByTestId('consent-analytics').isChecked())
    assert.isTrue(await page.getByTestId('consent-necessary').isDisabled())
  })

  test('[spec 7] "Choose" keeps analytics only: a member\'s choice is recorded and the container, a marketing tag, never loads', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const member = await createUser(RoleSlug.USER)
    await browserContext.loginAs(member)
    await withoutConsentChoice(browserContext)
    const requested = await watchTagManager(browserContext)
    const page = await visit('/')
    await page.getByTestId('consent-choose').click()
    await page.getByTestId('consent-analytics').check()
    await page.getByTestId('consent-save').click()
    await page.getByTestId('consent-banner').waitFor({ state: 'detached' })
    assert.equal(await consentCookie(browserContext), 'v1,necessary,analytics')
    let record: ConsentRecord | null = null
    for (let attempt = 0; attempt < 20 && !record; attempt++) {
      record = await ConsentRecord.query().where('user_id', member.id).first()
      if (!record) await page.waitForTimeout(100)
    }
    assert.isNotNull(record)
    assert.isTrue(record!.analytics)
    assert.isFalse(record!.marketing)
    assert.equal(record!.version, 'v1')
    // Marketing rejected: no container, on this page or the next one.
    await page.reload()
    await page.getByTestId('public-footer').waitFor()
    assert.equal(await page.locator('script[src*="googletagmanager"]').count(), 0)
    assert.deepEqual(requested, [])
  })

  test('[spec 7] with every consent given, settings and admin pages never load the container', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const requested = await watchTagManager(browserContext)
    await browserContext.addCookies([
      {
        name: 'lexpat_consent',
        value: 'v1,necessary,analytics,marketing',
        url: process.env.APP_URL!,
      },
    ])
    const member = await createUser(RoleSlug.USER)
    await browserContext.loginAs(member)
    const settings = await visit('/settings/profile-details')
    await settings.waitForTimeout(300)
    assert.equal(await settings.locator('script[src*="googletagmanager"]').count(), 0)

    const staff = await createUser(RoleSlug.ADMIN)
    await browserContext.clearCookies({ name: /session/ })
    await browserContext.loginAs(staff)
    const admin = await visit('/admin/dashboard')
    await admin.waitForTimeout(300)
    assert.equal(await admin.locator('script[src*="googletagmanager"]').count(), 0)
    assert.deepEqual(requested, [])
  })

  test('[spec 2.2] axe-core finds no violations in the banner and its choices', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await withoutConsentChoice(browserContext)
    const page = await visit('/')
    await page.addStyleTag({
      content:
        '*, *::before, *::after { animation: none !important; transition: none !important; }',
    })
    await page.getByTestId('consent-choose').click()
    await page.getByTestId('consent-choices').waitFor()
    await page.evaluate(readFileSync(axePath, 'utf8'))
    const violations = await page.evaluate(async () => {
      const result = await (window as any).axe.run('[data-testid="consent-banner"]', {
        resultTypes: ['violations'],
      })
      return result.violations.map((violation: any) => ({
        id: violation.id,
        nodes: violation.nodes.slice(0, 3).map((node: any) => node.target.join(' ')),
      }))
    })
    assert.deepEqual(violations, [])
  })

  test('[spec 7] the affiliate referral cookie waits for marketing consent (DESIGN §8)', async ({
    visit,
    browserContext,
    assert,
  }) => {
    await withoutConsentChoice(browserContext)
    const page = await visit('/?ref=Siam-Advisor')
    const names = async () => {
      const cookies = await browserContext.cookies()
      return cookies.map((cookie) => cookie.name)
    }
    assert.notInclude(await names(), 'lexpat_ref')
    await page.getByTestId('consent-reject').click()
    assert.notInclude(await names(), 'lexpat_ref')

    await page.getByTestId('cookie-settings').click()
    await page.getByTestId('consent-marketing').check()
    await page.getByTestId('consent-save').click()
    const cookies = await browserContext.cookies()
    assert.equal(cookies.find((cookie) => cookie.name === 'lexpat_ref')?.value, 'siam-advisor')
  })
})
