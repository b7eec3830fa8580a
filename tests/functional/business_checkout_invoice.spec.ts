import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import { RoleSlug } from '#enums/role'
import { countRows, createUser, useDatabase } from '#tests/helpers'
import { TermsAndConditionFactory } from '#database/factories/content_factories'
import Price from '#models/price'
import Invoice from '#models/invoice'
import { SandboxGateway, SandboxStore } from '#services/billing/payments/sandbox_gateway'
import { useGateway } from '#services/billing/payments/gateway'
import { SIGNUP_PRICE_KEY } from '#services/memberships/signup_price'
import Payment from '#models/payment'
import { pdfText, readable } from '#tests/support/documents_pdf'
import { bodyBuffer } from '#tests/support/documents_fixtures'

async function priceOf(slug: 'personal' | 'business', period: 'month' | 'year') {
  return Price.query()
    .where('is_active', true)
    .where('billing_period', period)
    .whereHas('plan', (plan) => plan.where('slug', slug))
    .firstOrFail()
}

let gateway: SandboxGateway

const PERSONAL = {
  phone: '+66 81 555 0199',
  country: 'Thailand',
  nationality: 'Australian',
  date_of_birth: '1985-03-14',
}

const COMPANY = {
  invoice_to: 'company',
  company_name: 'Siam Widgets Co., Ltd.',
  address_kind: 'thai',
  house: '99/1 Ocean Tower',
  subdistrict: 'Khlong Toei Nuea',
  district: 'Watthana',
  province: '10',
  postcode: '10110',
  tax_id: '0105556012341',
  branch_kind: 'head_office',
}

async function payBusiness(client: any, user: any) {
  const price = await priceOf('business', 'year')
  const token = await gateway.createToken({
    name: 'Somchai Jaidee',
    number: '4242424242424242',
    expirationMonth: 12,
    expirationYear: new Date().getFullYear() + 2,
    securityCode: '123',
  })
  return client
    .post('/get-started/payment')
    .withCsrfToken()
    .loginAs(user)
    .form({
      price_id: price.id,
      token: token.id,
      not_incarcerated: '1',
      terms: '1',
      terms_version: '2026.1',
      terms_locale: 'en',
    })
    .redirects(0)
}

