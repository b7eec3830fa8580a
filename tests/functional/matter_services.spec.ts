import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import { RoleSlug } from '#enums/role'
import { EntitlementKind, InvoiceStatus, PlanSlug } from '#enums/billing'
import AuditLog from '#models/audit_log'
import EntitlementUsage from '#models/entitlement_usage'
import Invoice from '#models/invoice'
import clock from '#services/billing/clock'
import settingsStore from '#services/platform/settings_store'
import { usageFor } from '#services/memberships/entitlements'
import {
  CaseworkSettings,
  recordService,
  reverseService,
} from '#services/support_desk/casework/service_log'
import { ExtraServiceBilledMail } from '#mails/extra_service_mail'
import { taxInvoiceDocument } from '#services/documents/documents'
import { pdfText, readable } from '#tests/support/documents_pdf'
import { countRows, createUser, useDatabase } from '#tests/helpers'
import { bangkok, matterFor, memberOn } from '#tests/support/casework'
import { Refusal } from '#exceptions/refusal'

const { LETTER_OR_CALL, DOCUMENT_REVIEW, RESEARCH_HOURS, LEGAL_OPINION, ADVICE } = EntitlementKind

/** The refusal code of a service that is not counted, or 'counted'. */
async function outcome(promise: Promise<unknown>) {
  try {
    await promise
    return 'counted'
  } catch (error) {
    if (error instanceof Refusal && error.code === 'E_SERVICE_REFUSED') return error.data!.reason
    throw error
  }
}

async function setup(plan: PlanSlug, startedAt = '2026-03-15') {
  const lawyer = await createUser(RoleSlug.LAWYER)
  const { member, subscription } = await memberOn(plan, startedAt)
  const matter = await matterFor(subscription.id, lawyer)
  const who = { actor: lawyer, ip: null }
  return { lawyer, member, subscription, matter, who }
}

function post(client: any, user: any, url: string, form: Record<string, unknown>) {
  return client.post(url).form(form).withCsrfToken().redirects(0).loginAs(user)
}

