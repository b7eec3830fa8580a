import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { InvoiceStatus } from '#enums/billing'
import AuditLog from '#models/audit_log'
import type User from '#models/user'
import { useGateway } from '#services/billing/payments/gateway'
import { refundPayment } from '#services/billing/refunds'
import { PaymentFactory } from '#database/factories/billing_factories'
import { createUser, useDatabase } from '#tests/helpers'
import { RoleSlug } from '#enums/role'
import {
  RefundingGateway,
  bodyBuffer,
  memberWithDocuments,
} from '#tests/support/documents_fixtures'
import { pdfText, readable } from '#tests/support/documents_pdf'

const COMPANY = {
  invoice_to: 'company',
  company_name: 'Siam Widgets Co., Ltd.',
  address_kind: 'thai',
  house: '99/1 Ocean Tower',
  road: 'Sukhumvit',
  subdistrict: 'Khlong Toei Nuea',
  district: 'Watthana',
  province: '10',
  postcode: '10110',
  tax_id: '0105556012341',
  branch_kind: 'branch',
  branch_number: '00012',
}

const save = (client: any, user: User, body: Record<string, unknown>) =>
  client
    .put('/settings/profile-details/invoice-details')
    .withCsrfToken()
    .form(body)
    .redirects(0)
    .loginAs(user)

async function pdf(client: any, user: User, url: string, name: string) {
  const response = await client.get(url).loginAs(user)
  response.assertStatus(200)
  // One line of the document may wrap: compare with single spaces.
  return readable(await pdfText(bodyBuffer(response), name)).replace(/\s+/g, ' ')
}

