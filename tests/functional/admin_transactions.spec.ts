import { test } from '@japa/runner'
import type { ApiRequest } from '@japa/api-client'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import { PaymentStatus } from '#enums/billing'
import AuditLog from '#models/audit_log'
import CreditNote from '#models/credit_note'
import Payment from '#models/payment'
import { useGateway } from '#services/billing/payments/gateway'
import { PaymentFactory } from '#database/factories/billing_factories'
import { countRows, createUser, useDatabase } from '#tests/helpers'
import { RefundingGateway, memberWithDocuments } from '#tests/support/documents_fixtures'

const FOUR = [RoleSlug.ADMIN, RoleSlug.SUPER_ADMIN, RoleSlug.ACCOUNTING, RoleSlug.OFFICER_ACCESS]
const BILLING: RoleSlug[] = [RoleSlug.ADMIN, RoleSlug.SUPER_ADMIN, RoleSlug.ACCOUNTING]

/** Three members, each with a paid invoice and its successful payment, plus one failed attempt. */
async function seedPayments() {
  const members = []
  for (const [index, name] of ['Alice Archer', 'Bruno Baker', 'Chai Chaiyaporn'].entries()) {
    const fixture = await memberWithDocuments({
      name,
      email: `${name.split(' ')[0].toLowerCase()}@example.test`,
    })
    fixture.payment.createdAt = DateTime.fromISO('2026-03-01T03:00:00Z').plus({ days: index * 10 })
    fixture.payment.amountSatang = [79_500, 495_000, 79_550][index]
    await fixture.payment.save()
    members.push(fixture)
  }
  const failed = await PaymentFactory.apply('failed')
    .merge({ invoiceId: members[0].open.id, gateway: 'omise', amountSatang: 79_500 })
    .create()
  return { members, failed }
}

/** The request is refused with 403. */
async function forbidden(request: ApiRequest) {
  const response = await request
  response.assertStatus(403)
}

