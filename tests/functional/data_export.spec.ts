import { test } from '@japa/runner'
import { readFile, stat } from 'node:fs/promises'
import { DateTime } from 'luxon'
import { unzipSync, strFromU8 } from 'fflate'
import mail from '@adonisjs/mail/services/main'
import queue from '@adonisjs/queue/services/main'
import { RoleSlug } from '#enums/role'
import DataExport from '#models/data_export'
import ChatConversation from '#models/chat_conversation'
import ChatMessage from '#models/chat_message'
import PrepareDataExportJob from '#jobs/prepare_data_export_job'
import DataExportReadyMail from '#mails/data_export_ready_mail'
import {
  archivePath,
  downloadUrl,
  prepareExport,
  prepareStalePendingExports,
  purgeExpiredExports,
  requestExport,
} from '#services/accounts/data_export'
import { countRows, createUser, useDatabase } from '#tests/helpers'
import { memberWithDocuments } from '#tests/support/documents_fixtures'
import {
  AuditLogFactory,
  ConsultancyRequestFactory,
  LeadFactory,
  SupportTicketFactory,
} from '#database/factories/content_factories'
import { clearThrottles } from '#tests/support/throttles'

/** A member with documents, a partner, a child, a ticket, a consultancy request, a lead and an audit entry. */
async function richMember() {
  const fixture = await memberWithDocuments({ name: 'Pim Export', locale: 'en' })
  const { user, membership } = fixture
  await membership.related('partner').create({ name: 'Kai Partner' })
  await membership.related('dependants').create({
    name: 'Ava Child',
    dateOfBirth: DateTime.now().minus({ years: 7 }).startOf('day'),
    relation: 'child',
    livesAtHome: true,
    underGuardianship: false,
  })
  await SupportTicketFactory.merge({
    userId: null,
    email: user.email,
    category: 'Billing',
  }).create()
  await ConsultancyRequestFactory.merge({ userId: user.id }).create()
  const lead = await LeadFactory.merge({ email: user.email }).create()
  // The GPT Chatroom the lead popup opened: the transcript is the member's data too.
  const conversation = await ChatConversation.create({
    publicId: `conv-${lead.id}`,
    leadId: lead.id,
    locale: 'en',
    status: 'closed' as any,
  })
  await ChatMessage.createMany([
    {
      conversationId: conversation.publicId,
      sender: 'user' as any,
      content: 'My landlord kept the deposit',
    },
    {
      conversationId: conversation.publicId,
      sender: 'bot' as any,
      content: 'Here is what the FAQ says',
    },
  ])
  await AuditLogFactory.merge({ subjectType: 'User', subjectId: String(user.id) }).create()
  return fixture
}

async function preparedExport(user: any) {
  const { export: row } = await requestExport(user)
  await prepareExport(row.id)
  await row.refresh()
  return row
}

/** Path and query of the mailed link (the test client adds its own host). */
const localPath = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}

