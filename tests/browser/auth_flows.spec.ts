import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import { RoleSlug } from '#enums/role'
import { createUser, useDatabase } from '#tests/helpers'

test.group('Accounts in the browser (SPEC §2.7, §4)', (group) => {
  useDatabase(group)
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => mail.restore())

  test('[spec 4] the verification countdown starts from verifyInterval, disables Resend and clears itself', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const user = await createUser()
    await browserContext.loginAs(user)
    await browserContext.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('verifyInterval', '3')
        sessionStorage.setItem('seeded', '1')
      }
    })
    const page = await visit('/verify-email')
    const resend = page.getByTestId('verify-resend')
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="verify-resend"]') as HTMLButtonElement)?.disabled
    )
    assert.match(await resend.innerText(), /^Resend in \d+s$/)
    // Ticks store the remaining seconds, then at 1 the timer stops and the key goes.
    await page.waitForFunction(() => localStorage.getItem('verifyInterval') === '2')
    await page.waitForFunction(() => localStorage.getItem('verifyInterval') === null)
    await page.waitForFunction(
      () =>
        !(document.querySelector('[data-testid="verify-resend"]') as HTMLButtonElement)?.disabled
    )
    assert.equal(await resend.innerText(), 'Resend email')
  })

  test('[spec 4] without a stored value no timer runs; a successful resend stores 60 and starts it', async ({
    visit,
    browserContext,
    assert,
  }) => {
    mail.fake()
    const user = await createUser()
    await browserContext.loginAs(user)
    const page = await visit('/verify-email')
    const resend = page.getByTestId('verify-resend')
    assert.isFalse(await resend.isDisabled())
    assert.isNull(await page.evaluate(() => localStorage.getItem('verifyInterval')))
    await resend.click()
    await page.waitForFunction(() => Number(localStorage.getItem('verifyInterval')) >= 58)
    assert.isTrue(await resend.isDisabled())
    assert.match(await resend.innerText(), /^Resend in (60|59|58)s$/)
  })

  test('[spec 2.7] registering lands on the personal-info step', async ({ visit }) => {
    mail.fake()
    const page = await visit('/get-started/account')
    await page.getByLabel('Full name').fill('Pranee Walsh')
    await page.getByLabel('Email').fill('pranee@example.com')
    await page.locator('input[name=password]').fill('Chiang-Mai-88')
    await page.locator('input[name=password_confirmation]').fill('Chiang-Mai-88')
    await page.locator('input[name=terms]').check()
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.waitForURL('**/get-started/personal-info')
    await page.assertTextContains('h1', 'Your personal details')
  })

  test('[spec 2.7] signing in lands a member on their settings', async ({ visit }) => {
    await createUser(RoleSlug.USER, { email: 'suda@example.com', password: 'Bangkok-2026-ok' })
    const page = await visit('/login')
    await page.getByLabel('Email').fill('suda@example.com')
    await page.locator('input[name=password]').fill('Bangkok-2026-ok')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL('**/settings/profile-details')
    await page.assertTextContains('h1', 'Profile Details')
  })
})
