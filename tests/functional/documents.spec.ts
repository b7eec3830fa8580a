import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import { useGateway } from '#services/billing/payments/gateway'
import { refundPayment } from '#services/billing/refunds'
import { createUser, useDatabase } from '#tests/helpers'
import {
  RefundingGateway,
  bodyBuffer,
  memberWithDocuments,
} from '#tests/support/documents_fixtures'
import { pdfText, readable } from '#tests/support/documents_pdf'

const FOUR = [RoleSlug.ADMIN, RoleSlug.SUPER_ADMIN, RoleSlug.ACCOUNTING, RoleSlug.OFFICER_ACCESS]

/** A PDF download named after the document, never cached by a shared cache. */
function assertPdfDownload(assert: any, response: any, filename: string) {
  response.assertStatus(200)
  assert.equal(response.header('content-type'), 'application/pdf')
  assert.equal(response.header('content-disposition'), `attachment; filename="${filename}"`)
  assert.equal(response.header('cache-control'), 'private, no-store')
}

async function textOf(response: any, name: string) {
  const pdf = bodyBuffer(response)
  return readable(await pdfText(pdf, name))
}

test.group('Documents: members download their own (SPEC §2.8)', (group) => {
  useDatabase(group)
  const gateway = new RefundingGateway()
  group.each.setup(() => {
    useGateway(gateway.asGateway())
    return () => useGateway(null)
  })

  test('[spec 2.8] a member downloads the tax invoice of a paid invoice, in their language', async ({
    client,
    assert,
  }) => {
    const { user, paid } = await memberWithDocuments({ locale: 'th' })
    const response = await client.get(`/settings/invoices/${paid.id}/pdf`).loginAs(user)
    assertPdfDownload(assert, response, `${paid.number}.pdf`)
    const text = await textOf(response, 'member_invoice_th')
    assert.include(text, readable('ใบกำกับภาษี / ใบเสร็จรับเงิน'))
    assert.include(text, paid.number)
    const year = paid.paidAt!.setZone('Asia/Bangkok').year + 543
    assert.include(text, String(year))
    assert.include(text, readable('เจ็ดร้อยเก้าสิบห้าบาทถ้วน'))
    assert.include(text, readable('สำนักงานใหญ่'))
  })

  test('[spec 2.8] ?lang=en gives the English document with the Thai title kept', async ({
    client,
    assert,
  }) => {
    const { user, paid } = await memberWithDocuments({
      locale: 'th',
      taxId: '0105561234567',
      taxBranch: '00002',
      billingAddress: '1 Sukhumvit Road, Khlong Toei, Bangkok 10110',
    })
    const response = await client.get(`/settings/invoices/${paid.id}/pdf?lang=en`).loginAs(user)
    assertPdfDownload(assert, response, `${paid.number}.pdf`)
    const text = await textOf(response, 'member_invoice_en')
    assert.include(text, 'Tax invoice / Receipt')
    assert.include(text, readable('ใบกำกับภาษี'))
    assert.include(text, 'VAT 7%')
    assert.include(text, 'Tax ID 0105561234567')
    assert.include(text, 'Branch 00002')
    assert.include(text, '1 Sukhumvit Road, Khlong Toei, Bangkok 10110')
  })

  test('[spec 2.8] an invoice not paid yet has no tax invoice: 404', async ({ client }) => {
    const { user, open } = await memberWithDocuments()
    const response = await client.get(`/settings/invoices/${open.id}/pdf`).loginAs(user)
    response.assertStatus(404)
  })

  test("[spec 6] another member's invoice, credit note and agreement answer 404", async ({
    client,
  }) => {
    const owner = await memberWithDocuments()
    const note = await refundPayment({
      paymentId: owner.payment.id,
      amountSatang: 10_000,
      reason: 'Goodwill',
      actor: null,
    })
    const other = await memberWithDocuments()
    for (const url of [
      `/settings/invoices/${owner.paid.id}/pdf`,
      `/settings/invoices/credit-notes/${note.id}/pdf`,
      `/settings/plan-agreements/${owner.agreement.id}/pdf`,
    ]) {
      const response = await client.get(url).loginAs(other.user)
      response.assertStatus(404)
    }
  })

  test('[spec 2.8] a member downloads the credit note of a refund', async ({ client, assert }) => {
    const { user, payment, paid } = await memberWithDocuments({ locale: 'en' })
    const note = await refundPayment({
      paymentId: payment.id,
      amountSatang: 20_000,
      reason: 'Partial refund: service not used',
      actor: null,
      at: DateTime.fromISO('2026-11-23T03:00:00Z'),
    })
    const response = await client
      .get(`/settings/invoices/credit-notes/${note.id}/pdf`)
      .loginAs(user)
    assertPdfDownload(assert, response, `${note.number}.pdf`)
    const text = await textOf(response, 'member_credit_note')
    assert.include(text, readable('ใบลดหนี้'))
    assert.include(text, 'Credit note')
    assert.include(text, note.number)
    assert.include(text, paid.number)
    assert.include(text, '200.00')
    assert.include(text, readable('สองร้อยบาทถ้วน'))
    assert.include(text, 'Partial refund: service not used')
  })

  test('[spec 2.8] a member downloads a plan agreement: the terms, when and from which IP', async ({
    client,
    assert,
  }) => {
    const { user, agreement, membership } = await memberWithDocuments({ locale: 'th' })
    const response = await client.get(`/settings/plan-agreements/${agreement.id}/pdf`).loginAs(user)
    assertPdfDownload(
      assert,
      response,
      `agreement-${membership.membershipNumber}-${agreement.termsVersion}.pdf`
    )
    const text = await textOf(response, 'member_agreement')
    assert.include(text, readable('สัญญาการเป็นสมาชิก'))
    assert.include(text, '198.51.100.23')
    assert.include(text, readable('1 มีนาคม 2569 เวลา 09:03:04 น.'))
    assert.include(text, 'Lexpat gives members legal help as the plan says.')
  })

  test('[spec 6] a guest is sent to sign in; a member whose Invoices page is hidden is sent away', async ({
    client,
    assert,
  }) => {
    const { paid } = await memberWithDocuments()
    const guest = await client.get(`/settings/invoices/${paid.id}/pdf`).redirects(0)
    guest.assertStatus(302)
    assert.equal(guest.header('location'), '/login')

    const omise = await memberWithDocuments({ isOmiseUser: true })
    const hidden = await client
      .get(`/settings/invoices/${omise.paid.id}/pdf`)
      .loginAs(omise.user)
      .redirects(0)
    hidden.assertStatus(302)
    assert.equal(hidden.header('location'), '/settings/profile-details')
  })
})