test.group('Checkout: the Business plan is invoiced to a company (Revenue Code §86/4)', (group) => {
  useDatabase(group)
  group.each.setup(async () => {
    await limiter.clear()
    await TermsAndConditionFactory.apply('active').merge({ version: '2026.1' }).create()
    gateway = new SandboxGateway(new SandboxStore())
    useGateway(gateway)
    return () => useGateway(null)
  })

  test('[spec 2.7] personal info for the Business plan without a company: field errors, nothing stored', async ({
    client,
    assert,
  }) => {
    const business = await priceOf('business', 'year')
    const user = await createUser(RoleSlug.USER, { phone: null })
    const page = await client
      .get('/get-started/personal-info')
      .withSession({ [SIGNUP_PRICE_KEY]: business.id })
      .withInertia()
      .loginAs(user)
    assert.isTrue(page.inertiaProps.companyRequired)

    const response = await client
      .post('/get-started/personal-info')
      .withCsrfToken()
      .withSession({ [SIGNUP_PRICE_KEY]: business.id })
      .loginAs(user)
      .header('referer', '/get-started/personal-info')
      .form({ ...PERSONAL, invoice_to: 'person' })
      .redirects(0)
    response.assertStatus(302)
    const errors = (response.flashMessages() as any).inputErrorsBag
    assert.include(String(errors.invoice_to), 'The Business plan is invoiced to a company')
    await user.refresh()
    assert.isNull(user.phone)
    assert.isNull(user.invoiceDetails)

    // Personal: the company is optional.
    const personal = await priceOf('personal', 'month')
    const ok = await client
      .post('/get-started/personal-info')
      .withCsrfToken()
      .withSession({ [SIGNUP_PRICE_KEY]: personal.id })
      .loginAs(user)
      .form({ ...PERSONAL, invoice_to: 'person' })
      .redirects(0)
    ok.assertHeader('location', '/get-started/payment')
  })

  test('[spec 2.7] paying for the Business plan without company details is refused and nothing is charged', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const response = await payBusiness(client, user)
    response.assertStatus(302)
    response.assertHeader('location', '/get-started/personal-info')
    assert.include(
      String((response.flashMessages() as any).error),
      'The Business plan is invoiced to a company'
    )
    for (const table of ['subscriptions', 'invoices', 'payments', 'payment_methods']) {
      assert.equal(await countRows(table), 0, table)
    }
  })

  test('[spec 2.7] with the company entered at personal info, the Business invoice is made out to it', async ({
    client,
    assert,
  }) => {
    const business = await priceOf('business', 'year')
    const user = await createUser(RoleSlug.USER)
    const info = await client
      .post('/get-started/personal-info')
      .withCsrfToken()
      .withSession({ [SIGNUP_PRICE_KEY]: business.id })
      .loginAs(user)
      .form({ ...PERSONAL, ...COMPANY })
      .redirects(0)
    info.assertHeader('location', '/get-started/payment')
    const response = await payBusiness(client, user)
    response.assertHeader('location', '/get-started/confirmation')
    const invoice = await Invoice.query().where('user_id', user.id).firstOrFail()
    assert.equal(invoice.status, 'paid')
    assert.containsSubset(invoice.buyerDetails, {
      kind: 'company',
      name: 'Siam Widgets Co., Ltd.',
      taxId: '0105556012341',
      branch: '00000',
    })
  })

  test('[spec 2.7] a new Business member enters the company at checkout, pays the annual plan by PromptPay in the sandbox and downloads a tax invoice showing it in English and Thai', async ({
    client,
    assert,
  }) => {
    const business = await priceOf('business', 'year')
    const user = await createUser(RoleSlug.USER)
    await client
      .post('/get-started/personal-info')
      .withCsrfToken()
      .withSession({ [SIGNUP_PRICE_KEY]: business.id })
      .loginAs(user)
      .form({ ...PERSONAL, ...COMPANY })
    const checkout = await client
      .post('/get-started/payment')
      .withCsrfToken()
      .loginAs(user)
      .form({
        price_id: business.id,
        method: 'promptpay',
        not_incarcerated: '1',
        terms: '1',
        terms_version: '2026.1',
        terms_locale: 'en',
      })
      .redirects(0)
    const qr = await Payment.query().where('method', 'promptpay').firstOrFail()
    checkout.assertHeader('location', `/payments/${qr.id}/promptpay`)
    // The sandbox bank pays the QR; its webhook settles the payment.
    await client.post(`/sandbox/promptpay/${qr.gatewayChargeId}/paid`).withCsrfToken().loginAs(user)
    const status = await client
      .get(`/payments/${qr.id}/promptpay/status`)
      .loginAs(user)
      .header('accept', 'application/json')
    assert.equal((status.body() as any).state, 'paid')
    const invoice = await Invoice.query().where('user_id', user.id).firstOrFail()
    assert.equal(invoice.status, 'paid')

    const text = async (lang: 'en' | 'th') => {
      const pdf = await client
        .get(`/settings/invoices/${invoice.id}/pdf?lang=${lang}`)
        .loginAs(user)
      pdf.assertStatus(200)
      return readable(await pdfText(bodyBuffer(pdf), `business_promptpay_${lang}`)).replace(
        /\s+/g,
        ' '
      )
    }
    const english = await text('en')
    for (const expected of [
      'Siam Widgets Co., Ltd.',
      '99/1 Ocean Tower, Khlong Toei Nuea, Watthana, Bangkok 10110',
      '0105556012341',
      'Head office',
      'Paid by PromptPay',
    ]) {
      assert.include(english, expected)
    }
    const thai = await text('th')
    for (const expected of [
      'Siam Widgets Co., Ltd.',
      '0105556012341',
      'สำนักงานใหญ่',
      'แขวงKhlong Toei Nuea',
      'กรุงเทพมหานคร 10110',
      'ชำระโดยพร้อมเพย์',
    ]) {
      assert.include(thai, readable(expected).replace(/\s+/g, ' '))
    }
  }).timeout(120_000)
})