test.group('PDPA data export', (group) => {
  useDatabase(group)
  group.each.setup(() => clearThrottles())

  test('[spec 7] asking for my data queues one export and says an email will follow', async ({
    client,
    assert,
  }) => {
    const fake = queue.fake()
    try {
      const user = await createUser(RoleSlug.USER)
      const first = await client
        .post('/settings/data-export')
        .withCsrfToken()
        .loginAs(user)
        .redirects(0)
      first.assertHeader('location', '/settings/data-export')
      first.assertFlashMessage(
        'success',
        'We are preparing your data. You will receive an email with the download link in a few minutes.'
      )
      const row = await DataExport.findByOrFail('user_id', user.id)
      assert.equal(row.status, 'pending')
      fake.assertPushed(PrepareDataExportJob, { payload: { exportId: row.id } })

      const second = await client
        .post('/settings/data-export')
        .withCsrfToken()
        .loginAs(user)
        .redirects(0)
      second.assertFlashMessage(
        'info',
        'Your data is already being prepared. You will receive an email shortly.'
      )
      assert.equal(await countRows('data_exports', { user_id: user.id }), 1)
      fake.assertPushedCount(1)

      const page = await client.get('/settings/data-export').withInertia().loginAs(user)
      page.assertInertiaComponent('Settings/DataExport')
      assert.deepInclude((page.inertiaProps.exports as any[])[0], {
        id: row.id,
        status: 'pending',
        downloadUrl: null,
      })
    } finally {
      queue.restore()
    }
  })

  test('[spec 7] the ZIP holds a JSON of every record about the member and their documents, and a link is mailed', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    try {
      const { user, membership, paid, payment, agreement } = await richMember()
      const other = await memberWithDocuments({ name: 'Someone Else' })
      const row = await preparedExport(user)
      assert.equal(row.status, 'ready')
      assert.isTrue(row.expiresAt! > DateTime.utc().plus({ days: 6 }))
      assert.isTrue(row.expiresAt! <= DateTime.utc().plus({ days: 7 }))

      const zip = unzipSync(new Uint8Array(await readFile(archivePath(row))))
      assert.includeMembers(Object.keys(zip), [
        'README.txt',
        'data.json',
        `documents/invoices/${paid.number}.pdf`,
      ])
      assert.isTrue(Object.keys(zip).some((name) => name.startsWith('documents/plan_agreements/')))
      const data = JSON.parse(strFromU8(zip['data.json']))
      assert.equal(data.user.email, user.email)
      assert.notProperty(data.user, 'password')
      assert.deepEqual(
        data.memberships.map((m: any) => m.membership_number),
        [membership.membershipNumber]
      )
      assert.deepEqual(
        data.invoices.map((i: any) => i.number).sort(),
        [
          paid.number,
          ...data.invoices.map((i: any) => i.number).filter((n: string) => n !== paid.number),
        ].sort()
      )
      assert.deepEqual(
        data.payments.map((p: any) => p.id),
        [payment.id]
      )
      assert.deepEqual(
        data.partners.map((p: any) => p.name),
        ['Kai Partner']
      )
      assert.deepEqual(
        data.dependants.map((d: any) => d.name),
        ['Ava Child']
      )
      assert.lengthOf(data.support_tickets, 1)
      assert.lengthOf(data.consultancy_requests, 1)
      assert.lengthOf(data.leads, 1)
      assert.lengthOf(data.chat_conversations, 1)
      assert.deepEqual(
        data.chat_messages.map((m: any) => m.content),
        ['My landlord kept the deposit', 'Here is what the FAQ says']
      )
      assert.deepEqual(
        data.plan_agreements.map((a: any) => a.id),
        [agreement.id]
      )
      assert.isAtLeast(data.audit_entries.length, 1)
      // Nothing of another member.
      const json = strFromU8(zip['data.json'])
      assert.notInclude(json, other.user.email)
      assert.notInclude(json, other.membership.membershipNumber)

      mails.assertQueued(DataExportReadyMail, (message) => {
        return (
          message.recipient.email === user.email &&
          message.url.includes(`/settings/data-export/${row.id}/download?`) &&
          message.url.includes('signature=')
        )
      })
      const sent = mails.queued().find((entry) => entry instanceof DataExportReadyMail)!
      await sent.buildWithContents()
      sent.message.assertSubject('Your Lexpat data is ready to download')
      sent.message.assertTextIncludes(sent.url)
      sent.message.assertHtmlIncludes('Download my data')
      // Running the job again changes nothing (idempotent).
      await prepareExport(row.id)
      assert.equal(await countRows('data_exports', { user_id: user.id, status: 'ready' }), 1)
    } finally {
      mail.restore()
    }
  })

  test('[spec 7] the mailed link downloads the ZIP for its owner only, signed', async ({
    client,
    assert,
  }) => {
    mail.fake()
    try {
      const { user } = await richMember()
      const row = await preparedExport(user)
      const link = localPath(downloadUrl(row))

      const owner = await client.get(link).loginAs(user)
      owner.assertStatus(200)
      assert.equal(owner.header('content-type'), 'application/zip')
      assert.match(
        String(owner.header('content-disposition')),
        /^attachment; filename="lexpat-data-\d{4}-\d{2}-\d{2}\.zip"$/
      )
      assert.include(String(owner.header('cache-control')), 'no-store')
      await row.refresh()
      assert.isNotNull(row.downloadedAt)

      const guest = await client.get(link).redirects(0)
      guest.assertStatus(302)
      assert.match(String(guest.header('location')), /^\/login(\?|$)/)

      const stranger = await createUser(RoleSlug.USER)
      const strangers = await client.get(link).loginAs(stranger)
      strangers.assertStatus(404)

      const unsigned = `/settings/data-export/${row.id}/download`
      const unsignedAnswer = await client.get(unsigned).loginAs(user)
      unsignedAnswer.assertStatus(404)
      const tampered = link.replace(`/data-export/${row.id}/`, `/data-export/${row.id + 1}/`)
      const tamperedAnswer = await client.get(tampered).loginAs(user)
      tamperedAnswer.assertStatus(404)
    } finally {
      mail.restore()
    }
  })

  test('[spec 7] after the expiry the link is refused and the file is deleted', async ({
    client,
    assert,
  }) => {
    mail.fake()
    try {
      const { user } = await richMember()
      const row = await preparedExport(user)
      const link = localPath(downloadUrl(row))
      const file = archivePath(row)
      row.expiresAt = DateTime.utc().minus({ minutes: 1 })
      await row.save()

      const late = await client.get(link).loginAs(user).redirects(0)
      late.assertStatus(302)
      late.assertHeader('location', '/settings/data-export')
      late.assertFlashMessage(
        'error',
        'That download link has expired and the file was deleted. Prepare a new copy below.'
      )
      assert.equal(await purgeExpiredExports(), 1)
      await row.refresh()
      assert.equal(row.status, 'expired')
      assert.isNull(row.fileName)
      await assert.rejects(() => stat(file))
      const page = await client.get('/settings/data-export').withInertia().loginAs(user)
      assert.deepInclude((page.inertiaProps.exports as any[])[0], {
        status: 'expired',
        downloadUrl: null,
      })
    } finally {
      mail.restore()
    }
  })

  test('[spec 7] a request whose job never ran is prepared by the hourly sweep', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    try {
      const user = await createUser(RoleSlug.USER)
      const { export: row } = await requestExport(user, DateTime.utc().minus({ hours: 1 }))
      const fresh = await createUser(RoleSlug.USER)
      await requestExport(fresh)
      assert.equal(await prepareStalePendingExports(), 1)
      await row.refresh()
      assert.equal(row.status, 'ready')
      mails.assertQueued(DataExportReadyMail, (message) => message.recipient.email === user.email)
    } finally {
      mail.restore()
    }
  })

  test('[spec 7] Profile Details links to the data export, which links to account deletion', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const profile = await client
      .get('/settings/profile-details?lang=th')
      .withInertia()
      .loginAs(user)
    const messages = profile.inertiaProps.page_translations as Record<string, string>
    assert.equal(messages['data_export.profile.link'], 'ดาวน์โหลดข้อมูลของฉัน')
    const page = await client.get('/settings/data-export').withInertia().loginAs(user)
    const own = page.inertiaProps.page_translations as Record<string, string>
    assert.equal(own['data_export.delete_link'], 'Go to account deletion')
    assert.notProperty(own, 'data_export.mail.subject')
  })
})
