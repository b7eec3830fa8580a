import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import { RoleSlug, roleIdFor } from '#enums/role'
import User from '#models/user'
import AuditLog from '#models/audit_log'
import PasswordResetToken from '#models/password_reset_token'
import type ResetPasswordNotification from '#mails/reset_password_notification'
import {
  InvoiceFactory,
  PaymentFactory,
  SubscriptionFactory,
} from '#database/factories/billing_factories'
import { createUser, useDatabase } from '#tests/helpers'
import { PASSWORD, forgetTags, signIn, using } from '#tests/support/devices'

const BILLING = [RoleSlug.ADMIN, RoleSlug.SUPER_ADMIN, RoleSlug.ACCOUNTING]
const REFUSED = [RoleSlug.USER, RoleSlug.OFFICER_ACCESS, RoleSlug.LAWYER]

/** n members a day apart (from 2026-01-01): every 3rd free, every other verified. */
async function seedMembers(n: number, prefix = 'member') {
  const start = DateTime.fromISO('2026-01-01T05:00:00Z')
  const users = []
  for (let i = 1; i <= n; i++) {
    users.push(
      await createUser(RoleSlug.USER, {
        name: `${prefix} ${String(i).padStart(2, '0')}`,
        email: `${prefix}${String(i).padStart(2, '0')}@example.test`,
        isFreeMember: i % 3 === 0,
        emailVerifiedAt: i % 2 === 0 ? start : null,
        createdAt: start.plus({ days: i - 1 }),
      })
    )
  }
  return users
}

const emails = (response: any) =>
  response.inertiaProps.list.rows.map((row: { email: string }) => row.email)

