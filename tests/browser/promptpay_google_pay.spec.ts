import { test } from '@japa/runner'
import { mkdirSync } from 'node:fs'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import { DateTime } from 'luxon'
import type { Page } from 'playwright'
import { BillingPeriod, SubscriptionStatus as S } from '#enums/billing'
import Invoice from '#models/invoice'
import PaymentMethod from '#models/payment_method'
import Subscription from '#models/subscription'
import { InvoiceFactory } from '#database/factories/billing_factories'
import { useDatabase } from '#tests/helpers'
import { memberWithCard } from '#tests/support/billing'

/** PAY_SHOTS=/tmp/shots/payments saves the screens at 1280 and 390 px. */
const SHOTS = process.env.PAY_SHOTS

async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function openInvoice(userId: number, subscriptionId: number, totalSatang = 79_500) {
  const issuedAt = DateTime.utc().minus({ days: 2 }).startOf('second')
  return InvoiceFactory.merge({
    userId,
    subscriptionId,
    issuedAt,
    periodStart: issuedAt,
    periodEnd: issuedAt.plus({ months: 1 }),
    totalSatang,
    vatSatang: Math.round((totalSatang * 7) / 107),
    subtotalSatang: totalSatang - Math.round((totalSatang * 7) / 107),
    attemptCount: 1,
  }).create()
}

/** The simulated Google Pay sheet: pick a test card and pay with it. */
async function googlePay(page: Page, scope: ReturnType<Page['locator']>, card?: string) {
  await scope.locator('[data-google-pay]').click()
  if (card) await page.getByLabel(card).check()
  await page.locator('[data-google-pay-confirm]').click()
}

