import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import db from '@adonisjs/lucid/services/db'
import AuditLog from '#models/audit_log'
import Holiday from '#models/holiday'
import type User from '#models/user'
import { createUser, useDatabase } from '#tests/helpers'

const BILLING = [RoleSlug.ADMIN, RoleSlug.SUPER_ADMIN, RoleSlug.ACCOUNTING]

/** Audit entries on consecutive days of January 2026 (noon in Bangkok). */
async function seedLog(admin: User, accounting: User, member: User) {
  const day = (n: number) => DateTime.fromISO(`2026-01-0${n}T05:00:00Z`)
  const rows = [
    { action: 'user.updated', actor: admin, subject: member, at: day(1) },
    { action: 'user.free_membership_granted', actor: accounting, subject: member, at: day(2) },
    { action: 'subscriber.deleted', actor: admin, subject: null, at: day(3) },
    { action: 'user.role_changed', actor: admin, subject: accounting, at: day(4) },
  ]
  for (const row of rows) {
    const log = await AuditLog.record(row.action, {
      actor: row.actor,
      subject: row.subject,
      changes: { before: { n: 1 }, after: { n: 2 } },
      ip: '203.0.113.9',
    })
    log.createdAt = row.at
    await log.save()
  }
}

const actions = (response: any) =>
  response.inertiaProps.list.rows.map((row: { action: string }) => row.action)