test.group('Admin Manage Users list (SPEC §2.9)', (group) => {
  useDatabase(group)

  for (const role of BILLING) {
    test(`[spec 2.9] ${role} opens /admin/users with the list and its can flags`, async ({
      client,
      assert,
    }) => {
      await seedMembers(2)
      const staff = await createUser(role)
      const response = await client.get('/admin/users').withInertia().loginAs(staff)
      response.assertStatus(200)
      response.assertInertiaComponent('Admin/Users')
      const { list, can } = response.inertiaProps
      assert.equal(list.total, 3)
      assert.deepEqual(can, {
        changeRole: role === RoleSlug.SUPER_ADMIN,
        disable: role === RoleSlug.SUPER_ADMIN,
        createStaff: role === RoleSlug.SUPER_ADMIN,
      })
      assert.notProperty(list.rows[0], 'password')
    })
  }

  for (const role of REFUSED) {
    test(`[spec 6] ${role} gets 403 on /admin/users, its export and Users History`, async ({
      client,
    }) => {
      const user = await createUser(role)
      for (const path of ['/admin/users', '/admin/users/export', '/admin/user_history']) {
        const response = await client.get(path).withInertia().loginAs(user)
        response.assertStatus(403)
      }
    })
  }

  test('[spec 2.9] a row holds the account, its newest membership with its plan, and the checks to make', async ({
    client,
    assert,
  }) => {
    const createdAt = DateTime.fromISO('2026-03-04T05:06:07Z')
    const member = await createUser(RoleSlug.USER, {
      name: 'Row Member',
      email: 'row@example.test',
      isFreeMember: true,
      emailVerifiedAt: createdAt,
      disabledAt: createdAt.plus({ days: 1 }),
      country: 'TH',
      phoneNeedsReview: true,
      createdAt,
    })
    await SubscriptionFactory.merge({ userId: member.id, membershipNumber: 'LX-OLD-1' })
      .apply('cancelled')
      .create()
    await SubscriptionFactory.merge({ userId: member.id, membershipNumber: 'LX-NEW-2' })
      .apply('past_due')
      .create()
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await client
      .get('/admin/users')
      .qs({ q: 'row@example.test' })
      .withInertia()
      .loginAs(admin)
    response.assertStatus(200)
    assert.deepEqual(response.inertiaProps.list.rows, [
      {
        id: member.id,
        name: 'Row Member',
        email: 'row@example.test',
        role: 'user',
        isFreeMember: true,
        verified: true,
        disabled: true,
        membership: { number: 'LX-NEW-2', status: 'past_due', plan: 'Personal' },
        country: 'TH',
        phoneNeedsReview: true,
        countryNeedsReview: false,
        createdAt: createdAt.toISO(),
      },
    ])
  })

  test('[spec 2.9] search by name, email and membership number', async ({ client, assert }) => {
    const members = await seedMembers(5)
    await SubscriptionFactory.merge({
      userId: members[3].id,
      membershipNumber: 'LX-2026-000777',
    }).create()
    const admin = await createUser(RoleSlug.ADMIN)
    const search = (q: string) => client.get('/admin/users').qs({ q }).withInertia().loginAs(admin)
    assert.deepEqual(emails(await search('MEMBER 02')), ['member02@example.test'])
    assert.deepEqual(emails(await search('member05@')), ['member05@example.test'])
    assert.deepEqual(emails(await search('lx-2026-000777')), ['member04@example.test'])
    assert.deepEqual(emails(await search('%')), [])
  })

  test('[spec 2.9] filters: role, member status, free member, verified, created range', async ({
    client,
    assert,
  }) => {
    const members = await seedMembers(9)
    await SubscriptionFactory.merge({ userId: members[0].id }).apply('past_due').create()
    await SubscriptionFactory.merge({ userId: members[1].id }).create()
    const admin = await createUser(RoleSlug.ADMIN, {
      email: 'boss@example.test',
      createdAt: DateTime.fromISO('2025-06-01T00:00:00Z'),
    })
    const list = (qs: Record<string, string>) =>
      client
        .get('/admin/users')
        .qs({ ...qs, sort: 'email', dir: 'asc' })
        .withInertia()
        .loginAs(admin)

    assert.deepEqual(emails(await list({ role: 'admin' })), ['boss@example.test'])
    assert.deepEqual(emails(await list({ membership: 'past_due' })), ['member01@example.test'])
    assert.lengthOf(emails(await list({ membership: 'none' })), 8)
    assert.deepEqual(emails(await list({ free: 'yes' })), [
      'member03@example.test',
      'member06@example.test',
      'member09@example.test',
    ])
    assert.deepEqual(emails(await list({ verified: 'yes', free: 'yes' })), [
      'member06@example.test',
    ])
    // Days 2 to 4 of January 2026 (Bangkok days), both ends included.
    const ranged = await list({ from: '2026-01-02', to: '2026-01-04', role: 'user' })
    assert.deepEqual(emails(ranged), [
      'member02@example.test',
      'member03@example.test',
      'member04@example.test',
    ])
    assert.deepInclude(ranged.inertiaProps.list.filters, {
      from: '2026-01-02',
      to: '2026-01-04',
      role: 'user',
    })
    // A malformed date is ignored, like any bad list value.
    const junk = await list({ from: '2026-13-45', role: 'nobody' })
    junk.assertStatus(200)
    assert.equal(junk.inertiaProps.list.total, 10)
    assert.deepEqual(junk.inertiaProps.list.filters, {})
  })

  test('[spec 2.9] sort by name both ways; the newest account first by default', async ({
    client,
    assert,
  }) => {
    await seedMembers(3)
    const admin = await createUser(RoleSlug.ADMIN, { name: 'zz admin' })
    const get = (qs: Record<string, string>) =>
      client.get('/admin/users').qs(qs).withInertia().loginAs(admin)
    const byName = await get({ sort: 'name', dir: 'desc' })
    assert.equal(byName.inertiaProps.list.rows[0].name, 'zz admin')
    const asc = await get({ sort: 'name', dir: 'asc' })
    assert.equal(asc.inertiaProps.list.rows[0].name, 'member 01')
    const fallback = await get({ sort: 'password' })
    assert.include(fallback.inertiaProps.list, { sort: 'created_at', dir: 'desc' })
  })

  test('[spec 2.9] CSV export holds the filtered set and is written to the audit log', async ({
    client,
    assert,
  }) => {
    await seedMembers(6)
    await createUser(RoleSlug.USER, { name: '=HYPERLINK("x")', email: 'formula@example.test' })
    const accounting = await createUser(RoleSlug.ACCOUNTING)
    const response = await client
      .get('/admin/users/export')
      .qs({ q: 'formula' })
      .loginAs(accounting)
    response.assertStatus(200)
    assert.match(response.header('content-disposition') ?? '', /filename="users\.csv"/)
    const body = response.text()
    assert.equal(body.charCodeAt(0), 0xfeff)
    const lines = body.slice(1).trim().split('\n')
    assert.equal(lines[0], 'Id,Name,Email,Role,Free member,Verified,Disabled,Created at')
    assert.lengthOf(lines, 2)
    assert.include(lines[1], `"'=HYPERLINK(""x"")"`)
    const log = await AuditLog.findByOrFail('action', 'users.exported')
    assert.equal(log.userId, accounting.id)
    assert.containsSubset(log.changes, { after: { rows: 1, q: 'formula' } })
  })
})

