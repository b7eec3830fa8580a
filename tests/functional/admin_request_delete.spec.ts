import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import { RoleSlug } from '#enums/role'
import { DeletionRequestStatus } from '#enums/content'
import DeletionRequest from '#models/deletion_request'
import User from '#models/user'
import AuditLog from '#models/audit_log'
import DeletionRefusedMail from '#mails/deletion_refused_mail'
import { createUser, countRows, useDatabase } from '#tests/helpers'

async function request(email: string, overrides: Partial<DeletionRequest> = {}) {
  return DeletionRequest.create({
    email,
    reason: 'I no longer use the service.',
    status: DeletionRequestStatus.PENDING,
    userId: null,
    ...overrides,
  })
}

test.group('Admin Request Delete (SPEC §2.9, PDPA)', (group) => {
  useDatabase(group)

  test('[spec 2.9] super_admin sees the requests with the 30-day legal deadline, overdue flagged', async ({
    client,
    assert,
  }) => {
    const member = await createUser(RoleSlug.USER, { email: 'member@example.test' })
    await request('old@example.test', { createdAt: DateTime.utc().minus({ days: 33 }) })
    await request('member@example.test', {
      userId: member.id,
      createdAt: DateTime.utc().minus({ days: 10 }),
    })
    const boss = await createUser(RoleSlug.SUPER_ADMIN)
    const response = await client.get('/admin/request_delete').withInertia().loginAs(boss)
    response.assertStatus(200)
    response.assertInertiaComponent('Admin/RequestDelete')
    assert.deepEqual(response.inertiaProps.can, { erase: true })
    const [old, recent] = response.inertiaProps.list.rows
    assert.containsSubset(old, { email: 'old@example.test', source: 'public', overdue: true })
    assert.equal(old.daysLeft, -3)
    assert.containsSubset(recent, {
      email: 'member@example.test',
      source: 'member',
      overdue: false,
    })
    assert.equal(recent.daysLeft, 20)

    const get = (qs: Record<string, string>) =>
      client.get('/admin/request_delete').qs(qs).withInertia().loginAs(boss)
    const emails = (r: any) => r.inertiaProps.list.rows.map((row: any) => row.email)
    assert.deepEqual(emails(await get({ source: 'member' })), ['member@example.test'])
    assert.deepEqual(emails(await get({ q: 'OLD@' })), ['old@example.test'])
    assert.deepEqual(emails(await get({ sort: 'email', dir: 'desc' })), [
      'old@example.test',
      'member@example.test',
    ])
    assert.deepEqual(emails(await get({ verified: 'yes' })), [])
  })

  for (const role of [
    RoleSlug.ADMIN,
    RoleSlug.ACCOUNTING,
    RoleSlug.OFFICER_ACCESS,
    RoleSlug.LAWYER,
    RoleSlug.USER,
  ]) {
    test(`[spec 6] ${role} gets 403 on Request Delete and each of its actions`, async ({
      client,
      assert,
    }) => {
      const row = await request('someone@example.test')
      const user = await createUser(role)
      const page = await client.get('/admin/request_delete').withInertia().loginAs(user)
      page.assertStatus(403)
      for (const action of ['verify', 'execute', 'refuse']) {
        const response = await client
          .post(`/admin/request_delete/${row.id}/${action}`)
          .withCsrfToken()
          .form({ note: 'Checked the passport', reason: 'Not allowed' })
          .redirects(0)
          .loginAs(user)
        response.assertStatus(403)
      }
      await row.refresh()
      assert.equal(row.status, DeletionRequestStatus.PENDING)
      assert.isNull(row.verifiedAt)
    })
  }

  test('[spec 2.9] verify with a note, then execute: the account is anonymised, signed out, audited', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const member = await createUser(RoleSlug.USER, { email: 'leaving@example.test' })
    const row = await request('leaving@example.test')
    const boss = await createUser(RoleSlug.SUPER_ADMIN)
    const post = (action: string, form: Record<string, string> = {}) =>
      client
        .post(`/admin/request_delete/${row.id}/${action}`)
        .withCsrfToken()
        .header('referer', '/admin/request_delete')
        .form(form)
        .redirects(0)
        .loginAs(boss)

    // Not before the identity is verified.
    const early = await post('execute')
    assert.equal(early.flashMessages().error, "Verify the requester's identity first.")
    const untouched = await User.findOrFail(member.id)
    assert.isNull(untouched.deletedAt)

    const noNote = await post('verify', { note: '' })
    assert.property(noNote.flashMessages().inputErrorsBag, 'note')
    await row.refresh()
    assert.isNull(row.verifiedAt)

    const verified = await post('verify', { note: 'Video call, passport matched' })
    verified.assertStatus(302)
    await row.refresh()
    assert.isNotNull(row.verifiedAt)
    assert.equal(row.verifiedBy, boss.id)
    assert.equal(row.verificationNote, 'Video call, passport matched')

    const done = await post('execute')
    assert.equal(done.flashMessages().success, 'The account has been deleted.')
    await row.refresh()
    assert.equal(row.status, DeletionRequestStatus.PROCESSED)
    assert.equal(row.processedBy, boss.id)
    assert.equal(row.userId, member.id)
    const erased = await User.query().where('id', member.id).firstOrFail()
    assert.isNotNull(erased.deletedAt)
    assert.notEqual(erased.email, 'leaving@example.test')
    // One request record: the staff-processed one, not a second in the member's name.
    assert.equal(await countRows('deletion_requests'), 1)
    const entries = await AuditLog.query().where('user_id', boss.id).orderBy('id')
    const actions = entries.map((entry) => entry.action)
    assert.deepEqual(actions, [
      'deletion_request.verified',
      'account.deleted',
      'deletion_request.executed',
    ])

    const again = await post('refuse', { reason: 'Too late to refuse now' })
    assert.equal(again.flashMessages().error, 'This request has already been handled.')
  })

  test('[spec 2.9] refuse needs a reason and mails it to the requester; staff accounts are not erased here', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await createUser(RoleSlug.USER, { email: 'stay@example.test', locale: 'th' })
    const row = await request('stay@example.test')
    const staffRow = await request('colleague@example.test', {
      verifiedAt: DateTime.utc(),
    })
    await createUser(RoleSlug.ACCOUNTING, { email: 'colleague@example.test' })
    const boss = await createUser(RoleSlug.SUPER_ADMIN)
    const post = (id: number, action: string, form: Record<string, string> = {}) =>
      client
        .post(`/admin/request_delete/${id}/${action}`)
        .withCsrfToken()
        .header('referer', '/admin/request_delete')
        .form(form)
        .redirects(0)
        .loginAs(boss)

    const empty = await post(row.id, 'refuse', { reason: '' })
    assert.property(empty.flashMessages().inputErrorsBag, 'reason')
    assert.lengthOf(mails.queued(), 0)

    await post(row.id, 'refuse', { reason: 'An unpaid invoice must be settled first.' })
    await row.refresh()
    assert.equal(row.status, DeletionRequestStatus.REJECTED)
    assert.equal(row.refusalReason, 'An unpaid invoice must be settled first.')
    const sent = mails.queued().find((entry) => entry instanceof DeletionRefusedMail)!
    await sent.buildWithContents()
    sent.message.assertTo('stay@example.test')
    sent.message.assertTextIncludes('An unpaid invoice must be settled first.')
    sent.message.assertTextIncludes('เหตุผล')
    assert.equal(await countRows('audit_logs', { action: 'deletion_request.refused' }), 1)

    const staff = await post(staffRow.id, 'execute')
    assert.property(staff.flashMessages(), 'error')
    await staffRow.refresh()
    assert.equal(staffRow.status, DeletionRequestStatus.PENDING)
  })
})