test.group('Admin Transactions list (SPEC §2.9)', (group) => {
  useDatabase(group)

  for (const role of FOUR) {
    test(`[spec 2.9] ${role} opens /admin/transactions with invoice, member, gateway ids and can flags`, async ({
      client,
      assert,
    }) => {
      const { members } = await seedPayments()
      const user = await createUser(role)
      const response = await client.get('/admin/transactions').withInertia().loginAs(user)
      response.assertStatus(200)
      response.assertInertiaComponent('Admin/Transactions')
      const { list, can } = response.inertiaProps as any
      assert.equal(list.total, 4)
      const row = list.rows.find((entry: any) => entry.id === members[1].payment.id)
      assert.equal(row.invoiceNumber, members[1].paid.number)
      assert.equal(row.memberName, 'Bruno Baker')
      assert.equal(row.memberEmail, members[1].paid.billToEmail)
      assert.equal(row.gatewayChargeId, members[1].payment.gatewayChargeId)
      assert.equal(row.amountSatang, 495_000)
      assert.equal(row.refundableSatang, 495_000)
      assert.equal(row.plan, 'personal')
      assert.isTrue(row.invoicePaid)
      assert.equal(row.memberId, members[1].paid.userId)
      assert.deepEqual(can, { refund: BILLING.includes(role), download: true })
    })
  }

  for (const role of [RoleSlug.USER, RoleSlug.LAWYER]) {
    test(`[spec 6] ${role} gets 403 on /admin/transactions, its CSV and a refund`, async ({
      client,
    }) => {
      const { members } = await seedPayments()
      const user = await createUser(role)
      await forbidden(client.get('/admin/transactions').withInertia().loginAs(user))
      await forbidden(client.get('/admin/transactions/export').loginAs(user))
      const refund = await client
        .post(`/admin/transactions/${members[0].payment.id}/refund`)
        .form({ amount_satang: 100, reason: 'Because' })
        .withCsrfToken()
        .loginAs(user)
      refund.assertStatus(403)
    })
  }

  test('[spec 2.9] filters: status, gateway, plan, date range and amount range', async ({
    client,
    assert,
  }) => {
    const { members, failed } = await seedPayments()
    const user = await createUser(RoleSlug.ACCOUNTING)
    const ids = async (qs: string) => {
      const response = await client.get(`/admin/transactions?${qs}`).withInertia().loginAs(user)
      response.assertStatus(200)
      return (response.inertiaProps as any).list.rows.map((row: any) => row.id).sort()
    }
    assert.deepEqual(await ids('status=failed'), [failed.id])
    assert.deepEqual(await ids('gateway=omise'), [failed.id])
    assert.lengthOf(await ids('plan=personal'), 4)
    assert.deepEqual(await ids('plan=business'), [])
    assert.deepEqual(await ids('from=2026-03-10&to=2026-03-12'), [members[1].payment.id])
    assert.deepEqual(await ids('amount_min=796&amount_max=5000'), [members[1].payment.id])
    // A malformed range is dropped, never an error; the list keeps the valid ones in its filters.
    const response = await client
      .get('/admin/transactions?from=yesterday&amount_max=abc&status=nope')
      .withInertia()
      .loginAs(user)
    response.assertStatus(200)
    assert.equal((response.inertiaProps as any).list.total, 4)
    const kept = await client.get('/admin/transactions?from=2026-03-10').withInertia().loginAs(user)
    assert.equal((kept.inertiaProps as any).list.filters.from, '2026-03-10')
  })

  test('[spec 2.9] search by member name, email, invoice number and charge id; sort by amount', async ({
    client,
    assert,
  }) => {
    const { members } = await seedPayments()
    const user = await createUser(RoleSlug.OFFICER_ACCESS)
    const search = async (q: string) => {
      const response = await client
        .get(`/admin/transactions?q=${encodeURIComponent(q)}`)
        .withInertia()
        .loginAs(user)
      return (response.inertiaProps as any).list.rows.map((row: any) => row.id)
    }
    assert.deepEqual(await search('bruno'), [members[1].payment.id])
    assert.deepEqual(await search('chai@example'), [members[2].payment.id])
    assert.deepEqual(await search(members[2].paid.number.toLowerCase()), [members[2].payment.id])
    assert.deepEqual(await search(members[0].payment.gatewayChargeId!), [members[0].payment.id])
    assert.deepEqual(await search('100%_'), [])

    const sorted = await client
      .get('/admin/transactions?sort=amount&dir=desc')
      .withInertia()
      .loginAs(user)
    const amounts = (sorted.inertiaProps as any).list.rows.map((row: any) => row.amountSatang)
    assert.deepEqual(amounts, [495_000, 79_550, 79_500, 79_500])
  })

  test('[spec 2.9] the CSV is the filtered set, with a BOM and escaped formulas, and the export is audited', async ({
    client,
    assert,
  }) => {
    const { members } = await seedPayments()
    await members[0].paid.merge({ billToName: '=HYPERLINK("x")' }).save()
    const user = await createUser(RoleSlug.OFFICER_ACCESS)
    const response = await client.get('/admin/transactions/export?status=successful').loginAs(user)
    response.assertStatus(200)
    response.assertHeader('content-type', 'text/csv; charset=utf-8')
    const text = response.text()
    assert.isTrue(text.startsWith('\uFEFF'))
    const lines = text.trim().split('\n')
    assert.lengthOf(lines, 4)
    assert.include(lines[0], 'Invoice')
    assert.include(text, members[1].paid.number)
    // Raw rows (no models) print what the models would: baht, ISO times, the invoice's fields.
    const paid = await Payment.query().where('invoice_id', members[1].paid.id).firstOrFail()
    const row = lines.find((line) => line.includes(members[1].paid.number))!
    assert.include(row, (paid.amountSatang / 100).toFixed(2))
    assert.include(row, paid.createdAt.toISO()!)
    assert.include(row, members[1].paid.billToEmail!)
    assert.include(text, `'=HYPERLINK`)
    assert.notInclude(text, 'failed')
    const audit = await AuditLog.query().where('action', 'transactions.exported').firstOrFail()
    assert.equal(audit.userId, user.id)
    assert.deepEqual((audit.changes as any).filters, { status: 'successful' })
  })
})