test.group('Admin Manage Users member view and writes (SPEC §2.9)', (group) => {
  useDatabase(group)
  group.each.setup(() => limiter.clear())
  group.each.setup(() => forgetTags())
  group.each.teardown(() => mail.restore())

  test('[spec 2.9] a member view holds details, memberships with partner and dependants, invoices with payments, audit trail', async ({
    client,
    assert,
  }) => {
    const [member] = await seedMembers(1)
    const subscription = await SubscriptionFactory.merge({ userId: member.id }).create()
    await subscription
      .related('partner')
      .create({ name: 'Mali Partner', email: 'mali@example.test' })
    await subscription.related('dependants').create({
      name: 'Little One',
      dateOfBirth: DateTime.fromISO('2015-05-05'),
      relation: 'child' as never,
      livesAtHome: true,
      underGuardianship: false,
    })
    const invoice = await InvoiceFactory.merge({
      userId: member.id,
      subscriptionId: subscription.id,
    })
      .apply('paid')
      .create()
    await PaymentFactory.merge({ invoiceId: invoice.id, amountSatang: 79_500 }).create()
    const admin = await createUser(RoleSlug.ADMIN)
    await AuditLog.record('user.updated', {
      actor: admin,
      subject: member,
      changes: { before: { name: 'Old' }, after: { name: member.name } },
    })

    const response = await client.get(`/admin/users/${member.id}`).withInertia().loginAs(admin)
    response.assertStatus(200)
    response.assertInertiaComponent('Admin/UsersShow')
    const props = response.inertiaProps
    assert.equal(props.member.email, member.email)
    assert.equal(props.memberships[0].partner.name, 'Mali Partner')
    assert.equal(props.memberships[0].dependants[0].name, 'Little One')
    assert.equal(props.invoices[0].payments[0].amountSatang, 79_500)
    assert.equal(props.audit[0].action, 'user.updated')
    assert.equal(props.audit[0].actor.id, admin.id)
    assert.deepEqual(props.can, { manage: true, changeRole: false, disable: false })

    const missing = await client.get('/admin/users/999999').withInertia().loginAs(admin)
    missing.assertStatus(404)
  })

  test('[spec 2.9] edit details: saved, audited with before/after and IP', async ({
    client,
    assert,
  }) => {
    const [member] = await seedMembers(1)
    await member.merge({ phone: null }).save()
    const accounting = await createUser(RoleSlug.ACCOUNTING)
    const response = await client
      .put(`/admin/users/${member.id}`)
      .withCsrfToken()
      .withInertia()
      .loginAs(accounting)
      .json({
        name: 'Somchai Dee',
        email: 'SOMCHAI@example.test',
        phone: '+66 81 234 5678',
        country: member.country,
        nationality: member.nationality,
      })
      .redirects(0)
    response.assertStatus(303)
    response.assertHeader('location', `/admin/users/${member.id}`)
    await member.refresh()
    assert.equal(member.name, 'Somchai Dee')
    assert.equal(member.email, 'somchai@example.test')
    const log = await AuditLog.findByOrFail('action', 'user.updated')
    assert.equal(log.userId, accounting.id)
    assert.equal(log.subjectId, String(member.id))
    assert.isNotNull(log.ip)
    assert.deepEqual(log.changes, {
      before: { name: 'member 01', email: 'member01@example.test', phone: null },
      // Stored in E.164 (SPEC §2.8).
      after: { name: 'Somchai Dee', email: 'somchai@example.test', phone: '+66812345678' },
    })
  })

  test('[spec 2.9] bad details: field messages, nothing changed, nothing audited', async ({
    client,
    assert,
  }) => {
    const [member, other] = await seedMembers(2)
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await client
      .put(`/admin/users/${member.id}`)
      .header('referer', `/admin/users/${member.id}`)
      .withCsrfToken()
      .withInertia()
      .loginAs(admin)
      .json({ name: 'x', email: other.email, phone: 'call me' })
      .redirects(0)
    response.assertStatus(303)
    const errors = response.flashMessages().inputErrorsBag
    assert.properties(errors, ['name', 'email', 'phone'])
    await member.refresh()
    assert.equal(member.name, 'member 01')
    assert.isNull(await AuditLog.findBy('action', 'user.updated'))
  })

  test('[spec 6] admin may not edit or reset a staff account; super_admin may', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const boss = await createUser(RoleSlug.SUPER_ADMIN, { email: 'boss@example.test' })
    const refused = await client
      .put(`/admin/users/${boss.id}`)
      .withCsrfToken()
      .accept('json')
      .loginAs(admin)
      .json({ name: 'Hijacked', email: 'me@evil.test' })
    refused.assertStatus(403)
    const reset = await client
      .post(`/admin/users/${boss.id}/password-reset`)
      .withCsrfToken()
      .accept('json')
      .loginAs(admin)
    reset.assertStatus(403)
    await boss.refresh()
    assert.equal(boss.email, 'boss@example.test')

    const other = await createUser(RoleSlug.SUPER_ADMIN)
    const allowed = await client
      .put(`/admin/users/${admin.id}`)
      .withCsrfToken()
      .withInertia()
      .loginAs(other)
      .json({ name: 'Renamed Admin', email: admin.email })
      .redirects(0)
    allowed.assertStatus(303)
    await admin.refresh()
    assert.equal(admin.name, 'Renamed Admin')
  })

  test('[spec 2.9] grant and remove free membership, each audited', async ({ client, assert }) => {
    const [member] = await seedMembers(1)
    const admin = await createUser(RoleSlug.ADMIN)
    const put = (value: unknown) =>
      client
        .put(`/admin/users/${member.id}/free-membership`)
        .header('referer', `/admin/users/${member.id}`)
        .withCsrfToken()
        .withInertia()
        .loginAs(admin)
        .json({ is_free_member: value })
        .redirects(0)
    const granted = await put(true)
    granted.assertFlashMessage('success', 'Free membership granted.')
    await member.refresh()
    assert.isTrue(member.isFreeMember)
    await put(false)
    await member.refresh()
    assert.isFalse(member.isFreeMember)
    const bad = await put('maybe')
    assert.property(bad.flashMessages().inputErrorsBag, 'is_free_member')
    const actions = await AuditLog.query().where('subject_id', String(member.id)).orderBy('id')
    assert.deepEqual(
      actions.map((log) => log.action),
      ['user.free_membership_granted', 'user.free_membership_removed']
    )
  })

  for (const role of [RoleSlug.ADMIN, RoleSlug.ACCOUNTING]) {
    test(`[spec 6] ${role} may not change a role or disable an account (403, nothing changed)`, async ({
      client,
      assert,
    }) => {
      const [member] = await seedMembers(1)
      const staff = await createUser(role)
      const roleChange = await client
        .put(`/admin/users/${member.id}/role`)
        .withCsrfToken()
        .accept('json')
        .loginAs(staff)
        .json({ role: 'super_admin' })
      roleChange.assertStatus(403)
      const disable = await client
        .put(`/admin/users/${member.id}/disabled`)
        .withCsrfToken()
        .accept('json')
        .loginAs(staff)
        .json({ disabled: true })
      disable.assertStatus(403)
      const create = await client
        .post('/admin/users')
        .withCsrfToken()
        .accept('json')
        .loginAs(staff)
        .json({ name: 'New Boss', email: 'new@example.test', role: 'super_admin' })
      create.assertStatus(403)
      await member.refresh()
      assert.equal(member.roleId, roleIdFor(RoleSlug.USER))
      assert.isNull(member.disabledAt)
      assert.isNull(await User.findBy('email', 'new@example.test'))
    })
  }

  test('[spec 2.9] a super_admin changes a role: audited, and every session of that person ends', async ({
    client,
    assert,
  }) => {
    const staff = await createUser(RoleSlug.ADMIN, { email: 'ops@example.com', password: PASSWORD })
    const desk = await signIn(client, 'ops@example.com', { path: '/admin/login' })
    const before = await using(client.get('/admin/users'), desk)
    before.assertStatus(200)
    const boss = await createUser(RoleSlug.SUPER_ADMIN)

    const response = await client
      .put(`/admin/users/${staff.id}/role`)
      .withCsrfToken()
      .withInertia()
      .loginAs(boss)
      .json({ role: 'accounting' })
      .redirects(0)
    response.assertStatus(303)
    response.assertFlashMessage(
      'success',
      'Role changed; the person has been signed out everywhere.'
    )
    await staff.refresh()
    assert.equal(staff.roleId, roleIdFor(RoleSlug.ACCOUNTING))
    const log = await AuditLog.findByOrFail('action', 'user.role_changed')
    assert.deepEqual(log.changes, { before: { role: 'admin' }, after: { role: 'accounting' } })
    assert.equal(log.userId, boss.id)

    const replay = await using(client.get('/admin/users'), desk)
    replay.assertHeader('location', '/admin/login')
  })

  test('[spec 2.9] the last super_admin cannot demote themself; with another one they can', async ({
    client,
    assert,
  }) => {
    const boss = await createUser(RoleSlug.SUPER_ADMIN)
    const demote = () =>
      client
        .put(`/admin/users/${boss.id}/role`)
        .header('referer', `/admin/users/${boss.id}`)
        .withCsrfToken()
        .withInertia()
        .loginAs(boss)
        .json({ role: 'admin' })
        .redirects(0)
    const refused = await demote()
    refused.assertStatus(303)
    const errors = refused.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.match(errors.role[0], /last active Super Admin/)
    await boss.refresh()
    assert.equal(boss.roleId, roleIdFor(RoleSlug.SUPER_ADMIN))
    assert.isNull(await AuditLog.findBy('action', 'user.role_changed'))

    await createUser(RoleSlug.SUPER_ADMIN)
    const allowed = await demote()
    allowed.assertHeader('location', '/admin/login')
    await boss.refresh()
    assert.equal(boss.roleId, roleIdFor(RoleSlug.ADMIN))
  })

  test('[spec 2.9] an unknown role is a field message and changes nothing', async ({
    client,
    assert,
  }) => {
    const [member] = await seedMembers(1)
    const boss = await createUser(RoleSlug.SUPER_ADMIN)
    const response = await client
      .put(`/admin/users/${member.id}/role`)
      .header('referer', `/admin/users/${member.id}`)
      .withCsrfToken()
      .withInertia()
      .loginAs(boss)
      .json({ role: 'god' })
      .redirects(0)
    assert.property(response.flashMessages().inputErrorsBag, 'role')
    await member.refresh()
    assert.equal(member.roleId, roleIdFor(RoleSlug.USER))
  })

  test('[spec 2.9] a super_admin disables an account: sessions end, sign-in refused; enabling restores it', async ({
    client,
    assert,
  }) => {
    const member = await createUser(RoleSlug.USER, {
      email: 'ploy@example.com',
      password: PASSWORD,
    })
    const phone = await signIn(client, 'ploy@example.com')
    const boss = await createUser(RoleSlug.SUPER_ADMIN)
    const set = (disabled: boolean) =>
      client
        .put(`/admin/users/${member.id}/disabled`)
        .withCsrfToken()
        .withInertia()
        .loginAs(boss)
        .json({ disabled })
        .redirects(0)
    const disabled = await set(true)
    disabled.assertFlashMessage(
      'success',
      'Account disabled; the person has been signed out everywhere.'
    )
    await member.refresh()
    assert.isNotNull(member.disabledAt)
    const replay = await using(client.get('/settings/profile-details'), phone)
    replay.assertHeader('location', '/login')
    const again = await client
      .post('/login')
      .withCsrfToken()
      .header('referer', '/login')
      .form({ email: 'ploy@example.com', password: PASSWORD })
      .redirects(0)
    assert.notEqual(again.header('location'), '/settings/profile-details')

    await set(false)
    await member.refresh()
    assert.isNull(member.disabledAt)
    const actions = await AuditLog.query().where('subject_id', String(member.id)).orderBy('id')
    assert.deepEqual(
      actions.map((log) => log.action),
      ['user.disabled', 'user.enabled']
    )
  })

  test('[spec 2.9] a super_admin cannot disable their own account', async ({ client, assert }) => {
    const boss = await createUser(RoleSlug.SUPER_ADMIN)
    await createUser(RoleSlug.SUPER_ADMIN)
    const response = await client
      .put(`/admin/users/${boss.id}/disabled`)
      .withCsrfToken()
      .accept('json')
      .loginAs(boss)
      .json({ disabled: true })
    response.assertStatus(403)
    await boss.refresh()
    assert.isNull(boss.disabledAt)
  })

  test('[spec 2.9] send a password reset: the member gets the link, the audit log the entry', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const [member] = await seedMembers(1)
    const officer = await createUser(RoleSlug.ACCOUNTING)
    const response = await client
      .post(`/admin/users/${member.id}/password-reset`)
      .header('referer', '/admin/users?role=user')
      .withCsrfToken()
      .withInertia()
      .loginAs(officer)
      .redirects(0)
    response.assertFlashMessage('success', 'Password reset link sent.')
    mails.assertQueuedCount(1)
    const sent = mails.queued()[0] as ResetPasswordNotification
    assert.isTrue(sent.message.hasTo(member.email))
    assert.isNotNull(await PasswordResetToken.findBy('user_id', member.id))
    const log = await AuditLog.findByOrFail('action', 'user.password_reset_sent')
    assert.equal(log.userId, officer.id)
  })

  test('[spec 2.9] bulk reset sends to the selected members only; bad input is a field error', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const members = await seedMembers(4)
    const admin = await createUser(RoleSlug.ADMIN)
    const boss = await createUser(RoleSlug.SUPER_ADMIN)
    const response = await client
      .post('/admin/users/bulk')
      .withCsrfToken()
      .withInertia()
      .loginAs(admin)
      .json({ action: 'password_reset', ids: [members[0].id, members[2].id, boss.id] })
      .redirects(0)
    // The super admin's account is not the admin's to reset: skipped.
    response.assertFlashMessage('success', '2 password reset links sent.')
    mails.assertQueuedCount(2)
    assert.equal(
      await AuditLog.query()
        .where('action', 'user.password_reset_sent')
        .count('* as n')
        .then((r) => Number(r[0].$extras.n)),
      2
    )

    const bad = await client
      .post('/admin/users/bulk')
      .header('referer', '/admin/users')
      .withCsrfToken()
      .withInertia()
      .loginAs(admin)
      .json({ action: 'delete', ids: [] })
      .redirects(0)
    assert.properties(bad.flashMessages().inputErrorsBag, ['action', 'ids'])
    mails.assertQueuedCount(2)
  })

  test('[spec 2.9] a super_admin creates a staff account: no password, a set-password link, audited', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const boss = await createUser(RoleSlug.SUPER_ADMIN)
    const response = await client
      .post('/admin/users')
      .withCsrfToken()
      .withInertia()
      .loginAs(boss)
      .json({ name: 'Nok Officer', email: 'Nok@Example.test', role: 'officer_access' })
      .redirects(0)
    response.assertStatus(302)
    const created = await User.findByOrFail('email', 'nok@example.test')
    response.assertHeader('location', `/admin/users/${created.id}`)
    assert.equal(created.roleId, roleIdFor(RoleSlug.OFFICER_ACCESS))
    assert.isNull(created.password)
    mails.assertQueuedCount(1)
    const sent = mails.queued()[0] as ResetPasswordNotification
    assert.isTrue(sent.message.hasTo('nok@example.test'))
    assert.include(sent.url, '/reset-password/')
    const log = await AuditLog.findByOrFail('action', 'user.staff_created')
    assert.equal(log.userId, boss.id)
    assert.containsSubset(log.changes, { after: { role: 'officer_access' } })

    const bad = await client
      .post('/admin/users')
      .header('referer', '/admin/users')
      .withCsrfToken()
      .withInertia()
      .loginAs(boss)
      .json({ name: '', email: 'nok@example.test', role: 'user' })
      .redirects(0)
    assert.properties(bad.flashMessages().inputErrorsBag, ['name', 'email', 'role'])
    mails.assertQueuedCount(1)
  })
})
