/**
 * The whole purchase as a new visitor makes it ("Done when"): the
 * home page fills the cart, checkout signs up, a sandbox 3-D Secure card is
 * tokenized in the browser and passes the bank page, the application waits
 * for review; staff approve it; a month later the billing run renews it
 * and mails a receipt whose tax invoice PDF reads correctly in Thai.
 */
import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import limiter from '@adonisjs/limiter/services/main'
import { TermsAndConditionFactory } from '#database/factories/content_factories'
import User from '#models/user'
import Subscription from '#models/subscription'
import Payment from '#models/payment'
import { InvoiceStatus, PaymentStatus, SubscriptionStatus } from '#enums/billing'
import subscriptionAdmin from '#services/memberships/subscription_admin'
import clock from '#services/billing/clock'
import { runDueBilling } from '#services/billing/renewals'
import { ReceiptMail } from '#mails/billing_mails'
import ApplicationReceivedMail from '#mails/application_received_mail'
import { pdfText, readable } from '#tests/support/documents_pdf'
import { createUser, useDatabase } from '#tests/helpers'
import { RoleSlug } from '#enums/role'

test.group('The whole purchase (SPEC §2.5–§2.7, §4, §6)', (group) => {
  useDatabase(group)
  group.each.setup(async () => {
    await limiter.clear()
    await TermsAndConditionFactory.apply('active').create()
    return () => clock.travelBack()
  })

  test('[spec 2.7] home → cart → sign-up → 3-D Secure card → review → approved → renewed a month later with a Thai tax invoice', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { mails } = mail.fake()
    // Every request to our origin except the sandbox vault (vault.omise.co in production).
    const origin = new URL(process.env.APP_URL!).origin
    const sent: string[] = []
    browserContext.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin !== origin || url.pathname === '/sandbox/tokens') return
      sent.push(`${request.url()}\n${request.postData() ?? ''}`)
    })

    const page = await visit('/')
    await page.getByRole('link', { name: 'Personal coverage and pricing' }).first().click()
    await page.waitForURL('**/personal-plan/coverage-and-pricing')
    await page.getByTestId('add-to-cart-personal-month').click()
    await page.getByTestId('cart-panel').waitFor()
    await page.getByTestId('cart-checkout').click()
    await page.waitForURL('**/get-started/account?price=*')

    await page.getByLabel('Full name').fill('Malee Journey')
    await page.getByLabel('Email').fill('malee.journey@example.com')
    await page.locator('input[name=password]').fill('Correct-horse-42')
    await page.locator('input[name=password_confirmation]').fill('Correct-horse-42')
    await page.locator('input[name=terms]').check()
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.waitForURL('**/get-started/personal-info')
    await page.getByLabel('Phone number').fill('+66 81 555 0142')
    await page.getByLabel('Country of residence').fill('Thailand')
    await page.getByLabel('Nationality').fill('United Kingdom')
    await page.getByLabel('Date of birth').fill('1980-07-02')
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await page.waitForURL('**/get-started/payment')

    await page.getByLabel('Name on card').fill('Malee Journey')
    await page.getByLabel('Card number').fill('4000 0000 0000 3063')
    await page.getByLabel('Expiry month').selectOption('12')
    await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2))
    await page.getByLabel('Security code (CVC)').fill('7351')
    await page.getByLabel(/not currently incarcerated/).check()
    await page.getByLabel(/I have read and accept/).check()
    await page.getByRole('button', { name: /^Pay ฿/ }).click()
    await page.getByRole('heading', { name: 'Sandbox 3-D Secure' }).waitFor()
    await page.getByRole('button', { name: 'Pass' }).click()
    await page.getByTestId('membership-number').waitFor()
    assert.match(page.url(), /\/get-started\/confirmation$/)

    // The card never reached our server: only the token did.
    for (const request of sent) {
      assert.notInclude(request.replace(/\D/g, ''), '4000000000003063')
      assert.notInclude(request, '7351')
    }

    // The application waits for review, paid, with the member's card on file.
    const user = await User.findByOrFail('email', 'malee.journey@example.com')
    const subscription = await Subscription.query()
      .where('user_id', user.id)
      .preload('invoices')
      .firstOrFail()
    assert.equal(subscription.status, SubscriptionStatus.PENDING_REVIEW)
    assert.equal(subscription.invoices[0].status, InvoiceStatus.PAID)
    mails.assertQueued(ApplicationReceivedMail)

    // Staff approve it; a month later the billing run renews it (merchant-initiated).
    const admin = await createUser(RoleSlug.ADMIN)
    await subscriptionAdmin.approve(subscription, { actor: admin, ip: '203.0.113.9' })
    await subscription.refresh()
    user.locale = 'th'
    await user.save()
    clock.travelTo(subscription.currentPeriodEnd!.plus({ hours: 1 }))
    await runDueBilling()

    await subscription.refresh()
    await subscription.load('invoices')
    assert.equal(subscription.status, SubscriptionStatus.ACTIVE)
    assert.lengthOf(subscription.invoices, 2)
    const renewal = subscription.invoices.find(
      (invoice) => invoice.id !== subscription.invoices[0].id
    )!
    assert.equal(renewal.status, InvoiceStatus.PAID)
    const charges = await Payment.query()
      .where('invoice_id', renewal.id)
      .where('status', PaymentStatus.SUCCESSFUL)
    assert.lengthOf(charges, 1)

    // The receipt carries the tax invoice; its Thai reads as Thai.
    const receipt = mails.queued((sentMail) => sentMail instanceof ReceiptMail)[0] as ReceiptMail
    assert.exists(receipt, 'receipt mailed')
    assert.exists(receipt.taxInvoice, 'tax invoice attached')
    const text = readable(await pdfText(receipt.taxInvoice!.pdf, 'journey-renewal'))
    assert.include(text, readable('ใบกำกับภาษี'))
    assert.include(text, renewal.number)
    assert.include(text, readable('เจ็ดร้อยเก้าสิบห้าบาทถ้วน'))
  })
})
