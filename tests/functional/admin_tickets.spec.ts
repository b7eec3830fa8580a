import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import { RoleSlug } from '#enums/role'
import { SupportTicketStatus } from '#enums/content'
import SupportTicketEvent from '#models/support_ticket_event'
import AuditLog from '#models/audit_log'
import SupportTicketReplyMail from '#mails/support_ticket_reply_mail'
import { SupportTicketFactory } from '#database/factories/content_factories'
import { ticketResponseClock } from '#services/support_desk/support_tickets'
import { BusinessCalendar } from '#support/business_hours'
import { countRows, createUser, useDatabase } from '#tests/helpers'

const FOUR = [RoleSlug.ADMIN, RoleSlug.SUPER_ADMIN, RoleSlug.ACCOUNTING, RoleSlug.OFFICER_ACCESS]

/** The status a request answers. */
async function statusOf(request: PromiseLike<{ status(): number }>) {
  const response = await request
  return response.status()
}

test.group('Admin Support Tickets (SPEC §2.9, §4)', (group) => {
  useDatabase(group)

  for (const role of FOUR) {
    test(`[spec 2.9] ${role} opens /admin/tickets with rows, clock and allowed transitions`, async ({
      client,
      assert,
    }) => {
      await SupportTicketFactory.merge({ name: 'Anna Lee', category: 'Billing' }).create()
      const user = await createUser(role)
      const response = await client.get('/admin/tickets').withInertia().loginAs(user)
      response.assertStatus(200)
      response.assertInertiaComponent('Admin/Tickets')
      const row = response.inertiaProps.list.rows[0]
      assert.equal(row.name, 'Anna Lee')
      assert.equal(row.status, 'pending')
      assert.deepEqual(row.next, ['resolving', 'completed'])
      assert.equal(row.clock.state, 'running')
      assert.deepEqual(row.history, [])
    })
  }

  test('[spec 2.9] a row holds the ticket, the number to call, its clock and its history with who acted; the CSV holds the ticket', async ({
    client,
    assert,
  }) => {
    // Wednesday 10:00 in Bangkok: the answer is due one business day later, Thursday 10:00.
    const createdAt = DateTime.fromISO('2026-06-10T03:00:00Z')
    const ticket = await SupportTicketFactory.merge({
      name: 'Row Sender',
      email: 'row-sender@example.test',
      membershipNumber: 'LX-2026-000901',
      category: 'Billing',
      message: 'Call back on: +66812345678\nI was charged twice.',
      createdAt,
      resolvedAt: createdAt.plus({ hours: 2 }),
    })
      .apply('completed')
      .create()
    const officer = await createUser(RoleSlug.OFFICER_ACCESS, { name: 'Olive Officer' })
    const event = await SupportTicketEvent.create({
      supportTicketId: ticket.id,
      userId: officer.id,
      kind: 'status',
      fromStatus: 'pending',
      toStatus: 'completed',
      subject: null,
      body: null,
      createdAt: createdAt.plus({ hours: 2 }),
    })
    const response = await client.get('/admin/tickets').withInertia().loginAs(officer)
    assert.deepEqual(response.inertiaProps.list.rows, [
      {
        id: ticket.id,
        name: 'Row Sender',
        email: 'row-sender@example.test',
        membershipNumber: 'LX-2026-000901',
        category: 'Billing',
        message: 'Call back on: +66812345678\nI was charged twice.',
        phoneLinks: {
          display: '+66 81 234 5678',
          tel: 'tel:+66812345678',
          whatsapp: 'https://wa.me/66812345678',
        },
        status: 'completed',
        createdAt: '2026-06-10T03:00:00.000Z',
        resolvedAt: '2026-06-10T05:00:00.000Z',
        clock: {
          dueAt: '2026-06-11T03:00:00.000Z',
          respondedAt: '2026-06-10T05:00:00.000Z',
          state: 'met',
          businessHours: true,
          skippedHolidays: [],
        },
        next: ['resolving'],
        history: [
          {
            id: event.id,
            kind: 'status',
            fromStatus: 'pending',
            toStatus: 'completed',
            subject: null,
            body: null,
            by: 'Olive Officer',
            at: '2026-06-10T05:00:00.000Z',
          },
        ],
      },
    ])

    const csv = await client.get('/admin/tickets/export').loginAs(officer)
    csv.assertStatus(200)
    assert.equal(
      csv.text().trim(),
      [
        'Name,Email,Membership number,Category,Status,Message,Created at,Resolved at',
        `Row Sender,row-sender@example.test,LX-2026-000901,Billing,completed,"Call back on: +66812345678`,
        `I was charged twice.",${createdAt.toISO()},${ticket.resolvedAt!.toISO()}`,
      ].join('\n')
    )
  })

  for (const role of [RoleSlug.USER, RoleSlug.LAWYER]) {
    test(`[spec 6] ${role} gets 403 on /admin/tickets and its actions`, async ({
      client,
      assert,
    }) => {
      const ticket = await SupportTicketFactory.create()
      const user = await createUser(role)
      assert.equal(await statusOf(client.get('/admin/tickets').loginAs(user)), 403)
      const post = await client
        .post(`/admin/tickets/${ticket.id}/status`)
        .form({ status: 'completed' })
        .withCsrfToken()
        .loginAs(user)
      post.assertStatus(403)
    })
  }

  test('[spec 2.9] the list filters by status and category and searches name, email and membership number', async ({
    client,
    assert,
  }) => {
    await SupportTicketFactory.merge({ name: 'Pending Billing', category: 'Billing' }).create()
    await SupportTicketFactory.merge({ name: 'Resolving Other', category: 'Other' })
      .apply('resolving')
      .create()
    await SupportTicketFactory.merge({
      name: 'Numbered',
      category: 'Technical',
      membershipNumber: 'LX-2026-000777',
    }).create()
    const admin = await createUser(RoleSlug.ADMIN)
    const names = async (qs: string) => {
      const response = await client.get(`/admin/tickets?${qs}`).withInertia().loginAs(admin)
      return response.inertiaProps.list.rows.map((row: { name: string }) => row.name).sort()
    }
    assert.deepEqual(await names('status=resolving'), ['Resolving Other'])
    assert.deepEqual(await names('category=Billing'), ['Pending Billing'])
    assert.deepEqual(await names('q=000777'), ['Numbered'])
    // An unknown filter value is ignored, never an error.
    assert.lengthOf(await names('status=bogus'), 3)
  })

  test('[spec 4] a transition is recorded with who made it and audited; a forbidden one changes nothing', async ({
    client,
    assert,
  }) => {
    const ticket = await SupportTicketFactory.create()
    const officer = await createUser(RoleSlug.OFFICER_ACCESS, { name: 'Olive Officer' })
    const response = await client
      .post(`/admin/tickets/${ticket.id}/status`)
      .form({ status: 'completed' })
      .withCsrfToken()
      .header('referer', '/admin/tickets')
      .redirects(0)
      .loginAs(officer)
    response.assertStatus(302)
    response.assertFlashMessage('success', 'The ticket of ' + ticket.name + ' is now Completed.')
    await ticket.refresh()
    assert.equal(ticket.status, SupportTicketStatus.COMPLETED)
    assert.isNotNull(ticket.resolvedAt)
    const event = await SupportTicketEvent.query()
      .where('support_ticket_id', ticket.id)
      .firstOrFail()
    assert.equal(event.userId, officer.id)
    assert.equal(event.fromStatus, 'pending')
    assert.equal(event.toStatus, 'completed')
    const audit = await AuditLog.query()
      .where('action', 'support_ticket.status_changed')
      .firstOrFail()
    assert.equal(audit.userId, officer.id)
    assert.equal(audit.subjectId, String(ticket.id))

    // The history shows it, with the staff member's name.
    const list = await client.get('/admin/tickets').withInertia().loginAs(officer)
    const row = list.inertiaProps.list.rows[0]
    assert.equal(row.history[0].by, 'Olive Officer')
    assert.deepEqual(row.next, ['resolving'])

    // completed → pending is not a transition: refused, nothing changes.
    const refused = await client
      .post(`/admin/tickets/${ticket.id}/status`)
      .form({ status: 'pending' })
      .withCsrfToken()
      .header('referer', '/admin/tickets')
      .redirects(0)
      .loginAs(officer)
    refused.assertFlashMessage(
      'error',
      "That status change is not possible from the ticket's current status."
    )
    await ticket.refresh()
    assert.equal(ticket.status, SupportTicketStatus.COMPLETED)
    assert.equal(await countRows('support_ticket_events', { support_ticket_id: ticket.id }), 1)
  })

  test('[spec 5] an unknown status is a field error and nothing changes', async ({
    client,
    assert,
  }) => {
    const ticket = await SupportTicketFactory.create()
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await client
      .post(`/admin/tickets/${ticket.id}/status`)
      .form({ status: 'closed' })
      .withCsrfToken()
      .header('referer', '/admin/tickets')
      .redirects(0)
      .loginAs(admin)
    response.assertStatus(302)
    assert.property(response.flashMessages().inputErrorsBag, 'status')
    await ticket.refresh()
    assert.equal(ticket.status, SupportTicketStatus.PENDING)
    assert.equal(
      await statusOf(
        client
          .post('/admin/tickets/999999/status')
          .form({ status: 'completed' })
          .withCsrfToken()
          .loginAs(admin)
      ),
      404
    )
  })

  test('[spec 2.9] a reply is queued by email, kept in the history, audited and starts resolving', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const ticket = await SupportTicketFactory.merge({
      name: 'Ben Carter',
      email: 'ben@example.test',
    }).create()
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await client
      .post(`/admin/tickets/${ticket.id}/reply`)
      .form({
        subject: 'About your invoice',
        message: 'We have refunded the duplicate charge today.',
      })
      .withCsrfToken()
      .header('referer', '/admin/tickets')
      .redirects(0)
      .loginAs(admin)
    response.assertStatus(302)
    response.assertFlashMessage('success', 'Reply sent to ben@example.test.')

    const queued = mails.queued().find((entry) => entry instanceof SupportTicketReplyMail)!
    assert.exists(queued)
    await queued.buildWithContents()
    queued.message.assertTo('ben@example.test', 'Ben Carter')
    queued.message.assertSubject('About your invoice')
    queued.message.assertHtmlIncludes('We have refunded the duplicate charge today.')

    const events = await SupportTicketEvent.query()
      .where('support_ticket_id', ticket.id)
      .orderBy('id')
    assert.deepEqual(
      events.map((event) => event.kind),
      ['reply', 'status']
    )
    assert.equal(events[0].subject, 'About your invoice')
    await ticket.refresh()
    assert.equal(ticket.status, SupportTicketStatus.RESOLVING)
    assert.exists(await AuditLog.query().where('action', 'support_ticket.replied').first())
    mail.restore()
  })

  test('[spec 5] a reply without a message is refused and nothing is sent', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const ticket = await SupportTicketFactory.create()
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await client
      .post(`/admin/tickets/${ticket.id}/reply`)
      .form({ subject: '', message: 'short' })
      .withCsrfToken()
      .header('referer', '/admin/tickets')
      .redirects(0)
      .loginAs(admin)
    assert.properties(response.flashMessages().inputErrorsBag, ['subject', 'message'])
    assert.lengthOf(mails.queued(), 0)
    assert.equal(await countRows('support_ticket_events'), 0)
    mail.restore()
  })

  test('[spec 9] the response clock runs in business hours; an emergency runs one hour round the clock', ({
    assert,
  }) => {
    // Friday 16:00 Bangkok: 1 business hour left that day, 7 more from Monday 09:00.
    const friday = DateTime.fromISO('2026-11-20T16:00:00', { zone: 'Asia/Bangkok' })
    const weekdays = new BusinessCalendar()
    const clock = ticketResponseClock(
      { createdAt: friday, category: 'Billing' },
      null,
      weekdays,
      friday.plus({ hours: 2 })
    )
    assert.equal(
      DateTime.fromISO(clock.due_at).setZone('Asia/Bangkok').toFormat('ccc HH:mm'),
      'Mon 16:00'
    )
    assert.equal(clock.state, 'running')
    const late = ticketResponseClock(
      { createdAt: friday, category: 'Billing' },
      friday.plus({ days: 4 }),
      weekdays
    )
    assert.equal(late.state, 'missed')
    const emergency = ticketResponseClock(
      { createdAt: friday, category: 'Emergency' },
      null,
      weekdays,
      friday.plus({ hours: 2 })
    )
    assert.equal(emergency.state, 'overdue')
    assert.isFalse(emergency.business_hours)
  })

  test('[spec 2.9] the CSV export holds the filtered tickets', async ({ client, assert }) => {
    await SupportTicketFactory.merge({ name: 'In CSV', category: 'Billing' }).create()
    await SupportTicketFactory.merge({ name: 'Not In CSV', category: 'Other' }).create()
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await client.get('/admin/tickets/export?category=Billing').loginAs(admin)
    response.assertStatus(200)
    assert.include(response.text(), 'In CSV')
    assert.notInclude(response.text(), 'Not In CSV')
  })
})