test.group('Admin Users History (SPEC §2.9)', (group) => {
  useDatabase(group)

  for (const role of BILLING) {
    test(`[spec 2.9] ${role} opens /admin/user_history`, async ({ client, assert }) => {
      const staff = await createUser(role)
      await AuditLog.record('user.updated', { actor: staff, subject: staff })
      const response = await client.get('/admin/user_history').withInertia().loginAs(staff)
      response.assertStatus(200)
      response.assertInertiaComponent('Admin/UserHistory')
      const row = response.inertiaProps.list.rows[0]
      assert.deepEqual(Object.keys(row).sort(), [
        'action',
        'actor',
        'changes',
        'createdAt',
        'id',
        'ip',
        'subjectId',
        'subjectType',
      ])
      assert.deepEqual(row.actor, { id: staff.id, name: staff.name, email: staff.email })
      assert.equal(response.inertiaProps.actors[String(staff.id)], staff.name)
    })
  }

  for (const role of [RoleSlug.OFFICER_ACCESS, RoleSlug.LAWYER, RoleSlug.USER]) {
    test(`[spec 6] ${role} gets 403 on /admin/user_history and its export`, async ({ client }) => {
      const user = await createUser(role)
      const page = await client.get('/admin/user_history').withInertia().loginAs(user)
      page.assertStatus(403)
      const csv = await client.get('/admin/user_history/export').loginAs(user)
      csv.assertStatus(403)
    })
  }

  test('[spec 2.9] filters: actor, action, subject type and id, date range; search; sort', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const accounting = await createUser(RoleSlug.ACCOUNTING, { name: 'Pim Accounts' })
    const member = await createUser(RoleSlug.USER)
    await seedLog(admin, accounting, member)
    const list = (qs: Record<string, string>) =>
      client.get('/admin/user_history').qs(qs).withInertia().loginAs(admin)

    const all = await list({})
    assert.deepEqual(actions(all), [
      'user.role_changed',
      'subscriber.deleted',
      'user.free_membership_granted',
      'user.updated',
    ])
    assert.sameMembers(all.inertiaProps.list.filterOptions.actor, [
      String(admin.id),
      String(accounting.id),
    ])
    assert.includeMembers(all.inertiaProps.list.filterOptions.subject_type, ['User'])

    assert.deepEqual(actions(await list({ actor: String(accounting.id) })), [
      'user.free_membership_granted',
    ])
    assert.deepEqual(actions(await list({ action: 'user.updated' })), ['user.updated'])
    assert.deepEqual(actions(await list({ subject_type: 'User', subject_id: String(member.id) })), [
      'user.free_membership_granted',
      'user.updated',
    ])
    const ranged = await list({ from: '2026-01-02', to: '2026-01-03' })
    assert.deepEqual(actions(ranged), ['subscriber.deleted', 'user.free_membership_granted'])
    assert.deepInclude(ranged.inertiaProps.list.filters, { from: '2026-01-02', to: '2026-01-03' })
    // Search finds the actor by name, and an action by part of it.
    assert.deepEqual(actions(await list({ q: 'pim' })), ['user.free_membership_granted'])
    assert.deepEqual(actions(await list({ q: 'ROLE_CH' })), ['user.role_changed'])
    assert.deepEqual(actions(await list({ sort: 'action', dir: 'asc' })), [
      'subscriber.deleted',
      'user.free_membership_granted',
      'user.role_changed',
      'user.updated',
    ])
    // An actor id the log does not hold is ignored, not an error.
    const junk = await list({ actor: '999999', action: 'nope' })
    junk.assertStatus(200)
    assert.lengthOf(actions(junk), 4)
  })

  test('[spec 2.9] filter menus are kept between views and learn a new actor, action or subject type at once', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const lawyer = await createUser(RoleSlug.LAWYER)
    await AuditLog.record('user.updated', { actor: admin, subject: admin })
    const options = async () => {
      const response = await client.get('/admin/user_history').withInertia().loginAs(admin)
      return response.inertiaProps.list.filterOptions as Record<string, string[]>
    }
    const actionsOffered = async () => {
      const offered = await options()
      return offered.action
    }
    assert.deepEqual(await actionsOffered(), ['user.updated'])

    // A row written past AuditLog.record (a script, an import) waits for the minute.
    await db.table('audit_logs').insert({
      action: 'legacy.imported',
      user_id: admin.id,
      created_at: DateTime.utc().toFormat('yyyy-MM-dd HH:mm:ss'),
    })
    assert.deepEqual(await actionsOffered(), ['user.updated'])
    // A known action by a known actor keeps the menus as they are.
    await AuditLog.record('user.updated', { actor: admin, subject: admin })
    assert.deepEqual(await actionsOffered(), ['user.updated'])

    // A first write by another staff member, of a new action on a new kind of subject.
    const holiday = await Holiday.create({ date: '2026-12-31', nameEn: 'NYE', nameTh: 'วันสิ้นปี' })
    // Written in a transaction, as the services write: the menus learn of it on commit.
    await db.transaction((trx) =>
      AuditLog.record('holiday.created', { actor: lawyer, subject: holiday, client: trx })
    )
    const fresh = await options()
    assert.deepEqual(fresh.action, ['holiday.created', 'legacy.imported', 'user.updated'])
    assert.sameMembers(fresh.actor, [String(admin.id), String(lawyer.id)])
    assert.sameMembers(fresh.subject_type, ['Holiday', 'User'])
    // The new actor's entries can be filtered on at once.
    const byLawyer = await client
      .get('/admin/user_history')
      .qs({ actor: String(lawyer.id) })
      .withInertia()
      .loginAs(admin)
    assert.deepEqual(actions(byLawyer), ['holiday.created'])
  })

  test('[spec 2.9] CSV export holds the filtered entries with their changes, and is itself audited', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const accounting = await createUser(RoleSlug.ACCOUNTING)
    const member = await createUser(RoleSlug.USER)
    await seedLog(admin, accounting, member)
    const response = await client
      .get('/admin/user_history/export')
      .qs({ action: 'user.updated' })
      .loginAs(accounting)
    response.assertStatus(200)
    assert.match(response.header('content-disposition') ?? '', /filename="user-history\.csv"/)
    const lines = response.text().slice(1).trim().split('\n')
    assert.equal(lines[0], 'Id,At,Actor,Action,Subject type,Subject id,IP,Changes')
    assert.lengthOf(lines, 2)
    assert.include(lines[1], admin.email)
    assert.include(lines[1], 'user.updated')
    assert.include(lines[1], '"{""before"":{""n"":1},""after"":{""n"":2}}"')
    const exported = await AuditLog.findByOrFail('action', 'user_history.exported')
    assert.equal(exported.userId, accounting.id)
  })
})
