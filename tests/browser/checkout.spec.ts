import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import { createUser, useDatabase } from '#tests/helpers'
import { TermsAndConditionFactory } from '#database/factories/content_factories'
import Subscription from '#models/subscription'
import { SandboxGateway, SandboxStore } from '#services/payments/sandbox_gateway'
import { useGateway } from '#services/payments/gateway'

test.group('Checkout in the browser (SPEC §2.7, §4)', (group) => {
  useDatabase(group)
  group.each.setup(async () => {
    await limiter.clear()
    await TermsAndConditionFactory.apply('active').create()
    useGateway(new SandboxGateway(new SandboxStore()))
    return () => useGateway(null)
  })

  test('[spec 2.7] a member pays by card, lands on the confirmation and the stored cart is cleared', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const user = await createUser()
    await browserContext.loginAs(user)
    await browserContext.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(
          'cart',
          JSON.stringify([
            {
              id: 1,
              name: 'Personal',
              slug: 'personal',
              price: { id: 1, amount: 795, billing_period: 'month' },
            },
          ])
        )
        sessionStorage.setItem('seeded', '1')
      }
    })
    const page = await visit('/get-started/payment')
    await page.getByLabel('Name on card').fill('Anong Srisuk')
    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
    await page.getByLabel('Expiry month').selectOption('12')
    await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2))
    await page.getByLabel('Security code (CVC)').fill('123')
    await page.getByLabel(/not currently incarcerated/).check()
    await page.getByLabel(/I have read and accept/).check()
    await page.getByRole('button', { name: /^Pay ฿795 and apply$/ }).click()
    // Inertia navigates without a full page load.
    await page.getByTestId('membership-number').waitFor()
    assert.match(page.url(), /\/get-started\/confirmation$/)
    const subscription = await Subscription.query().where('user_id', user.id).firstOrFail()
    assert.equal(
      await page.getByTestId('membership-number').innerText(),
      subscription.membershipNumber
    )
    await page.waitForFunction(() => localStorage.getItem('cart') === null)
  })

  test('[spec 2.7] a declined card shows the reason under the card number', async ({
    visit,
    browserContext,
  }) => {
    const user = await createUser()
    await browserContext.loginAs(user)
    const page = await visit('/get-started/payment')
    await page.getByLabel('Name on card').fill('Anong Srisuk')
    await page.getByLabel('Card number').fill('4111111111140011')
    await page.getByLabel('Expiry month').selectOption('12')
    await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2))
    await page.getByLabel('Security code (CVC)').fill('123')
    await page.getByLabel(/not currently incarcerated/).check()
    await page.getByLabel(/I have read and accept/).check()
    await page.getByRole('button', { name: /^Pay / }).click()
    await page.getByText('Your card was declined: insufficient funds.').waitFor()
  })
})
