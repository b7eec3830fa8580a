import { test } from '@japa/runner'
import { appUrl } from '#config/app'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import Subscriber from '#models/subscriber'
import AuditLog from '#models/audit_log'
import { createUser, useDatabase } from '#tests/helpers'

const FOUR = [RoleSlug.ADMIN, RoleSlug.SUPER_ADMIN, RoleSlug.ACCOUNTING, RoleSlug.OFFICER_ACCESS]

/** n subscribers: every third unsubscribed, every other confirmed, created a minute apart. */
async function seedSubscribers(n: number, prefix = 'reader') {
  const start = DateTime.fromISO('2026-01-01T00:00:00Z')
  const rows = []
  for (let i = 1; i <= n; i++) {
    rows.push({
      email: `${prefix}${String(i).padStart(3, '0')}@example.test`,
      locale: i % 4 === 0 ? 'th' : 'en',
      confirmedAt: i % 2 === 0 ? start : null,
      unsubscribedAt: i % 3 === 0 ? start : null,
      createdAt: start.plus({ minutes: i }),
    })
  }
  return Subscriber.createMany(rows)
}

test.group('Admin Subscribers list (SPEC §2.9)', (group) => {
  useDatabase(group)

  for (const role of FOUR) {
    test(`[spec 2.9] ${role} opens /admin/subscribers with the list and its can flags`, async ({
      client,
      assert,
    }) => {
      await seedSubscribers(3)
      const user = await createUser(role)
      const response = await client.get('/admin/subscribers').withInertia().loginAs(user)
      response.assertStatus(200)
      response.assertInertiaComponent('Admin/Subscribers')
      const { list, can } = response.inertiaProps
      assert.equal(list.total, 3)
      assert.deepEqual(Object.keys(list.rows[0]).sort(), [
        'confirmedAt',
        'createdAt',
        'email',
        'id',
        'locale',
        'status',
        'unsubscribedAt',
      ])
      assert.deepEqual(can, {
        export: true,
        unsubscribe: true,
        delete: role === RoleSlug.ADMIN || role === RoleSlug.SUPER_ADMIN,
      })
    })
  }

  for (const role of [RoleSlug.USER, RoleSlug.LAWYER]) {
    test(`[spec 6] ${role} gets 403 on /admin/subscribers and its export`, async ({ client }) => {
      const user = await createUser(role)
      const page = await client.get('/admin/subscribers').withInertia().loginAs(user)
      page.assertStatus(403)
      page.assertInertiaComponent('Errors/Forbidden')
      const csv = await client.get('/admin/subscribers/export').loginAs(user)
      csv.assertStatus(403)
    })
  }

  test('[spec 6] a guest is sent to the admin login form', async ({ client }) => {
    const response = await client.get('/admin/subscribers').redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/admin/login')
  })

  test('[spec 2.9] search, a filter, sort and page come from the URL', async ({
    client,
    assert,
  }) => {
    await seedSubscribers(30)
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await client
      .get('/admin/subscribers')
      .qs({ status: 'unsubscribed', sort: 'email', dir: 'asc', size: 4, page: 2 })
      .withInertia()
      .loginAs(admin)
    const { list } = response.inertiaProps
    // Every third of 30 is unsubscribed: 10 rows, page 2 of size 4 holds the 5th to 8th.
    assert.equal(list.total, 10)
    assert.equal(list.pages, 3)
    assert.deepEqual(
      list.rows.map((row: { email: string }) => row.email),
      [
        'reader015@example.test',
        'reader018@example.test',
        'reader021@example.test',
        'reader024@example.test',
      ]
    )
    assert.include(list, { page: 2, size: 4, sort: 'email', dir: 'asc' })
    assert.deepEqual(list.filters, { status: 'unsubscribed' })
    assert.deepEqual(list.filterOptions.status, ['subscribed', 'pending', 'unsubscribed'])

    const search = await client
      .get('/admin/subscribers')
      .qs({ q: 'READER02', locale: 'th' })
      .withInertia()
      .loginAs(admin)
    assert.deepEqual(
      search.inertiaProps.list.rows.map((row: { email: string }) => row.email),
      ['reader028@example.test', 'reader024@example.test', 'reader020@example.test']
    )
  })

  test('a partial reload of the list carries the list alone of the page props', async ({
    client,
    assert,
  }) => {
    await seedSubscribers(3)
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await client
      .get('/admin/subscribers')
      .qs({ status: 'pending' })
      .withInertia()
      .withInertiaPartialReload('Admin/Subscribers', ['list'])
      .loginAs(admin)
    response.assertStatus(200)
    assert.equal(response.inertiaProps.list.total, 1)
    assert.notProperty(response.inertiaProps, 'can')
  })

  test('[spec 2.9] a typed % or _ in the search matches itself, not everything', async ({
    client,
    assert,
  }) => {
    await seedSubscribers(3)
    await Subscriber.create({ email: 'under_score@example.test', locale: 'en' })
    const admin = await createUser(RoleSlug.ADMIN)
    const percent = await client
      .get('/admin/subscribers')
      .qs({ q: '%' })
      .withInertia()
      .loginAs(admin)
    assert.equal(percent.inertiaProps.list.total, 0)
    const underscore = await client
      .get('/admin/subscribers')
      .qs({ q: '_' })
      .withInertia()
      .loginAs(admin)
    assert.equal(underscore.inertiaProps.list.total, 1)
  })

  test('an unknown sort falls back to newest first, a huge size is capped, junk is ignored', async ({
    client,
    assert,
  }) => {
    await seedSubscribers(120)
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await client
      .get('/admin/subscribers')
      .qs({
        sort: 'password; drop table users',
        dir: 'sideways',
        size: 100000,
        page: 'x',
        status: 'vip',
      })
      .withInertia()
      .loginAs(admin)
    response.assertStatus(200)
    const { list } = response.inertiaProps
    assert.include(list, { sort: 'created_at', dir: 'desc', size: 100, page: 1 })
    assert.lengthOf(list.rows, 100)
    assert.equal(list.rows[0].email, 'reader120@example.test')
    assert.deepEqual(list.filters, {})
  })

  test('a page past the end shows the last page', async ({ client, assert }) => {
    await seedSubscribers(5)
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await client
      .get('/admin/subscribers')
      .qs({ page: 99, size: 2 })
      .withInertia()
      .loginAs(admin)
    assert.include(response.inertiaProps.list, { page: 3, pages: 3 })
    assert.lengthOf(response.inertiaProps.list.rows, 1)
  })

  test('[spec 2.9] CSV export holds the filtered set with a BOM and formulas escaped', async ({
    client,
    assert,
  }) => {
    await seedSubscribers(6)
    await Subscriber.create({ email: '=cmd|calc@example.test', locale: 'th' })
    const accounting = await createUser(RoleSlug.ACCOUNTING)
    const response = await client
      .get('/admin/subscribers/export')
      .qs({ locale: 'th' })
      .loginAs(accounting)
    response.assertStatus(200)
    assert.match(response.header('content-type') ?? '', /^text\/csv/)
    assert.match(
      response.header('content-disposition') ?? '',
      /attachment; filename="subscribers\.csv"/
    )
    const body = response.text()
    assert.equal(body.charCodeAt(0), 0xfeff)
    const lines = body.slice(1).trim().split('\n')
    assert.equal(lines[0], 'Email,Status,Language,Confirmed at,Unsubscribed at,Subscribed at')
    // Only Thai-language rows: reader004 and the formula row.
    assert.lengthOf(lines, 3)
    assert.isTrue(lines[1].startsWith('reader004@example.test,'))
    assert.isTrue(lines[2].startsWith(`'=cmd|calc@example.test,`), lines[2])
  })

  test('[spec 2.9] unsubscribing a row changes the database and is written to the audit log', async ({
    client,
    assert,
  }) => {
    const [subscriber] = await seedSubscribers(1)
    const officer = await createUser(RoleSlug.OFFICER_ACCESS)
    const response = await client
      .post(`/admin/subscribers/${subscriber.id}/unsubscribe`)
      .header('referer', `${appUrl}/admin/subscribers?status=pending&page=2`)
      .withCsrfToken()
      .withInertia()
      .loginAs(officer)
      .redirects(0)
    response.assertStatus(302)
    // Back to the list as the staff member left it: same page, same filter.
    assert.match(response.header('location') ?? '', /\/admin\/subscribers\?status=pending&page=2$/)
    response.assertFlashMessage('success', '1 subscriber unsubscribed.')
    await subscriber.refresh()
    assert.isNotNull(subscriber.unsubscribedAt)
    const log = await AuditLog.findByOrFail('action', 'subscriber.unsubscribed')
    assert.equal(log.userId, officer.id)
    assert.equal(log.subjectId, String(subscriber.id))
    assert.isNull((log.changes as { before: { unsubscribed_at: null } }).before.unsubscribed_at)
  })

  test('[spec 6] accounting may not delete a subscriber: refused, nothing deleted', async ({
    client,
    assert,
  }) => {
    const [subscriber] = await seedSubscribers(1)
    const accounting = await createUser(RoleSlug.ACCOUNTING)
    const response = await client
      .delete(`/admin/subscribers/${subscriber.id}`)
      .header('referer', '/admin/subscribers')
      .withCsrfToken()
      .withInertia()
      .loginAs(accounting)
      .redirects(0)
    response.assertStatus(303)
    response.assertFlashMessage('error')
    assert.isNotNull(await Subscriber.find(subscriber.id))
  })

  test('[spec 6] lawyer gets 403 on a subscriber action; a guest is sent to the admin login', async ({
    client,
    assert,
  }) => {
    const [subscriber] = await seedSubscribers(1)
    const lawyer = await createUser(RoleSlug.LAWYER)
    const refused = await client
      .post(`/admin/subscribers/${subscriber.id}/unsubscribe`)
      .withCsrfToken()
      .withInertia()
      .loginAs(lawyer)
    refused.assertStatus(403)
    const guest = await client
      .post(`/admin/subscribers/${subscriber.id}/unsubscribe`)
      .withCsrfToken()
      .redirects(0)
    guest.assertStatus(302)
    guest.assertHeader('location', '/admin/login')
    await subscriber.refresh()
    assert.isNull(subscriber.unsubscribedAt)
  })

  test('[spec 2.9] an admin deletes a row; a bulk delete and bulk unsubscribe act on the chosen ids only', async ({
    client,
    assert,
  }) => {
    const rows = await seedSubscribers(6)
    const admin = await createUser(RoleSlug.ADMIN)
    const single = await client
      .delete(`/admin/subscribers/${rows[0].id}`)
      .withCsrfToken()
      .withInertia()
      .loginAs(admin)
      .redirects(0)
    single.assertStatus(303)
    assert.isNull(await Subscriber.find(rows[0].id))

    const bulk = await client
      .post('/admin/subscribers/bulk')
      .withCsrfToken()
      .withInertia()
      .loginAs(admin)
      .json({ action: 'delete', ids: [rows[1].id, rows[3].id] })
      .redirects(0)
    bulk.assertFlashMessage('success', '2 subscribers deleted.')
    assert.equal(
      await Subscriber.query()
        .count('* as n')
        .then((r) => Number(r[0].$extras.n)),
      3
    )

    // rows[2] (i=3) and rows[5] (i=6) are already unsubscribed: only rows[4] changes.
    const out = await client
      .post('/admin/subscribers/bulk')
      .withCsrfToken()
      .withInertia()
      .loginAs(admin)
      .json({ action: 'unsubscribe', ids: [rows[2].id, rows[4].id, rows[5].id] })
      .redirects(0)
    out.assertFlashMessage('success', '1 subscriber unsubscribed.')
    const audited = await AuditLog.query().where('user_id', admin.id)
    assert.deepEqual(audited.map((log) => log.action).sort(), [
      'subscriber.deleted',
      'subscriber.deleted',
      'subscriber.deleted',
      'subscriber.unsubscribed',
    ])
  })

  test('a bulk action with no ids or an unknown action is a field error and changes nothing', async ({
    client,
    assert,
  }) => {
    await seedSubscribers(2)
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await client
      .post('/admin/subscribers/bulk')
      .header('referer', '/admin/subscribers')
      .withCsrfToken()
      .withInertia()
      .loginAs(admin)
      .json({ action: 'explode', ids: [] })
      .redirects(0)
    response.assertStatus(302)
    assert.containsSubset(response.flashMessages().inputErrorsBag, { action: [], ids: [] })
    assert.equal(
      await Subscriber.query()
        .count('* as n')
        .then((r) => Number(r[0].$extras.n)),
      2
    )
  })

  test('[security] a signed-in staff member on /admin/login goes to their admin home', async ({
    client,
  }) => {
    const officer = await createUser(RoleSlug.OFFICER_ACCESS)
    const response = await client.get('/admin/login').loginAs(officer).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/admin/dashboard')
  })
})
