import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import AuditLog from '#models/audit_log'
import TaxInvoiceReplacement from '#models/tax_invoice_replacement'
import type User from '#models/user'
import clock from '#services/billing/clock'
import { countRows, createUser, useDatabase } from '#tests/helpers'
import { bodyBuffer, memberWithDocuments } from '#tests/support/documents_fixtures'
import { pdfText, readable } from '#tests/support/documents_pdf'

const NOW = DateTime.fromISO('2026-11-20T05:00:00Z', { zone: 'utc' })

const COMPANY = {
  invoice_to: 'company',
  company_name: 'Siam Widgets Co., Ltd.',
  address_kind: 'foreign',
  foreign_lines: '1 Raffles Place\n#20-01',
  foreign_country: 'SG',
  tax_id: '0105556012341',
  branch_kind: 'head_office',
}

async function pdf(client: any, user: User, url: string, name: string) {
  const response = await client.get(url).loginAs(user)
  response.assertStatus(200)
  return {
    response,
    text: readable(await pdfText(bodyBuffer(response), name)).replace(/\s+/g, ' '),
  }
}

const replace = (client: any, staff: User, userId: number, invoiceId: number, reason: string) =>
  client
    .post(`/admin/users/${userId}/invoices/${invoiceId}/replacement`)
    .withCsrfToken()
    .form({ reason })
    .redirects(0)
    .loginAs(staff)

test.group('Replacement full tax invoice (DESIGN §11)', (group) => {
  useDatabase(group)
  group.each.setup(() => {
    clock.travelTo(NOW)
    return () => clock.travelBack()
  })

  test('[spec 2.9] staff replace a tax invoice of this tax month: new number, original referenced and marked replaced, both kept', async ({
    client,
    assert,
  }) => {
    const { user, paid } = await memberWithDocuments({ locale: 'en' })
    paid.paidAt = NOW.minus({ days: 3 })
    await paid.save()
    // The member enters the company details late.
    await client
      .put('/settings/profile-details/invoice-details')
      .withCsrfToken()
      .form(COMPANY)
      .loginAs(user)
    const admin = await createUser(RoleSlug.ADMIN)

    const page = await client.get(`/admin/users/${user.id}`).withInertia().loginAs(admin)
    assert.deepEqual(page.inertiaProps.replaceable, [paid.id])

    const missing = await replace(client, admin, user.id, paid.id, '')
    assert.property((missing.flashMessages() as any).inputErrorsBag, 'reason')
    assert.equal(await countRows('tax_invoice_replacements'), 0)

    const response = await replace(client, admin, user.id, paid.id, 'Company details added')
    response.assertStatus(302)
    assert.equal(response.header('location'), `/admin/users/${user.id}`)
    const replacement = await TaxInvoiceReplacement.findByOrFail('invoice_id', paid.id)
    assert.equal(replacement.number, 'RTI-2026-000001')
    response.assertFlashMessage('success', 'Replacement tax invoice RTI-2026-000001 was issued.')
    const audit = await AuditLog.findByOrFail('action', 'invoice.tax_invoice_replaced')
    assert.equal(audit.userId, admin.id)

    // The document in force is the replacement, made out to the company.
    const current = await pdf(client, user, `/settings/invoices/${paid.id}/pdf?lang=en`, 'rti_en')
    assert.include(current.response.header('content-disposition'), 'RTI-2026-000001.pdf')
    assert.include(current.text, 'RTI-2026-000001')
    assert.include(current.text, 'Siam Widgets Co., Ltd.')
    assert.include(current.text, '1 Raffles Place, #20-01, Singapore')
    assert.include(current.text, 'Tax ID 0105556012341')
    assert.include(current.text, `cancels and replaces tax invoice ${paid.number}`)
    assert.include(current.text, 'Reason: Company details added')

    // The original is kept as issued, marked replaced.
    const original = await pdf(
      client,
      user,
      `/settings/invoices/${paid.id}/pdf?lang=th&original=1`,
      'rti_original'
    )
    assert.include(original.text, paid.number)
    assert.include(original.text, 'RTI-2026-000001')
    assert.include(original.text, readable('ยกเลิก'))
    assert.notInclude(original.text, 'Siam Widgets')

    const after = await client.get(`/admin/users/${user.id}`).withInertia().loginAs(admin)
    const row = after.inertiaProps.invoices.find((invoice: any) => invoice.id === paid.id)
    assert.equal(row.replacedBy, 'RTI-2026-000001')
    assert.deepEqual(after.inertiaProps.replaceable, [])

    // A second replacement of the same invoice is refused.
    const again = await replace(client, admin, user.id, paid.id, 'Again')
    again.assertFlashMessage('error', 'This tax invoice was already replaced. Nothing was changed.')
    assert.equal(await countRows('tax_invoice_replacements'), 1)
  })

  test('[spec 2.9] refused for an invoice of an earlier tax month, an unpaid one, another member’s, and for members', async ({
    client,
    assert,
  }) => {
    const { user, paid, open } = await memberWithDocuments()
    const admin = await createUser(RoleSlug.ADMIN)

    // 31 October 16:00 UTC is 23:00 in Bangkok: October, an earlier tax month.
    paid.paidAt = DateTime.fromISO('2026-10-31T16:00:00Z')
    await paid.save()
    const old = await replace(client, admin, user.id, paid.id, 'Late details')
    old.assertFlashMessage(
      'error',
      'Only a tax invoice of the current tax month can be replaced. Nothing was changed.'
    )
    const unpaid = await replace(client, admin, user.id, open.id, 'Late details')
    unpaid.assertFlashMessage(
      'error',
      'Only a paid invoice has a tax invoice to replace. Nothing was changed.'
    )
    const other = await memberWithDocuments()
    const wrongOwner = await replace(client, admin, user.id, other.paid.id, 'Late details')
    wrongOwner.assertStatus(404)
    const member = await createUser(RoleSlug.USER)
    const forbidden = await replace(client, member, user.id, paid.id, 'Late details')
    forbidden.assertStatus(403)
    assert.equal(await countRows('tax_invoice_replacements'), 0)
  })
})