test.group('Service log against the plan limits (SPEC §9)', (group) => {
  useDatabase(group)
  group.each.teardown(() => clock.travelBack())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('[spec 9] Personal: the 1st letter in a month is counted (none left), the 2nd refused, counted again the next month (Bangkok)', async ({
    assert,
  }) => {
    const { matter, who } = await setup(PlanSlug.PERSONAL)
    const first = await recordService(
      matter,
      { kind: LETTER_OR_CALL },
      who,
      bangkok('2026-05-01T00:05')
    )
    assert.deepEqual(first.check, {
      counted: true,
      unlimited: false,
      left: { month: 0, year: null, total: null },
      researchMinutesLeft: null,
    })
    assert.equal(
      await outcome(
        recordService(matter, { kind: LETTER_OR_CALL }, who, bangkok('2026-05-31T23:55'))
      ),
      'month'
    )
    assert.equal(
      await outcome(
        recordService(matter, { kind: LETTER_OR_CALL }, who, bangkok('2026-06-01T00:00'))
      ),
      'counted'
    )
    assert.equal(await countRows('entitlement_usages'), 2)
  })

  test('[spec 9] Personal: a document up to 15 pages is counted, 16 pages is refused; a legal opinion is not in the plan', async ({
    assert,
  }) => {
    const { matter, who } = await setup(PlanSlug.PERSONAL)
    assert.equal(
      await outcome(recordService(matter, { kind: DOCUMENT_REVIEW, pages: 15 }, who)),
      'counted'
    )
    assert.equal(
      await outcome(recordService(matter, { kind: DOCUMENT_REVIEW, pages: 16 }, who)),
      'pages_over'
    )
    assert.equal(
      await outcome(recordService(matter, { kind: DOCUMENT_REVIEW }, who)),
      'pages_required'
    )
    assert.equal(await outcome(recordService(matter, { kind: LEGAL_OPINION }, who)), 'not_included')
    assert.equal(await outcome(recordService(matter, { kind: ADVICE }, who)), 'counted')
  })

  test('[spec 9] Business: letters 1st, 6th (last counted) and 7th (refused) in a month; 30 a membership year, counted again after the anniversary', async ({
    assert,
  }) => {
    const { matter, who } = await setup(PlanSlug.BUSINESS, '2026-03-15')
    const at = (iso: string) => bangkok(iso)
    const first = await recordService(matter, { kind: LETTER_OR_CALL }, who, at('2026-04-01T09:00'))
    assert.deepInclude(first.check, { left: { month: 5, year: 29, total: null } })
    for (let day = 2; day <= 5; day++)
      await recordService(matter, { kind: LETTER_OR_CALL }, who, at(`2026-04-0${day}T09:00`))
    const sixth = await recordService(matter, { kind: LETTER_OR_CALL }, who, at('2026-04-30T23:00'))
    assert.deepInclude(sixth.check, { left: { month: 0, year: 24, total: null } })
    assert.equal(
      await outcome(recordService(matter, { kind: LETTER_OR_CALL }, who, at('2026-04-30T23:30'))),
      'month'
    )
    // Four more months of six: 30 in the membership year (15 March 2026 - 14 March 2027).
    for (const month of ['05', '06', '07', '08'])
      for (let day = 1; day <= 6; day++)
        await recordService(
          matter,
          { kind: LETTER_OR_CALL },
          who,
          at(`2026-${month}-0${day}T09:00`)
        )
    const usage = await usageFor(matter.subscription, at('2026-09-01T09:00'))
    assert.deepEqual(usage.find((line) => line.kind === LETTER_OR_CALL)!.year, {
      used: 30,
      limit: 30,
      left: 0,
    })
    assert.equal(
      await outcome(recordService(matter, { kind: LETTER_OR_CALL }, who, at('2027-03-14T23:59'))),
      'year'
    )
    assert.equal(
      await outcome(recordService(matter, { kind: LETTER_OR_CALL }, who, at('2027-03-15T00:01'))),
      'counted'
    )
  })

  test('[spec 9] Business: two documents a month of up to 10 pages each; research up to 60 minutes per matter', async ({
    assert,
  }) => {
    const { subscription, matter, who, lawyer } = await setup(PlanSlug.BUSINESS)
    assert.equal(
      await outcome(recordService(matter, { kind: DOCUMENT_REVIEW, pages: 11 }, who)),
      'pages_over'
    )
    assert.equal(
      await outcome(recordService(matter, { kind: DOCUMENT_REVIEW, pages: 10 }, who)),
      'counted'
    )
    assert.equal(
      await outcome(recordService(matter, { kind: DOCUMENT_REVIEW, pages: 1 }, who)),
      'counted'
    )
    assert.equal(
      await outcome(recordService(matter, { kind: DOCUMENT_REVIEW, pages: 1 }, who)),
      'month'
    )

    const research = await recordService(matter, { kind: RESEARCH_HOURS, minutes: 45 }, who)
    assert.equal(research.check.counted && research.check.researchMinutesLeft, 15)
    assert.equal(
      await outcome(recordService(matter, { kind: RESEARCH_HOURS, minutes: 16 }, who)),
      'research_over'
    )
    assert.equal(
      await outcome(recordService(matter, { kind: RESEARCH_HOURS, minutes: 15 }, who)),
      'counted'
    )
    assert.equal(
      await outcome(recordService(matter, { kind: RESEARCH_HOURS, minutes: 1 }, who)),
      'research_over'
    )
    // Another matter of the same member has its own hour.
    const other = await matterFor(subscription.id, lawyer, 'Second matter')
    assert.equal(
      await outcome(recordService(other, { kind: RESEARCH_HOURS, minutes: 60 }, who)),
      'counted'
    )
  })

  test('[spec 9] beyond a limit a service is recorded as an extra service: priced at the hourly rate less the member discount, invoiced and mailed', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    await settingsStore.set(CaseworkSettings.HOURLY_RATE_SATANG, 4_000_00)
    await settingsStore.set(CaseworkSettings.MEMBER_DISCOUNT_PERCENT, 20)
    const { matter, member, who } = await setup(PlanSlug.PERSONAL)
    await recordService(matter, { kind: LETTER_OR_CALL }, who)
    assert.equal(
      await outcome(recordService(matter, { kind: ADVICE, extra: true, extraReason: 'x' }, who)),
      'within_limits'
    )
    const { entry, invoice } = await recordService(
      matter,
      { kind: LETTER_OR_CALL, extra: true, extraReason: 'Second letter this month' },
      who
    )
    assert.isTrue(entry.extra)
    assert.equal(entry.priceSatang, 3_200_00)
    assert.equal(invoice!.totalSatang, 3_200_00)
    assert.equal(invoice!.status, InvoiceStatus.OPEN)
    assert.equal(invoice!.userId, member.id)
    // Extra services do not use up the plan.
    const usage = await usageFor(matter.subscription, clock.now())
    assert.equal(usage.find((line) => line.kind === LETTER_OR_CALL)!.month.used, 1)

    const sent = mails.queued().find((m) => m instanceof ExtraServiceBilledMail)!
    assert.exists(sent)
    await sent.buildWithContents()
    sent.message.assertTo(member.email, member.name)
    sent.message.assertSubject(`Extra service billed: invoice ${invoice!.number}`)
    sent.message.assertHtmlIncludes('Second letter this month')
    sent.message.assertHtmlIncludes('/settings/invoices')
    assert.exists(await AuditLog.findBy('action', 'matter.service_recorded'))
  })

  test('[spec 9] the discount setting stays within 10-25 %', async ({ assert }) => {
    await settingsStore.set(CaseworkSettings.HOURLY_RATE_SATANG, 1_000_00)
    await settingsStore.set(CaseworkSettings.MEMBER_DISCOUNT_PERCENT, 90)
    const { matter, who } = await setup(PlanSlug.PERSONAL)
    const { entry } = await recordService(
      matter,
      { kind: LEGAL_OPINION, extra: true, extraReason: 'Not in the Personal plan' },
      who
    )
    assert.equal(entry.priceSatang, 750_00)
  })

  test('[spec 9] a correction is a reversing entry with a reason: the count comes back, an extra service’s open invoice is voided, no entry is reversed twice', async ({
    assert,
  }) => {
    const { matter, who } = await setup(PlanSlug.PERSONAL)
    const { entry } = await recordService(matter, { kind: LETTER_OR_CALL }, who)
    const reversal = await reverseService(matter, entry, 'Logged on the wrong member', who)
    assert.equal(reversal.quantity, -1)
    assert.equal(reversal.reversesId, entry.id)
    await entry.refresh()
    assert.equal(entry.quantity, 1, 'the original entry is never edited')
    assert.equal(await outcome(reverseService(matter, entry, 'again', who)), 'already_reversed')
    assert.equal(await outcome(reverseService(matter, reversal, 'again', who)), 'is_reversal')
    assert.equal(await outcome(recordService(matter, { kind: LETTER_OR_CALL }, who)), 'counted')

    const extra = await recordService(
      matter,
      { kind: LETTER_OR_CALL, extra: true, extraReason: 'Second letter' },
      who
    )
    await reverseService(matter, extra.entry, 'Billed by mistake', who)
    const invoice = await Invoice.findOrFail(extra.invoice!.id)
    assert.equal(invoice.status, InvoiceStatus.VOID)
    const audit = await AuditLog.query().where('action', 'matter.service_reversed')
    assert.lengthOf(audit, 2)
  })

  test('[spec 9] the extra-fee invoice, once paid, prints the service as its line (English and Thai)', async ({
    assert,
  }) => {
    // THB 1,000 an hour less the 25 % member discount: a legal opinion is billed THB 750.
    await settingsStore.set(CaseworkSettings.HOURLY_RATE_SATANG, 1_000_00)
    await settingsStore.set(CaseworkSettings.MEMBER_DISCOUNT_PERCENT, 25)
    const { matter, who } = await setup(PlanSlug.PERSONAL)
    matter.title = 'Deposit dispute'
    await matter.save()
    const { invoice } = await recordService(
      matter,
      { kind: LEGAL_OPINION, extra: true, extraReason: 'Not in the plan' },
      who,
      bangkok('2026-06-10T10:00')
    )
    invoice!.status = InvoiceStatus.PAID
    invoice!.paidAt = invoice!.issuedAt
    await invoice!.save()
    const en = await taxInvoiceDocument(invoice!, 'en')
    const text = readable(await pdfText(en.pdf, 'extra-service-en')).replace(/\s+/g, ' ')
    assert.include(text, 'Extra service beyond the Personal plan: Legal opinion')
    assert.include(text, 'matter "Deposit dispute", 10 June 2026')
    assert.include(text, 'Total (THB) 750.00')
    const th = await taxInvoiceDocument(invoice!, 'th')
    assert.include(
      readable(await pdfText(th.pdf, 'extra-service-th')),
      readable('ความเห็นทางกฎหมาย')
    )
  })

  test('[spec 9] staff record over HTTP: what is left is said; beyond the limit a field message and nothing recorded; extra needs a reason', async ({
    client,
    assert,
  }) => {
    const { matter, lawyer } = await setup(PlanSlug.PERSONAL)
    const url = `/admin/matters/${matter.id}/services`
    const first = await post(client, lawyer, url, { kind: 'letter_or_call' })
    assert.equal(first.header('location'), `/admin/matters/${matter.id}`)
    assert.equal(
      first.flashMessages().success,
      'Letter or call on the member\u2019s behalf recorded: 0 left this month.'.replace(
        '\u2019',
        "'"
      )
    )
    const second = await post(client, lawyer, url, { kind: 'letter_or_call' })
    assert.deepEqual(second.flashMessages().inputErrorsBag.kind, [
      'The plan allows 1 a month and none are left this month: record it as an extra service.',
    ])
    const noReason = await post(client, lawyer, url, { kind: 'letter_or_call', extra: true })
    assert.deepEqual(noReason.flashMessages().inputErrorsBag.extra_reason, [
      'Give the reason for the extra service.',
    ])
    assert.equal(await countRows('entitlement_usages'), 1)
    const extra = await post(client, lawyer, url, {
      kind: 'letter_or_call',
      extra: true,
      extra_reason: 'Urgent second letter',
    })
    assert.match(extra.flashMessages().success, /recorded as an extra service: invoice INV-/)
    const entry = await EntitlementUsage.query().where('extra', true).firstOrFail()
    const reverse = await post(
      client,
      lawyer,
      `/admin/matters/${matter.id}/services/${entry.id}/reverse`,
      {
        reason: 'Member withdrew',
      }
    )
    assert.equal(reverse.flashMessages().success, 'The entry was reversed.')
    assert.equal(await countRows('entitlement_usages'), 3)
  })
})