test.group('Documents: staff download from Transactions (SPEC §2.9)', (group) => {
  useDatabase(group)

  for (const role of FOUR) {
    test(`[spec 2.9] ${role} downloads a member's tax invoice, credit note and agreement`, async ({
      client,
      assert,
    }) => {
      const gateway = new RefundingGateway()
      useGateway(gateway.asGateway())
      try {
        const { paid, payment, agreement } = await memberWithDocuments({ locale: 'th' })
        const note = await refundPayment({
          paymentId: payment.id,
          amountSatang: paid.totalSatang,
          reason: 'Cancelled in the first week',
          actor: null,
        })
        const staff = await createUser(role)
        const invoice = await client
          .get(`/admin/transactions/invoices/${paid.id}/pdf`)
          .loginAs(staff)
        assertPdfDownload(assert, invoice, `${paid.number}.pdf`)
        // The member's language by default.
        assert.include(await textOf(invoice, `staff_invoice_${role}`), readable('จำนวนเงินรวมทั้งสิ้น'))
        const credit = await client
          .get(`/admin/transactions/credit-notes/${note.id}/pdf?lang=en`)
          .loginAs(staff)
        assertPdfDownload(assert, credit, `${note.number}.pdf`)
        const plan = await client
          .get(`/admin/transactions/plan-agreements/${agreement.id}/pdf`)
          .loginAs(staff)
        plan.assertStatus(200)
      } finally {
        useGateway(null)
      }
    })
  }

  for (const role of [RoleSlug.LAWYER, RoleSlug.USER]) {
    test(`[spec 6] ${role} is refused the staff downloads (403)`, async ({ client }) => {
      const { paid, agreement } = await memberWithDocuments()
      const user = await createUser(role)
      for (const url of [
        `/admin/transactions/invoices/${paid.id}/pdf`,
        `/admin/transactions/plan-agreements/${agreement.id}/pdf`,
      ]) {
        const response = await client.get(url).loginAs(user)
        response.assertStatus(403)
      }
    })
  }

  test('[spec 2.9] staff get 404 for an unpaid invoice or a missing document', async ({
    client,
  }) => {
    const { open } = await memberWithDocuments()
    const staff = await createUser(RoleSlug.ACCOUNTING)
    const unpaid = await client.get(`/admin/transactions/invoices/${open.id}/pdf`).loginAs(staff)
    unpaid.assertStatus(404)
    const missing = await client.get('/admin/transactions/credit-notes/999999/pdf').loginAs(staff)
    missing.assertStatus(404)
  })
})
