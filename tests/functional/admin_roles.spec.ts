import { test } from '@japa/runner'
import { RoleSlug } from '#enums/role'
import { ADMIN_SECTIONS } from '#support/admin_sections'
import { createUser, useDatabase } from '#tests/helpers'
import Role from '#models/role'
import User from '#models/user'

test.group('Admin Roles page (SPEC §2.9, §6)', (group) => {
  useDatabase(group)

  test('[spec 2.9] super_admin sees each role, who holds it and what it may open, from the registry', async ({
    client,
    assert,
  }) => {
    const boss = await createUser(RoleSlug.SUPER_ADMIN)
    await createUser(RoleSlug.LAWYER)
    await createUser(RoleSlug.LAWYER)
    const response = await client.get('/admin/roles').withInertia().loginAs(boss)
    response.assertStatus(200)
    response.assertInertiaComponent('Admin/Roles')
    const roles = response.inertiaProps.roles as any[]
    assert.deepEqual(
      roles.map((role) => role.slug),
      Object.values(RoleSlug)
    )
    const bySlug = Object.fromEntries(roles.map((role) => [role.slug, role]))
    assert.equal(bySlug.lawyer.holders, 2)
    assert.equal(bySlug.super_admin.holders, 1)
    assert.deepEqual(bySlug.user.sections, [])

    // Every role's sections and actions are exactly the registry's.
    for (const role of roles) {
      const expected = ADMIN_SECTIONS.filter((section) =>
        (section.roles as readonly string[]).includes(role.slug)
      )
      assert.deepEqual(
        role.sections.map((section: { key: string }) => section.key),
        expected.map((section) => section.key),
        role.slug
      )
    }
    const users = bySlug.super_admin.sections.find((s: { key: string }) => s.key === 'users')
    assert.deepEqual(users.actions, ['changeRole', 'disable'])
    const adminUsers = bySlug.admin.sections.find((s: { key: string }) => s.key === 'users')
    assert.deepEqual(adminUsers.actions, [])
    const transactions = bySlug.officer_access.sections.find(
      (s: { key: string }) => s.key === 'transactions'
    )
    assert.deepEqual(transactions.actions, ['download'])
  })

  for (const role of [
    RoleSlug.ADMIN,
    RoleSlug.ACCOUNTING,
    RoleSlug.OFFICER_ACCESS,
    RoleSlug.LAWYER,
    RoleSlug.USER,
  ]) {
    test(`[spec 6] ${role} gets 403 on /admin/roles`, async ({ client }) => {
      const user = await createUser(role)
      const response = await client.get('/admin/roles').withInertia().loginAs(user)
      response.assertStatus(403)
    })
  }
})

test.group('Roles read once per process (DESIGN §6)', (group) => {
  useDatabase(group)

  test('[design 6] a signed-in user’s role comes from the roles read once: the same row for every user, no query per request', async ({
    assert,
  }) => {
    const lawyer = await createUser(RoleSlug.LAWYER)
    const other = await createUser(RoleSlug.LAWYER)
    const member = await createUser(RoleSlug.USER)
    // As a request finds them: without the role loaded.
    const [a, b, c] = await Promise.all(
      [lawyer, other, member].map((user) => User.findOrFail(user.id))
    )
    const lawyerRole = await a.loadRole()
    const memberRole = await c.loadRole()
    assert.equal(lawyerRole.slug, RoleSlug.LAWYER)
    assert.equal(memberRole.slug, RoleSlug.USER)
    assert.strictEqual(await b.loadRole(), a.role)
    assert.strictEqual(await Role.byId(a.roleId), a.role)
  })

  test('[design 6] an unknown role id is not invented', async ({ assert }) => {
    assert.isNull(await Role.byId(987654))
    const admin = await createUser(RoleSlug.ADMIN)
    const role = await Role.byId(admin.roleId)
    assert.equal(role?.slug, RoleSlug.ADMIN)
  })
})
