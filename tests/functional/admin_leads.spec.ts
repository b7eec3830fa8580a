import { test } from '@japa/runner'
import { RoleSlug } from '#enums/role'
import Lead from '#models/lead'
import { createUser, useDatabase } from '#tests/helpers'
import { clearThrottles } from '#tests/support/throttles'

const FOUR = [RoleSlug.ADMIN, RoleSlug.SUPER_ADMIN, RoleSlug.ACCOUNTING, RoleSlug.OFFICER_ACCESS]

/**
 * Leads are stored, de-duplicated "and appear for staff".
 * The lead and its conversation are made through the public calls the popup
 * makes (POST /api/leads, then GET /chatGPT), not written to the tables.
 */
async function leaveLead(
  client: any,
  lead: { name: string; phone: string; email: string },
  openChat: boolean
) {
  const stored = await client.post('/api/leads').json(lead).withCsrfToken()
  stored.assertStatus(201)
  if (openChat) {
    const opened = await client
      .get('/chatGPT')
      .qs({ message: `New legal help form. Name: ${lead.name}.` })
      .withSession(stored.session())
    opened.assertStatus(200)
  }
}

test.group('Admin Leads list', (group) => {
  useDatabase(group)
  // Each test leaves leads from one address: the form rate limit starts afresh.
  group.each.setup(() => clearThrottles())

  for (const role of FOUR) {
    test(`[spec 2.6] ${role} sees the popup's leads with their chat state`, async ({
      client,
      assert,
    }) => {
      await leaveLead(
        client,
        { name: 'Somchai Dee', phone: '+66 81 234 5678', email: 'Somchai@Example.test' },
        true
      )
      await leaveLead(
        client,
        { name: 'Anna Berg', phone: '+66 89 000 1111', email: 'anna@example.test' },
        false
      )
      const user = await createUser(role)
      const response = await client.get('/admin/leads').withInertia().loginAs(user)
      response.assertStatus(200)
      response.assertInertiaComponent('Admin/Leads')
      const { list, can } = response.inertiaProps
      assert.equal(list.total, 2)
      const rows = Object.fromEntries(
        list.rows.map((row: any) => [row.email, [row.name, row.phone, row.conversation]])
      )
      assert.deepEqual(rows, {
        // Stored in E.164 (SPEC §2.8).
        'somchai@example.test': ['Somchai Dee', '+66812345678', 'bot'],
        'anna@example.test': ['Anna Berg', '+66890001111', null],
      })
      assert.deepEqual(can, { export: true })
    })
  }

  test('[spec 2.9] the list searches name, email and phone and filters by chat state', async ({
    client,
    assert,
  }) => {
    await leaveLead(
      client,
      { name: 'Somchai Dee', phone: '+66 81 234 5678', email: 'somchai@example.test' },
      true
    )
    await leaveLead(
      client,
      { name: 'Anna Berg', phone: '+66 89 000 1111', email: 'anna@example.test' },
      false
    )
    const admin = await createUser(RoleSlug.ADMIN)
    const names = async (qs: string) => {
      const response = await client.get(`/admin/leads?${qs}`).withInertia().loginAs(admin)
      return response.inertiaProps.list.rows.map((row: { name: string }) => row.name).sort()
    }
    assert.deepEqual(await names('q=somchai'), ['Somchai Dee'])
    assert.deepEqual(await names('q=ANNA%40EXAMPLE'), ['Anna Berg'])
    assert.deepEqual(await names('q=890001111'), ['Anna Berg'])
    assert.deepEqual(await names('conversation=none'), ['Anna Berg'])
    assert.deepEqual(await names('conversation=bot'), ['Somchai Dee'])
    assert.deepEqual(await names('conversation=closed'), [])
    // An unknown filter value is ignored, never an error.
    assert.deepEqual(await names('conversation=bogus'), ['Anna Berg', 'Somchai Dee'])
  })

  test('[spec 2.9] the CSV export lists the leads', async ({ client, assert }) => {
    await leaveLead(
      client,
      { name: 'Anna Berg', phone: '+66 89 000 1111', email: 'anna@example.test' },
      false
    )
    const admin = await createUser(RoleSlug.ACCOUNTING)
    const response = await client.get('/admin/leads/export').loginAs(admin)
    response.assertStatus(200)
    const lines = response.text().trim().split(/\r?\n/)
    assert.equal(lines[0].replace(/^\uFEFF/, ''), 'Name,Email,Phone,Source,Received at')
    // A phone number starting with + is written so no spreadsheet reads it as a formula.
    assert.match(lines[1], /^Anna Berg,anna@example\.test,'\+66890001111,popup,/)
    assert.equal(
      await Lead.query()
        .count('* as total')
        .first()
        .then((row) => Number(row!.$extras.total)),
      1
    )
  })

  for (const role of [RoleSlug.USER, RoleSlug.LAWYER]) {
    test(`[spec 6] ${role} gets 403 on /admin/leads and its export`, async ({ client, assert }) => {
      const user = await createUser(role)
      const page = await client.get('/admin/leads').loginAs(user)
      const csv = await client.get('/admin/leads/export').loginAs(user)
      assert.deepEqual([page.status(), csv.status()], [403, 403])
    })
  }
})
