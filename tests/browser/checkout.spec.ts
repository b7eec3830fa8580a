import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import { createUser, useDatabase } from '#tests/helpers'
import { TermsAndConditionFactory } from '#database/factories/content_factories'
import Subscription from '#models/subscription'
import PaymentMethod from '#models/payment_method'
import { SandboxGateway, SandboxStore } from '#services/billing/payments/sandbox_gateway'
import { useGateway } from '#services/billing/payments/gateway'

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
    // Every request to our origin, except the sandbox vault (the stand-in for
    // vault.omise.co, absent with PAYMENT_GATEWAY=omise): none may carry the card.
    const sent: string[] = []
    const origin = new URL(process.env.APP_URL!).origin
    browserContext.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin !== origin || url.pathname === '/sandbox/tokens') return
      sent.push(`${request.method()} ${request.url()}\n${request.postData() ?? ''}`)
    })
    const page = await visit('/get-started/payment')
    await page.getByLabel('Name on card').fill('Anong Srisuk')
    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
    await page.getByLabel('Expiry month').selectOption('12')
    await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2))
    await page.getByLabel('Security code (CVC)').fill('9876')
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
    const payment = sent.find(
      (entry) => entry.startsWith('POST') && entry.includes('/get-started/payment')
    )
    assert.match(payment ?? '', /tokn_test_/)
    for (const entry of sent) {
      assert.notMatch(entry, /4242\D?4242\D?4242\D?4242/)
      assert.notInclude(entry, '9876')
      assert.notMatch(entry, /security_code|cvc|card_number/i)
    }
  })

  test('[spec 2.7] a 3-D Secure card goes to the bank page; Pass brings the member to the confirmation', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const user = await createUser()
    await browserContext.loginAs(user)
    const page = await visit('/get-started/payment')
    await page.getByLabel('Name on card').fill('Anong Srisuk')
    await page.getByLabel('Card number').fill('4000 0000 0000 3063')
    await page.getByLabel('Expiry month').selectOption('12')
    await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2))
    await page.getByLabel('Security code (CVC)').fill('123')
    await page.getByLabel(/not currently incarcerated/).check()
    await page.getByLabel(/I have read and accept/).check()
    await page.getByRole('button', { name: /^Pay ฿/ }).click()
    await page.getByRole('heading', { name: 'Sandbox 3-D Secure' }).waitFor()
    await page.getByRole('button', { name: 'Pass' }).click()
    await page.getByTestId('membership-number').waitFor()
    assert.match(page.url(), /\/get-started\/confirmation$/)
    const subscription = await Subscription.query().where('user_id', user.id).firstOrFail()
    await subscription.load('invoices')
    assert.equal(subscription.invoices[0].status, 'paid')
  })

  test('[spec 2.7] Google Pay (sandbox sheet) pays through the same token path', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const user = await createUser()
    await browserContext.loginAs(user)
    const page = await visit('/get-started/payment')
    await page.getByLabel(/not currently incarcerated/).check()
    await page.getByLabel(/I have read and accept/).check()
    await page.getByRole('button', { name: 'Pay with Google Pay' }).click()
    await page.getByRole('dialog').getByText('Visa •••• 4242').waitFor()
    await page.getByRole('button', { name: 'Pay with this card' }).click()
    await page.getByTestId('membership-number').waitFor()
    const method = await PaymentMethod.query().where('user_id', user.id).firstOrFail()
    assert.equal(method.last4, '4242')
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
    await page.getByRole('button', { name: /^Pay ฿/ }).click()
    await page
      .getByText(
        'Your card was declined for insufficient funds or credit limit. Please use another card or contact your bank.'
      )
      .waitFor()
  })
})