test.group('Profile Details: who the tax invoice is made out to (Revenue Code §86/4)', (group) => {
  useDatabase(group)
  const gateway = new RefundingGateway()
  group.each.setup(() => {
    useGateway(gateway.asGateway())
    return () => useGateway(null)
  })

  test('[spec 2.8] a wrong tax ID, postcode or missing company name: field errors, nothing stored', async ({
    client,
    assert,
  }) => {
    const { user } = await memberWithDocuments()
    const response = await save(client, user, {
      ...COMPANY,
      company_name: '',
      tax_id: '0105556012342',
      postcode: '1011',
    })
    response.assertStatus(302)
    const errors = (response.flashMessages() as any).inputErrorsBag
    assert.deepEqual(Object.keys(errors).sort(), ['company_name', 'postcode', 'tax_id'])
    assert.include(String(errors.tax_id), 'the last one does not match')
    await user.refresh()
    assert.isNull(user.invoiceDetails)
  })

  test('[spec 2.8] the company details are printed on the next tax invoice in Thai and English, not on an older one, and kept as issued', async ({
    client,
    assert,
  }) => {
    const { user, paid, open } = await memberWithDocuments({ locale: 'en' })
    const saved = await save(client, user, COMPANY)
    saved.assertStatus(302)
    assert.equal(saved.header('location'), '/settings/profile-details')
    await user.refresh()
    assert.equal(user.invoiceDetails!.companyName, 'Siam Widgets Co., Ltd.')
    assert.isNotNull(await AuditLog.findBy('action', 'user.invoice_details_updated'))

    const page = await client.get('/settings/profile-details').withInertia().loginAs(user)
    assert.containsSubset(page.inertiaProps.invoiceDetails, {
      invoice_to: 'company',
      tax_id: '0105556012341',
      branch_kind: 'branch',
      branch_number: '00012',
    })
    assert.lengthOf(page.inertiaProps.provinces, 77)

    // The next invoice is paid now: it is issued with the company's details.
    open.merge({ status: InvoiceStatus.PAID, paidAt: DateTime.utc() })
    await open.save()
    await PaymentFactory.merge({ invoiceId: open.id, amountSatang: open.totalSatang }).create()

    const english = await pdf(client, user, `/settings/invoices/${open.id}/pdf?lang=en`, 'buyer_en')
    assert.include(english, 'Siam Widgets Co., Ltd.')
    assert.include(english, 'Tax ID 0105556012341')
    assert.include(english, 'Branch 00012')
    assert.include(
      english,
      '99/1 Ocean Tower, Sukhumvit, Khlong Toei Nuea, Watthana, Bangkok 10110'
    )

    const thai = await pdf(client, user, `/settings/invoices/${open.id}/pdf?lang=th`, 'buyer_th')
    assert.include(thai, 'Siam Widgets Co., Ltd.')
    assert.include(thai, '0105556012341')
    assert.include(thai, readable('แขวงKhlong Toei Nuea').replace(/\s+/g, ' '))
    assert.include(thai, readable('กรุงเทพมหานคร 10110').replace(/\s+/g, ' '))
    assert.include(thai, readable('สาขา'))

    // The invoice paid before the details were entered keeps what it said.
    const older = await pdf(client, user, `/settings/invoices/${paid.id}/pdf?lang=en`, 'buyer_old')
    assert.notInclude(older, 'Siam Widgets')
    assert.notInclude(older, '0105556012341')
    assert.include(older, user.name)

    // Later changes do not alter the invoice already issued.
    await save(client, user, { ...COMPANY, company_name: 'Renamed Holdings Co., Ltd.' })
    const again = await pdf(
      client,
      user,
      `/settings/invoices/${open.id}/pdf?lang=en`,
      'buyer_again'
    )
    assert.include(again, 'Siam Widgets Co., Ltd.')
    assert.notInclude(again, 'Renamed Holdings')
  })

  test('[spec 2.8] a foreign address takes its country from the list: free text and Thailand refused; the code is stored and printed by name in English and Thai', async ({
    client,
    assert,
  }) => {
    const { user, open } = await memberWithDocuments({ locale: 'en' })
    const abroad = {
      ...COMPANY,
      address_kind: 'foreign',
      foreign_lines: 'Friedrichstraße 43\n10117 Berlin',
    }
    const typed = await save(client, user, { ...abroad, foreign_country: 'Germany' })
    assert.deepEqual((typed.flashMessages() as any).inputErrorsBag, {
      foreign_country: ['Choose the country from the list.'],
    })
    const home = await save(client, user, { ...abroad, foreign_country: 'TH' })
    assert.deepEqual(Object.keys((home.flashMessages() as any).inputErrorsBag), ['foreign_country'])
    await user.refresh()
    assert.isNull(user.invoiceDetails)

    const saved = await save(client, user, { ...abroad, foreign_country: 'DE' })
    saved.assertStatus(302)
    await user.refresh()
    assert.deepEqual(user.invoiceDetails!.address, {
      type: 'foreign',
      lines: 'Friedrichstraße 43\n10117 Berlin',
      country: 'DE',
    })
    const page = await client.get('/settings/profile-details').withInertia().loginAs(user)
    assert.equal(page.inertiaProps.invoiceDetails.foreign_country, 'DE')

    open.merge({ status: InvoiceStatus.PAID, paidAt: DateTime.utc() })
    await open.save()
    await PaymentFactory.merge({ invoiceId: open.id, amountSatang: open.totalSatang }).create()
    const english = await pdf(client, user, `/settings/invoices/${open.id}/pdf?lang=en`, 'de_en')
    assert.include(english, 'Friedrichstraße 43, 10117 Berlin, Germany')
    const thai = await pdf(client, user, `/settings/invoices/${open.id}/pdf?lang=th`, 'de_th')
    assert.include(thai, readable('10117 Berlin, เยอรมนี').replace(/\s+/g, ' '))
  })

  test('[spec 2.8] a credit note issued after the details were entered prints them', async ({
    client,
    assert,
  }) => {
    const { user, payment } = await memberWithDocuments({ locale: 'en' })
    await save(client, user, { ...COMPANY, branch_kind: 'head_office' })
    const note = await refundPayment({
      paymentId: payment.id,
      amountSatang: 10_000,
      reason: 'Goodwill',
      actor: null,
    })
    const text = await pdf(
      client,
      user,
      `/settings/invoices/credit-notes/${note.id}/pdf?lang=en`,
      'buyer_note'
    )
    assert.include(text, 'Siam Widgets Co., Ltd.')
    assert.include(text, 'Tax ID 0105556012341')
    assert.include(text, 'Head office')
  })

  test('[spec 2.9] staff see and correct the details on the member page; audited; a wrong tax ID is refused', async ({
    client,
    assert,
  }) => {
    const { user } = await memberWithDocuments()
    const admin = await createUser(RoleSlug.ADMIN)
    const before = await client.get(`/admin/users/${user.id}`).withInertia().loginAs(admin)
    before.assertStatus(200)
    assert.isNull(before.inertiaProps.invoiceSummary)
    assert.lengthOf(before.inertiaProps.provinces, 77)

    const refused = await client
      .put(`/admin/users/${user.id}/invoice-details`)
      .withCsrfToken()
      .form({ ...COMPANY, tax_id: '12345' })
      .redirects(0)
      .loginAs(admin)
    assert.property((refused.flashMessages() as any).inputErrorsBag, 'tax_id')
    await user.refresh()
    assert.isNull(user.invoiceDetails)

    const saved = await client
      .put(`/admin/users/${user.id}/invoice-details`)
      .withCsrfToken()
      .form(COMPANY)
      .redirects(0)
      .loginAs(admin)
    saved.assertStatus(302)
    assert.equal(saved.header('location'), `/admin/users/${user.id}`)
    await user.refresh()
    assert.equal(user.invoiceDetails!.taxId, '0105556012341')
    const audit = await AuditLog.findByOrFail('action', 'user.invoice_details_corrected')
    assert.equal(audit.userId, admin.id)
    assert.equal(audit.subjectId, String(user.id))

    const after = await client.get(`/admin/users/${user.id}`).withInertia().loginAs(admin)
    assert.containsSubset(after.inertiaProps.invoiceSummary, {
      kind: 'company',
      name: 'Siam Widgets Co., Ltd.',
      taxId: '0105556012341',
      branch: '00012',
    })

    // A member cannot write another member's details through the staff route.
    const member = await createUser(RoleSlug.USER)
    const forbidden = await client
      .put(`/admin/users/${user.id}/invoice-details`)
      .withCsrfToken()
      .form({ ...COMPANY, company_name: 'Hijack Ltd.' })
      .redirects(0)
      .loginAs(member)
    forbidden.assertStatus(403)
  })
})
