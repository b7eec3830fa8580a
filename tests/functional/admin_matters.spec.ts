import { test } from '@japa/runner'
import { RoleSlug } from '#enums/role'
import { PlanSlug } from '#enums/billing'
import AuditLog from '#models/audit_log'
import Matter from '#models/matter'
import FaqEntry from '#models/faq_entry'
import { ConsultancyRequestFactory } from '#database/factories/content_factories'
import SupportTicket from '#models/support_ticket'
import { countRows, createUser, useDatabase } from '#tests/helpers'
import { matterFor, memberOn } from '#tests/support/casework'
import { holderNamed } from '#lists/matters_list'

const FOUR = [RoleSlug.ADMIN, RoleSlug.SUPER_ADMIN, RoleSlug.ACCOUNTING, RoleSlug.OFFICER_ACCESS]

function post(client: any, user: any, url: string, form: Record<string, unknown>, method = 'post') {
  return client[method](url)
    .form(form)
    .withCsrfToken()
    .header('referer', '/admin/matters')
    .redirects(0)
    .loginAs(user)
}

test.group('Admin Matters (SPEC §1, §6)', (group) => {
  useDatabase(group)

  for (const role of FOUR) {
    test(`[spec 6] ${role} sees every matter with member, plan, category, status and lawyer`, async ({
      client,
      assert,
    }) => {
      const lawyer = await createUser(RoleSlug.LAWYER, { name: 'Lena Lawyer' })
      const { subscription } = await memberOn(PlanSlug.PERSONAL, '2026-01-10')
      await matterFor(subscription.id, lawyer, 'Deposit')
      await matterFor(subscription.id, null, 'Visa')
      const response = await client
        .get('/admin/matters')
        .withInertia()
        .loginAs(await createUser(role))
      response.assertStatus(200)
      response.assertInertiaComponent('Admin/Matters')
      const { list, can } = response.inertiaProps
      assert.equal(list.total, 2)
      const row = list.rows.find((r: any) => r.title === 'Deposit')
      assert.deepEqual(row.lawyer, { id: lawyer.id, name: 'Lena Lawyer', email: lawyer.email })
      const holder = await subscription.related('user').query().firstOrFail()
      assert.deepEqual(row.member, { id: holder.id, name: holder.name, email: holder.email })
      assert.equal(row.membershipNumber, subscription.membershipNumber)
      assert.equal(row.plan, 'personal')
      assert.equal(row.status, 'open')
      assert.deepEqual(can, { all: true, assign: true })
    })
  }

  test('[spec 6] the list filters by status, category, lawyer and plan and searches titles', async ({
    client,
    assert,
  }) => {
    const lawyer = await createUser(RoleSlug.LAWYER)
    const personal = await memberOn(PlanSlug.PERSONAL, '2026-01-10')
    const business = await memberOn(PlanSlug.BUSINESS, '2026-01-10')
    const first = await matterFor(personal.subscription.id, lawyer, 'Landlord deposit')
    await matterFor(business.subscription.id, null, 'Supplier invoices')
    const closed = await matterFor(business.subscription.id, lawyer, 'Closed one')
    closed.status = 'closed'
    await closed.save()
    const admin = await createUser(RoleSlug.ADMIN)
    const titles = async (qs: Record<string, string>) => {
      const response = await client.get('/admin/matters').qs(qs).withInertia().loginAs(admin)
      return response.inertiaProps.list.rows.map((row: any) => row.title).sort()
    }
    assert.deepEqual(await titles({ status: 'closed' }), ['Closed one'])
    assert.deepEqual(await titles({ plan: 'personal' }), ['Landlord deposit'])
    assert.deepEqual(await titles({ lawyer: String(lawyer.id) }), [
      'Closed one',
      'Landlord deposit',
    ])
    assert.deepEqual(await titles({ q: 'supplier' }), ['Supplier invoices'])
    assert.deepEqual(await titles({ category: 'tribal' }), [])
    assert.equal(first.status, 'open')
  })

  test('[spec 6] the list finds matters by the member’s name, whether few or many members share it', async ({
    client,
    assert,
  }) => {
    const first = await memberOn(PlanSlug.PERSONAL, '2026-01-10')
    const second = await memberOn(PlanSlug.BUSINESS, '2026-01-10')
    const other = await memberOn(PlanSlug.PERSONAL, '2026-01-10')
    first.member.name = 'Kanya Sharedname'
    second.member.name = 'Boon Sharedname'
    other.member.name = 'Dao Elsewhere'
    await Promise.all([first.member.save(), second.member.save(), other.member.save()])
    const one = await matterFor(first.subscription.id, null, 'Lease')
    const two = await matterFor(second.subscription.id, null, 'Contract')
    await matterFor(other.subscription.id, null, 'Visa')
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await client
      .get('/admin/matters')
      .qs({ q: 'sharedname' })
      .withInertia()
      .loginAs(admin)
    const listed = response.inertiaProps.list.rows.map((row: any) => row.id).sort()
    assert.deepEqual(listed, [one.id, two.id].sort())

    // The same rows when more members match than the lookup lists (row by row).
    const found = async (max: number) => {
      const apply = await (holderNamed(max) as { prepare: Function }).prepare('sharedname')
      const rows = await Matter.query().where((where) => apply(where, 'sharedname'))
      return rows.map((row) => row.id).sort()
    }
    assert.deepEqual(await found(1000), listed)
    assert.deepEqual(await found(1), listed)
    assert.deepEqual(await found(0), listed)
  })

  test('[spec 6] a lawyer sees only their own matters and is refused another lawyer’s (403)', async ({
    client,
    assert,
  }) => {
    const mine = await createUser(RoleSlug.LAWYER)
    const other = await createUser(RoleSlug.LAWYER)
    const { subscription } = await memberOn(PlanSlug.PERSONAL, '2026-01-10')
    const own = await matterFor(subscription.id, mine, 'Mine')
    const theirs = await matterFor(subscription.id, other, 'Theirs')
    const list = await client.get('/admin/matters').withInertia().loginAs(mine)
    assert.deepEqual(
      list.inertiaProps.list.rows.map((row: any) => row.id),
      [own.id]
    )
    assert.deepEqual(list.inertiaProps.can, { all: false, assign: false })
    const ownPage = await client.get(`/admin/matters/${own.id}`).withInertia().loginAs(mine)
    ownPage.assertStatus(200)
    const theirPage = await client.get(`/admin/matters/${theirs.id}`).loginAs(mine)
    theirPage.assertStatus(403)
    const write = await post(client, mine, `/admin/matters/${theirs.id}/services`, {
      kind: 'advice',
    })
    // A refused form post goes back with the authorization error; nothing is written.
    assert.equal(write.flashMessages().error, 'Access denied')
    const update = await post(
      client,
      mine,
      `/admin/matters/${theirs.id}`,
      { status: 'closed', category: 'general' },
      'put'
    )
    assert.equal(update.flashMessages().error, 'Access denied')
    assert.equal(await countRows('entitlement_usages'), 0)
    await theirs.refresh()
    assert.equal(theirs.status, 'open')
  })

  test('[spec 1] opening a matter from a consultancy request prefills it; one begun before the membership is pre-existing and staff see both FAQ readings', async ({
    client,
    assert,
  }) => {
    await FaqEntry.createMany([
      {
        pageKey: 'general',
        question: 'What is not covered?',
        answer: '<ul><li>Pre-existing matters are excluded</li></ul>',
        position: 1,
        isPublished: true,
      },
      {
        pageKey: 'general',
        question: 'Can I get help with a problem I already have?',
        answer: '<p>Yes. Pre-existing matters are covered.</p>',
        position: 2,
        isPublished: true,
      },
    ])
    const lawyer = await createUser(RoleSlug.LAWYER)
    const { member, subscription } = await memberOn(PlanSlug.PERSONAL, '2026-03-01')
    const request = await ConsultancyRequestFactory.merge({
      userId: member.id,
      lawyerId: lawyer.id,
      details: 'My landlord keeps my deposit\nMore details',
    }).create()
    const form = await client
      .get('/admin/matters/create')
      .qs({ consultancy_request_id: request.id })
      .withInertia()
      .loginAs(lawyer)
    form.assertStatus(200)
    form.assertInertiaComponent('Admin/MatterForm')
    const { prefill, readings } = form.inertiaProps
    assert.equal(prefill.membership_number, subscription.membershipNumber)
    assert.equal(prefill.title, 'My landlord keeps my deposit')
    assert.equal(prefill.consultancy_request_id, request.id)
    assert.deepEqual(
      readings.map((r: any) => r.answer),
      ['Pre-existing matters are excluded', 'Yes. Pre-existing matters are covered.']
    )

    const response = await post(client, lawyer, '/admin/matters', {
      membership_number: subscription.membershipNumber,
      title: 'Landlord keeps the deposit',
      category: 'contracts',
      began_on: '2026-02-20',
      consultancy_request_id: request.id,
    })
    const matter = await Matter.query().orderBy('id', 'desc').firstOrFail()
    assert.equal(response.header('location'), `/admin/matters/${matter.id}`)
    assert.isTrue(matter.preExisting)
    assert.equal(matter.lawyerId, lawyer.id, 'a lawyer works the matter they open')
    assert.equal(matter.consultancyRequestId, request.id)
    const audit = await AuditLog.findByOrFail('action', 'matter.opened')
    assert.equal(audit.userId, lawyer.id)

    const page = await client.get(`/admin/matters/${matter.id}`).withInertia().loginAs(lawyer)
    assert.isTrue(page.inertiaProps.matter.preExisting)
    assert.lengthOf(page.inertiaProps.readings, 2)
  })

  test('[spec 6] a lawyer opens matters only from requests assigned to them, for that member', async ({
    client,
    assert,
  }) => {
    const lawyer = await createUser(RoleSlug.LAWYER)
    const other = await createUser(RoleSlug.LAWYER)
    const { member, subscription } = await memberOn(PlanSlug.PERSONAL, '2026-03-01')
    const stranger = await memberOn(PlanSlug.BUSINESS, '2026-01-01')
    const mine = await ConsultancyRequestFactory.merge({
      userId: member.id,
      lawyerId: lawyer.id,
    }).create()
    const theirs = await ConsultancyRequestFactory.merge({
      userId: member.id,
      lawyerId: other.id,
    }).create()
    const ticket = await SupportTicket.create({
      name: member.name,
      email: member.email,
      category: 'General',
      message: 'A ticket',
      userId: member.id,
    })
    const form = {
      title: 'Landlord keeps the deposit',
      category: 'contracts',
      began_on: '2026-04-01',
    }
    const refusals = [
      // Any membership, no request.
      { membership_number: stranger.subscription.membershipNumber },
      // A request assigned to another lawyer.
      { membership_number: subscription.membershipNumber, consultancy_request_id: theirs.id },
      // Their own request, but another member's membership.
      {
        membership_number: stranger.subscription.membershipNumber,
        consultancy_request_id: mine.id,
      },
      // A ticket (the four roles' section).
      { membership_number: subscription.membershipNumber, support_ticket_id: ticket.id },
    ]
    for (const fields of refusals) {
      const refused = await post(client, lawyer, '/admin/matters', { ...form, ...fields })
      assert.equal(refused.header('location'), '/admin/matters', JSON.stringify(fields))
      assert.deepEqual(refused.flashMessages().inputErrorsBag.membership_number, [
        'You can open a matter only from a consultancy request assigned to you, for that member.',
      ])
    }
    assert.equal(await countRows('matters'), 0)

    // The create page itself refuses another lawyer's request.
    const prefill = await client
      .get('/admin/matters/create')
      .qs({ consultancy_request_id: theirs.id })
      .loginAs(lawyer)
    prefill.assertStatus(403)

    const opened = await post(client, lawyer, '/admin/matters', {
      ...form,
      membership_number: subscription.membershipNumber,
      consultancy_request_id: mine.id,
    })
    const matter = await Matter.query().firstOrFail()
    assert.equal(opened.header('location'), `/admin/matters/${matter.id}`)
    assert.equal(matter.subscriptionId, subscription.id)
    assert.equal(matter.lawyerId, lawyer.id)

    // Staff open a matter on any membership, with or without a request.
    const admin = await createUser(RoleSlug.ADMIN)
    await post(client, admin, '/admin/matters', {
      ...form,
      membership_number: stranger.subscription.membershipNumber,
    })
    assert.equal(await countRows('matters'), 2)
  })

  test('[spec 1] an excluded category is flagged "not covered"; a ticket prefills the form for the four roles only', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const lawyer = await createUser(RoleSlug.LAWYER)
    const { member, subscription } = await memberOn(PlanSlug.BUSINESS, '2026-01-01')
    const ticket = await SupportTicket.create({
      name: member.name,
      email: member.email,
      category: 'General',
      message: 'Court-martial question',
      userId: member.id,
    })
    const form = await client
      .get('/admin/matters/create')
      .qs({ support_ticket_id: ticket.id })
      .withInertia()
      .loginAs(admin)
    assert.equal(form.inertiaProps.prefill.support_ticket_id, ticket.id)
    const refused = await client
      .get('/admin/matters/create')
      .qs({ support_ticket_id: ticket.id })
      .loginAs(lawyer)
    refused.assertStatus(403)

    await post(client, admin, '/admin/matters', {
      membership_number: subscription.membershipNumber,
      title: 'Court-martial question',
      category: 'military',
      began_on: '2026-05-01',
      lawyer_id: lawyer.id,
      support_ticket_id: ticket.id,
    })
    const matter = await Matter.query().orderBy('id', 'desc').firstOrFail()
    assert.isFalse(matter.preExisting)
    assert.equal(matter.lawyerId, lawyer.id)
    const list = await client.get('/admin/matters').withInertia().loginAs(admin)
    assert.isTrue(list.inertiaProps.list.rows[0].notCovered)
  })

  test('[spec 5] bad input gets field messages and opens nothing', async ({ client, assert }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const member = await createUser(RoleSlug.USER)
    const response = await post(client, admin, '/admin/matters', {
      membership_number: 'LX-NOPE-1',
      title: 'Something',
      category: 'astrology',
      began_on: '2999-01-01',
      lawyer_id: member.id,
    })
    assert.includeMembers(Object.keys(response.flashMessages().inputErrorsBag), [
      'category',
      'began_on',
    ])
    const ok = await post(client, admin, '/admin/matters', {
      membership_number: 'LX-NOPE-1',
      title: 'Something',
      category: 'general',
      began_on: '2026-01-01',
    })
    assert.deepEqual(ok.flashMessages().inputErrorsBag.membership_number, [
      'No membership has this number.',
    ])
    assert.equal(await countRows('matters'), 0)
  })
})
