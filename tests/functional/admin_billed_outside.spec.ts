import { test } from '@japa/runner'
import { RoleSlug } from '#enums/role'
import AuditLog from '#models/audit_log'
import { countRows, createUser, useDatabase } from '#tests/helpers'

const ALLOWED = [RoleSlug.ADMIN, RoleSlug.SUPER_ADMIN, RoleSlug.ACCOUNTING]
const REFUSED = [RoleSlug.OFFICER_ACCESS, RoleSlug.LAWYER, RoleSlug.USER]

test.group('Manage Users: billed outside Lexpat (DESIGN §10)', (group) => {
  useDatabase(group)

  for (const role of ALLOWED) {
    test(`[spec 2.9] ${role} sets and clears "billed outside Lexpat", each audited`, async ({
      client,
      assert,
    }) => {
      const member = await createUser(RoleSlug.USER)
      const staff = await createUser(role)
      const put = (value: unknown) =>
        client
          .put(`/admin/users/${member.id}/billed-outside`)
          .header('referer', `/admin/users/${member.id}`)
          .withCsrfToken()
          .withInertia()
          .loginAs(staff)
          .json({ billed_outside: value })
          .redirects(0)
      const set = await put(true)
      set.assertHeader('location', `/admin/users/${member.id}`)
      set.assertFlashMessage('success', 'Marked as billed outside Lexpat.')
      await member.refresh()
      assert.isTrue(member.isOmiseUser)

      const page = await client.get(`/admin/users/${member.id}`).withInertia().loginAs(staff)
      assert.isTrue(page.inertiaProps.member.isOmiseUser)

      const cleared = await put(false)
      cleared.assertFlashMessage('success', 'Billed through Lexpat again.')
      await member.refresh()
      assert.isFalse(member.isOmiseUser)

      const bad = await put('maybe')
      assert.property(bad.flashMessages().inputErrorsBag, 'billed_outside')
      await member.refresh()
      assert.isFalse(member.isOmiseUser)

      const logs = await AuditLog.query().where('subject_id', String(member.id)).orderBy('id')
      assert.deepEqual(
        logs.map((log) => [log.action, log.userId]),
        [
          ['user.billed_outside_set', staff.id],
          ['user.billed_outside_cleared', staff.id],
        ]
      )
    })
  }

  for (const role of REFUSED) {
    test(`[spec 6] ${role} may not mark a member billed outside Lexpat (nothing changed)`, async ({
      client,
      assert,
    }) => {
      const member = await createUser(RoleSlug.USER)
      const actor = await createUser(role)
      const response = await client
        .put(`/admin/users/${member.id}/billed-outside`)
        .withCsrfToken()
        .accept('json')
        .loginAs(actor)
        .json({ billed_outside: true })
      response.assertStatus(403)
      await member.refresh()
      assert.isFalse(member.isOmiseUser)
      assert.equal(await countRows('audit_logs', { subject_id: String(member.id) }), 0)
    })
  }

  test('[spec 6] the member billed outside Lexpat loses the billing pages from their menu', async ({
    client,
    assert,
  }) => {
    const member = await createUser(RoleSlug.USER)
    const admin = await createUser(RoleSlug.ADMIN)
    await client
      .put(`/admin/users/${member.id}/billed-outside`)
      .withCsrfToken()
      .withInertia()
      .loginAs(admin)
      .json({ billed_outside: true })
    const page = await client.get('/settings/profile-details').withInertia().loginAs(member)
    const keys = (page.inertiaProps.member_menu as Array<{ key: string }>).map((e) => e.key)
    assert.notInclude(keys, 'invoices')
    assert.notInclude(keys, 'subscriptions')
    assert.notInclude(keys, 'plan-agreements')
    const invoices = await client.get('/settings/invoices').loginAs(member).redirects(0)
    invoices.assertStatus(302)
  })
})