test.group('PromptPay and Google Pay in the browser (DESIGN §11)', (group) => {
  useDatabase(group)
  group.each.setup(async () => {
    await limiter.clear()
    mail.fake()
    return () => mail.restore()
  })

  for (const lang of ['en', 'th'] as const) {
    test(`[spec 2.8] Pay now by PromptPay (${lang}): the QR waits without reloading, expires, is renewed and paid by the sandbox bank`, async ({
      visit,
      browserContext,
      assert,
    }) => {
      const { user, subscription } = await memberWithCard({
        startedAt: DateTime.utc().minus({ months: 3 }),
        period: BillingPeriod.YEAR,
        locale: lang,
      })
      await PaymentMethod.query().where('user_id', user.id).delete()
      const invoice = await openInvoice(user.id, subscription.id, 795_000)
      await browserContext.loginAs(user)
      // The first page of the run waits for the dev server's first build: asked twice at most.
      const path = `/settings/payment-methods?lang=${lang}`
      const methods = await visit(path).catch(() => visit(path))
      await methods.getByTestId(`promptpay-${invoice.number}`).click()
      const qr = methods.locator('[data-testid="promptpay"][data-state="waiting"]')
      await qr.waitFor()
      await methods.getByTestId('promptpay-qr').waitFor()
      await shoot(methods, `qr-waiting-${lang}`)
      // The bank's answer arrives while the page waits: it moves on by itself.
      await methods.getByTestId('sandbox-bank').locator('button').nth(1).click()
      await methods.locator('[data-testid="promptpay"][data-state="expired"]').waitFor()
      // Expired: a new QR, or the card instead on the page that started the payment.
      await methods.getByTestId('promptpay-card').waitFor()
      await shoot(methods, `qr-expired-${lang}`)
      await methods.getByTestId('promptpay-renew').click()
      await qr.waitFor()
      await methods.getByTestId('sandbox-bank').locator('button').first().click()
      await methods.locator('[data-testid="payment-state"][data-state="successful"]').waitFor()
      const paid = await Invoice.findOrFail(invoice.id)
      assert.equal(paid.status, 'paid')
    }).timeout(180_000)
  }

  test('[spec 2.8] an expired QR: "Pay by card instead" goes back to Pay now, the invoice still due', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { user, subscription } = await memberWithCard({
      startedAt: DateTime.utc().minus({ months: 3 }),
      period: BillingPeriod.YEAR,
    })
    const invoice = await openInvoice(user.id, subscription.id, 795_000)
    await browserContext.loginAs(user)
    const path = '/settings/payment-methods?lang=en'
    const page = await visit(path).catch(() => visit(path))
    await page.getByTestId(`promptpay-${invoice.number}`).click()
    await page.locator('[data-testid="promptpay"][data-state="waiting"]').waitFor()
    await page.getByTestId('sandbox-bank').locator('button').nth(1).click()
    await page.locator('[data-testid="promptpay"][data-state="expired"]').waitFor()
    await page.getByTestId('promptpay-card').click()
    await page.waitForURL(/\/settings\/payment-methods\?invoice=/)
    await page.getByTestId(`due-${invoice.number}`).waitFor()
    const open = await Invoice.findOrFail(invoice.id)
    assert.equal(open.status, 'open')
  }).timeout(180_000)

  test('[spec 2.8] Google Pay on Payment Methods adds a card; on Pay now it pays the invoice', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { user, subscription } = await memberWithCard({
      startedAt: DateTime.utc().minus({ months: 3 }),
      subscription: { status: S.PAST_DUE },
    })
    const invoice = await openInvoice(user.id, subscription.id)
    await browserContext.loginAs(user)
    for (const lang of ['en', 'th'] as const) {
      const page = await visit(`/settings/payment-methods?lang=${lang}`)
      await page.getByTestId('add-card').locator('[data-google-pay]').waitFor()
      await shoot(page, `payment-methods-google-pay-${lang}`)
    }
    const page = await visit('/settings/payment-methods?lang=en')
    await googlePay(page, page.getByTestId('add-card'), 'MasterCard •••• 4444')
    await page.getByTestId('card-4444').waitFor()
    await googlePay(page, page.getByTestId(`due-${invoice.number}`))
    await page.locator('[data-testid="payment-state"][data-state="successful"]').waitFor()
    const paid = await Invoice.findOrFail(invoice.id)
    assert.equal(paid.status, 'paid')
  }).timeout(180_000)

  test('[spec 2.8] Google Pay on Reactivate adds the card and reactivates the membership', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { user, subscription } = await memberWithCard({
      startedAt: DateTime.utc().minus({ months: 3 }),
      subscription: { status: S.SUSPENDED },
    })
    await openInvoice(user.id, subscription.id)
    await browserContext.loginAs(user)
    const page = await visit(`/settings/subscriptions/${subscription.id}/reactivate`)
    await googlePay(page, page.getByTestId('reactivate-pay'), 'MasterCard •••• 4444')
    await page.locator('[data-testid="payment-state"][data-state="successful"]').waitFor()
    const reactivated = await Subscription.findOrFail(subscription.id)
    assert.equal(reactivated.status, S.ACTIVE)
    const added = await PaymentMethod.query().where('user_id', user.id).where('last4', '4444')
    assert.lengthOf(added, 1)
  }).timeout(180_000)

  test('[spec 2.8] Google Pay on Reactivate: a prepaid card is refused, a card that asks for 3-D Secure goes to the bank and back', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const { user, subscription } = await memberWithCard({
      startedAt: DateTime.utc().minus({ months: 3 }),
      subscription: { status: S.SUSPENDED },
    })
    await openInvoice(user.id, subscription.id)
    await browserContext.loginAs(user)
    const path = `/settings/subscriptions/${subscription.id}/reactivate`
    const page = await visit(path).catch(() => visit(path))
    await googlePay(page, page.getByTestId('reactivate-pay'), 'Visa •••• 0019 (prepaid)')
    await page
      .getByText('Prepaid cards are not accepted. Please use a credit or debit card.')
      .first()
      .waitFor()
    const refused = await Subscription.findOrFail(subscription.id)
    assert.equal(refused.status, S.SUSPENDED)

    await googlePay(page, page.getByTestId('reactivate-pay'), 'Visa •••• 3063 (3-D Secure)')
    await page.waitForURL(/\/sandbox\/authorize\//)
    await page.getByRole('button', { name: 'Pass' }).click()
    await page.locator('[data-testid="payment-state"][data-state="successful"]').waitFor()
    const reactivated = await Subscription.findOrFail(subscription.id)
    assert.equal(reactivated.status, S.ACTIVE)
    const added = await PaymentMethod.query().where('user_id', user.id).where('last4', '3063')
    assert.lengthOf(added, 1)
  }).timeout(180_000)
})