test.group('Admin Transactions refunds (SPEC §2.9)', (group) => {
  useDatabase(group)
  let gateway: RefundingGateway
  group.each.setup(() => {
    gateway = new RefundingGateway()
    useGateway(gateway.asGateway())
    return () => useGateway(null)
  })

  test('[spec 2.9] accounting refunds part of a payment: credit note, audit entry, refunded amount shown', async ({
    client,
    assert,
  }) => {
    const { payment } = await memberWithDocuments()
    const user = await createUser(RoleSlug.ACCOUNTING)
    const response = await client
      .post(`/admin/transactions/${payment.id}/refund`)
      .header('referer', '/admin/transactions')
      .form({ amount_satang: 20_000, reason: 'Goodwill partial refund', idempotency_key: 'k1' })
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    response.assertStatus(302)
    const note = await CreditNote.findByOrFail('payment_id', payment.id)
    assert.equal(note.amountSatang, 20_000)
    assert.equal(note.actorId, user.id)
    const audit = await AuditLog.query()
      .where('action', 'payment.refunded')
      .where('subject_id', String(payment.id))
      .firstOrFail()
    assert.equal(audit.userId, user.id)
    assert.equal(gateway.refunds.length, 1)

    // The same dialog submitted twice refunds once.
    await client
      .post(`/admin/transactions/${payment.id}/refund`)
      .form({ amount_satang: 20_000, reason: 'Goodwill partial refund', idempotency_key: 'k1' })
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    assert.equal(await countRows('credit_notes', { payment_id: payment.id }), 1)

    const list = await client.get('/admin/transactions').withInertia().loginAs(user)
    const row = (list.inertiaProps as any).list.rows.find((r: any) => r.id === payment.id)
    assert.equal(row.refundedSatang, 20_000)
    assert.equal(row.refundableSatang, payment.amountSatang - 20_000)
    const stored = await Payment.findOrFail(payment.id)
    assert.equal(stored.status, PaymentStatus.SUCCESSFUL)
  })

  test('[spec 5] a bad refund gets field messages in the staff language and changes nothing', async ({
    client,
    assert,
  }) => {
    const { payment } = await memberWithDocuments()
    const user = await createUser(RoleSlug.ADMIN)
    const thaiStaff = await createUser(RoleSlug.ADMIN, { locale: 'th' })
    const attempt = (form: Record<string, unknown>, who = user) =>
      client
        .post(`/admin/transactions/${payment.id}/refund`)
        .header('referer', '/admin/transactions')
        .form(form)
        .withCsrfToken()
        .loginAs(who)
        .redirects(0)

    const empty = await attempt({ amount_satang: '', reason: '' })
    empty.assertStatus(302)
    empty.assertFlashMessage('inputErrorsBag', {
      amount_satang: ['Enter the amount to refund.'],
      reason: ['Say why the payment is refunded.'],
    } as any)

    const tooMuch = await attempt({ amount_satang: payment.amountSatang + 1, reason: 'Too much' })
    tooMuch.assertStatus(302)
    const errors = (tooMuch.flashMessages() as any).inputErrorsBag
    assert.match(errors.amount_satang[0], /7[,.]?95/)

    const thai = await attempt({ amount_satang: '', reason: 'x' }, thaiStaff)
    const thaiErrors = (thai.flashMessages() as any).inputErrorsBag
    assert.equal(thaiErrors.amount_satang[0], 'กรุณาระบุจำนวนเงินที่จะคืน')

    assert.equal(await countRows('credit_notes'), 0)
    assert.equal(gateway.refunds.length, 0)
    const stored = await Payment.findOrFail(payment.id)
    assert.equal(stored.status, PaymentStatus.SUCCESSFUL)
  })

  test('[spec 6] officer_access sees the list but may not refund (403, nothing changed)', async ({
    client,
    assert,
  }) => {
    const { payment } = await memberWithDocuments()
    const user = await createUser(RoleSlug.OFFICER_ACCESS)
    const response = await client
      .post(`/admin/transactions/${payment.id}/refund`)
      .header('referer', '/admin/transactions')
      .form({ amount_satang: 1_000, reason: 'Not allowed' })
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    // A refused form post goes back with the error (Bouncer), a page visit gets 403.
    response.assertStatus(302)
    response.assertFlashMessage('error')
    assert.equal(await countRows('credit_notes'), 0)
  })

  test('[spec 2.9] staff download the invoice PDF linked from the list', async ({ client }) => {
    const { paid } = await memberWithDocuments()
    const user = await createUser(RoleSlug.OFFICER_ACCESS)
    const response = await client.get(`/admin/transactions/invoices/${paid.id}/pdf`).loginAs(user)
    response.assertStatus(200)
    response.assertHeader('content-type', 'application/pdf')
  })
})
