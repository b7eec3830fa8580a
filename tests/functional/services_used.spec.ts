import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import EntitlementUsage from '#models/entitlement_usage'
import { EntitlementKind, PlanSlug } from '#enums/billing'
import { recordService, reverseService } from '#services/support_desk/casework/service_log'
import { createUser, useDatabase } from '#tests/helpers'
import { matterFor, memberOn } from '#tests/support/casework'

const { LETTER_OR_CALL, DOCUMENT_REVIEW } = EntitlementKind

/** What the meter says of one kind this month. */
function monthOf(membership: any, kind: string) {
  return membership.usage.find((line: any) => line.kind === kind).month
}

test.group('What the member sees of the service log', (group) => {
  useDatabase(group)
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('[spec 9] the usage meter moves with each recorded service; a reversal subtracts; an extra service is not counted', async ({
    client,
    assert,
  }) => {
    const lawyer = await createUser(RoleSlug.LAWYER, { name: 'Lek Lawyer' })
    const { member, subscription } = await memberOn(PlanSlug.PERSONAL, '2026-01-10')
    const matter = await matterFor(subscription.id, lawyer, 'Deposit dispute')
    const who = { actor: lawyer, ip: null }
    const meter = async () => {
      const page = await client.get('/settings/subscriptions').withInertia().loginAs(member)
      const membership = page.inertiaProps.memberships.find((m: any) => m.id === subscription.id)
      return {
        letters: monthOf(membership, LETTER_OR_CALL),
        reviews: monthOf(membership, DOCUMENT_REVIEW),
      }
    }
    let now = await meter()
    assert.deepEqual(now.letters, { used: 0, limit: 1, left: 1 })
    const letter = await recordService(matter, { kind: LETTER_OR_CALL }, who)
    await recordService(matter, { kind: DOCUMENT_REVIEW, pages: 8 }, who)
    now = await meter()
    assert.deepEqual(now.letters, { used: 1, limit: 1, left: 0 })
    assert.equal(now.reviews.used, 1)
    await recordService(
      matter,
      { kind: LETTER_OR_CALL, extra: true, extraReason: 'Second letter' },
      who
    )
    now = await meter()
    assert.deepEqual(now.letters, { used: 1, limit: 1, left: 0 }, 'an extra service is not counted')
    await reverseService(matter, letter.entry, 'Wrong member', who)
    now = await meter()
    assert.deepEqual(now.letters, { used: 0, limit: 1, left: 1 })
  })

  test('[spec 9] Services used lists date, service, matter, lawyer, counted or extra with its price; only the member’s own', async ({
    client,
    assert,
  }) => {
    const lawyer = await createUser(RoleSlug.LAWYER, { name: 'Lek Lawyer' })
    const { member, subscription } = await memberOn(PlanSlug.PERSONAL, '2026-01-10')
    const other = await memberOn(PlanSlug.BUSINESS, '2026-01-10')
    const matter = await matterFor(subscription.id, lawyer, 'Deposit dispute')
    const theirs = await matterFor(other.subscription.id, lawyer, 'Not yours')
    const who = { actor: lawyer, ip: null }
    await recordService(matter, { kind: DOCUMENT_REVIEW, pages: 8 }, who)
    await recordService(matter, { kind: LETTER_OR_CALL }, who)
    const { invoice } = await recordService(
      matter,
      { kind: LETTER_OR_CALL, extra: true, extraReason: 'Second letter this month' },
      who
    )
    await recordService(theirs, { kind: LETTER_OR_CALL }, who)

    const page = await client.get('/settings/services-used').withInertia().loginAs(member)
    page.assertStatus(200)
    page.assertInertiaComponent('Settings/ServicesUsed')
    const rows = page.inertiaProps.list.rows
    assert.lengthOf(rows, 3)
    assert.isTrue(rows.every((row: any) => row.matter === 'Deposit dispute'))
    assert.isTrue(rows.every((row: any) => row.lawyer === 'Lek Lawyer'))
    const extra = rows.find((row: any) => row.extra)
    assert.equal(extra.priceSatang, invoice!.totalSatang)
    assert.equal(extra.invoiceNumber, invoice!.number)
    const review = rows.find((row: any) => row.kind === DOCUMENT_REVIEW)
    assert.include(review, { pages: 8, extra: false })
    assert.notProperty(review, 'note', 'staff notes stay with staff')

    const menu = page.inertiaProps.member_menu.map((entry: any) => entry.key)
    assert.include(menu, 'services-used')
    const thai = await client.get('/settings/services-used?lang=th').withInertia().loginAs(member)
    assert.equal(
      thai.inertiaProps.member_menu.find((entry: any) => entry.key === 'services-used').title,
      'บริการที่ใช้'
    )
  })

  test('[spec 9] a Services used row holds the service, its matter and lawyer, its price and invoice, a correction and who used it', async ({
    client,
    assert,
  }) => {
    const lawyer = await createUser(RoleSlug.LAWYER, { name: 'Lek Lawyer' })
    const officer = await createUser(RoleSlug.OFFICER_ACCESS, { name: 'Olga Officer' })
    const partner = await createUser(RoleSlug.USER, { name: 'Pat Partner' })
    const { member, subscription } = await memberOn(PlanSlug.PERSONAL, '2026-06-01')
    const matter = await matterFor(subscription.id, lawyer, 'Deposit dispute')
    // Recorded by the officer: the row names the matter's lawyer.
    const who = { actor: officer, ip: null }
    const review = await recordService(
      matter,
      { kind: DOCUMENT_REVIEW, pages: 8 },
      who,
      DateTime.fromISO('2026-06-10T03:00:00Z')
    )
    const { entry: extra, invoice } = await recordService(
      matter,
      { kind: EntitlementKind.LEGAL_OPINION, extra: true, extraReason: 'Not in the plan' },
      who,
      DateTime.fromISO('2026-06-11T03:00:00Z')
    )
    const reversal = await reverseService(matter, review.entry, 'Wrong member', who)
    // Asked for without a matter, used by the partner: the row names who recorded it.
    const research = await EntitlementUsage.create({
      subscriptionId: subscription.id,
      matterId: null,
      kind: EntitlementKind.RESEARCH_HOURS,
      quantity: 1,
      minutes: 90,
      usedAt: DateTime.fromISO('2026-06-12T03:00:00Z'),
      note: 'Staff only',
      recordedById: officer.id,
      usedById: partner.id,
      extra: false,
    })

    const page = await client.get('/settings/services-used').withInertia().loginAs(member)
    page.assertStatus(200)
    const rows = page.inertiaProps.list.rows as any[]
    const byId = (id: number) => rows.find((row) => row.id === id)
    assert.deepEqual(
      rows.map((row) => row.id),
      [research.id, extra.id, reversal.id, review.entry.id]
    )
    assert.deepEqual(byId(research.id), {
      id: research.id,
      kind: 'research_hours',
      usedAt: '2026-06-12T03:00:00.000Z',
      matter: null,
      lawyer: 'Olga Officer',
      pages: null,
      minutes: 90,
      extra: false,
      priceSatang: null,
      invoiceNumber: null,
      correction: false,
      usedBy: 'Pat Partner',
    })
    assert.deepEqual(byId(extra.id), {
      id: extra.id,
      kind: 'legal_opinion',
      usedAt: '2026-06-11T03:00:00.000Z',
      matter: 'Deposit dispute',
      lawyer: 'Lek Lawyer',
      pages: null,
      minutes: null,
      extra: true,
      priceSatang: invoice!.totalSatang,
      invoiceNumber: invoice!.number,
      correction: false,
      usedBy: member.name,
    })
    assert.deepEqual(byId(reversal.id), {
      id: reversal.id,
      kind: 'document_review',
      usedAt: '2026-06-10T03:00:00.000Z',
      matter: 'Deposit dispute',
      lawyer: 'Lek Lawyer',
      pages: -8,
      minutes: null,
      extra: false,
      priceSatang: null,
      invoiceNumber: null,
      correction: true,
      usedBy: member.name,
    })
    assert.deepEqual(byId(review.entry.id), {
      ...byId(reversal.id),
      id: review.entry.id,
      pages: 8,
      correction: false,
    })
  })

  test('[spec 9] Services used is a page at a time, newest first; a bad page or size never fails', async ({
    client,
    assert,
  }) => {
    const lawyer = await createUser(RoleSlug.LAWYER)
    const { member, subscription } = await memberOn(PlanSlug.BUSINESS, '2026-01-10')
    const other = await memberOn(PlanSlug.BUSINESS, '2026-01-10')
    const matter = await matterFor(subscription.id, lawyer, 'Contracts')
    const theirs = await matterFor(other.subscription.id, lawyer, 'Not yours')
    // A long history, logged as the service log stores it.
    await EntitlementUsage.createMany(
      Array.from({ length: 27 }, (_, index) => ({
        subscriptionId: subscription.id,
        matterId: matter.id,
        kind: LETTER_OR_CALL,
        quantity: 1,
        usedAt: DateTime.fromISO('2026-02-01T09:00:00Z').plus({ days: index }),
        recordedById: lawyer.id,
        extra: false,
      }))
    )
    await recordService(theirs, { kind: LETTER_OR_CALL }, { actor: lawyer, ip: null })
    const first = await client.get('/settings/services-used').withInertia().loginAs(member)
    const list = first.inertiaProps.list as any
    assert.equal(list.total, 27)
    assert.equal(list.pages, 2)
    assert.lengthOf(list.rows, 25)
    assert.isTrue(list.rows[0].usedAt > list.rows[24].usedAt, 'newest first')
    const second = await client.get('/settings/services-used?page=2').withInertia().loginAs(member)
    assert.lengthOf((second.inertiaProps.list as any).rows, 2)
    const bad = await client
      .get('/settings/services-used?page=abc&size=-4&sort=password&dir=sideways')
      .withInertia()
      .loginAs(member)
    bad.assertStatus(200)
    assert.equal((bad.inertiaProps.list as any).page, 1)
  })

  test('[spec 9] the extra service is an open invoice in Settings › Invoices, named by its service, that the member can pay now', async ({
    client,
    assert,
  }) => {
    const lawyer = await createUser(RoleSlug.LAWYER)
    const { member, subscription } = await memberOn(PlanSlug.PERSONAL, '2026-01-10')
    const matter = await matterFor(subscription.id, lawyer, 'Deposit dispute')
    const { invoice } = await recordService(
      matter,
      { kind: EntitlementKind.LEGAL_OPINION, extra: true, extraReason: 'Not in the plan' },
      { actor: lawyer, ip: null }
    )
    const page = await client.get('/settings/invoices').withInertia().loginAs(member)
    const row = page.inertiaProps.list.rows.find((r: any) => r.number === invoice!.number)
    assert.equal(row.status, 'open')
    assert.deepEqual(row.extraService, { kind: 'legal_opinion', matter: 'Deposit dispute' })
    const pay = await client
      .get('/settings/payment-methods')
      .qs({ invoice: invoice!.number })
      .withInertia()
      .loginAs(member)
    pay.assertStatus(200)
    assert.include(JSON.stringify(pay.inertiaProps), invoice!.number)
  })
})
