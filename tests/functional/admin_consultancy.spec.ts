import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import { ConsultancyRequestStatus } from '#enums/content'
import AuditLog from '#models/audit_log'
import ConsultancyRequestNote from '#models/consultancy_request_note'
import FeedbackSurveyMail from '#mails/feedback_survey_mail'
import {
  ConsultancyRequestFactory,
  SurveyQuestionFactory,
} from '#database/factories/content_factories'
import { callbackClock } from '#services/support_desk/consultancy_requests'
import { BusinessCalendar } from '#support/business_hours'
import { countRows, createUser, useDatabase } from '#tests/helpers'

const FOUR = [RoleSlug.ADMIN, RoleSlug.SUPER_ADMIN, RoleSlug.ACCOUNTING, RoleSlug.OFFICER_ACCESS]

async function post(client: any, user: any, url: string, form: Record<string, unknown>) {
  return client
    .post(url)
    .form(form)
    .withCsrfToken()
    .header('referer', '/admin/consultancy-requests')
    .redirects(0)
    .loginAs(user)
}

/** The status a request answers. */
async function statusOf(request: PromiseLike<{ status(): number }>) {
  const response = await request
  return response.status()
}

/** The Inertia props a request answers. */
async function propsOf(request: PromiseLike<{ inertiaProps: any }>) {
  const response = await request
  return response.inertiaProps
}

test.group('Admin Consultancy Requests (SPEC §2.9, §3, §6)', (group) => {
  useDatabase(group)

  for (const role of FOUR) {
    test(`[spec 2.9] ${role} sees every request with intake number, category, preferred time, details, and may assign`, async ({
      client,
      assert,
    }) => {
      const lawyer = await createUser(RoleSlug.LAWYER, { name: 'Lena Lawyer' })
      await ConsultancyRequestFactory.merge({ category: 'Property' }).with('user').create()
      await ConsultancyRequestFactory.merge({ lawyerId: lawyer.id, category: 'Family' }).create()
      const user = await createUser(role)
      const response = await client.get('/admin/consultancy-requests').withInertia().loginAs(user)
      response.assertStatus(200)
      response.assertInertiaComponent('Admin/ConsultancyRequests')
      const { list, can, lawyers } = response.inertiaProps
      assert.equal(list.total, 2)
      const row = list.rows.find((r: any) => r.category === 'Property')
      assert.match(row.intakeNumber, /^IN-2099-/)
      assert.isString(row.preferredDateTime)
      assert.isString(row.details)
      assert.isString(row.user.name)
      assert.deepEqual(can, { all: true, assign: true })
      assert.deepInclude(lawyers, { id: lawyer.id, name: 'Lena Lawyer' })
    })
  }

  test('[spec 2.9] a row holds the request, its member with the number to call, its lawyer and its notes; the CSV names them', async ({
    client,
    assert,
  }) => {
    // Wednesday 10:00 in Bangkok: the call-back is due four business hours later, at 14:00.
    const createdAt = DateTime.fromISO('2026-06-10T03:00:00Z')
    const member = await createUser(RoleSlug.USER, {
      name: 'Row Member',
      email: 'row-member@example.test',
      phone: '+66812345678',
    })
    const lawyer = await createUser(RoleSlug.LAWYER, {
      name: 'Row Lawyer',
      email: 'row-lawyer@example.test',
    })
    const request = await ConsultancyRequestFactory.merge({
      userId: member.id,
      lawyerId: lawyer.id,
      intakeNumber: 'IN-2099-000901',
      category: 'Property',
      preferredDateTime: DateTime.fromISO('2026-06-15T07:30:00Z'),
      details: 'A lease to read before Friday.',
      createdAt,
      respondedAt: createdAt.plus({ hours: 1 }),
    })
      .apply('scheduled')
      .create()
    const note = await ConsultancyRequestNote.create({
      consultancyRequestId: request.id,
      userId: lawyer.id,
      body: 'Called the member.',
      createdAt: createdAt.plus({ hours: 1 }),
    })
    const admin = await createUser(RoleSlug.ADMIN)
    const props = await propsOf(
      client.get('/admin/consultancy-requests').withInertia().loginAs(admin)
    )
    assert.deepEqual(props.list.rows, [
      {
        id: request.id,
        intakeNumber: 'IN-2099-000901',
        category: 'Property',
        preferredDateTime: '2026-06-15T07:30:00.000Z',
        details: 'A lease to read before Friday.',
        phoneLinks: {
          display: '+66 81 234 5678',
          tel: 'tel:+66812345678',
          whatsapp: 'https://wa.me/66812345678',
        },
        status: 'scheduled',
        user: { id: member.id, name: 'Row Member', email: 'row-member@example.test' },
        lawyer: { id: lawyer.id, name: 'Row Lawyer', email: 'row-lawyer@example.test' },
        createdAt: '2026-06-10T03:00:00.000Z',
        completedAt: null,
        surveySentAt: null,
        clock: {
          dueAt: '2026-06-10T07:00:00.000Z',
          respondedAt: '2026-06-10T04:00:00.000Z',
          state: 'met',
          skippedHolidays: [],
        },
        next: ['new', 'completed', 'cancelled'],
        notes: [
          {
            id: note.id,
            body: 'Called the member.',
            by: 'Row Lawyer',
            at: '2026-06-10T04:00:00.000Z',
          },
        ],
      },
    ])

    const csv = await client.get('/admin/consultancy-requests/export').loginAs(admin)
    csv.assertStatus(200)
    assert.equal(
      csv.text().trim(),
      [
        'Intake number,Member,Category,Preferred date and time,Status,Lawyer,Details,Created at',
        `IN-2099-000901,Row Member,Property,${request.preferredDateTime!.toISO()},scheduled,Row Lawyer,A lease to read before Friday.,${createdAt.toISO()}`,
      ].join('\n')
    )
  })

  test('[spec 6] a lawyer sees and works only their own requests; another lawyer’s id is a 404', async ({
    client,
    assert,
  }) => {
    const mine = await createUser(RoleSlug.LAWYER)
    const other = await createUser(RoleSlug.LAWYER)
    const own = await ConsultancyRequestFactory.merge({ lawyerId: mine.id }).create()
    const theirs = await ConsultancyRequestFactory.merge({ lawyerId: other.id }).create()
    await ConsultancyRequestFactory.create()

    const response = await client.get('/admin/consultancy-requests').withInertia().loginAs(mine)
    response.assertStatus(200)
    assert.deepEqual(
      response.inertiaProps.list.rows.map((row: any) => row.id),
      [own.id]
    )
    assert.deepEqual(response.inertiaProps.can, { all: false, assign: false })
    assert.deepEqual(response.inertiaProps.lawyers, [])

    // Their own: works.
    const ok = await post(client, mine, `/admin/consultancy-requests/${own.id}/status`, {
      status: 'scheduled',
    })
    ok.assertStatus(302)
    await own.refresh()
    assert.equal(own.status, ConsultancyRequestStatus.SCHEDULED)

    // Someone else's: 404 for status and notes; assigning is the four roles' (refused, back with an error).
    const status = await post(client, mine, `/admin/consultancy-requests/${theirs.id}/status`, {
      status: 'scheduled',
    })
    status.assertStatus(404)
    const note = await post(client, mine, `/admin/consultancy-requests/${theirs.id}/notes`, {
      body: 'Not mine',
    })
    note.assertStatus(404)
    const assign = await post(client, mine, `/admin/consultancy-requests/${own.id}/assign`, {
      lawyer_id: other.id,
    })
    assign.assertStatus(302)
    assert.property(assign.flashMessages(), 'error')
    await own.refresh()
    assert.equal(own.lawyerId, mine.id)
    await theirs.refresh()
    assert.equal(theirs.status, ConsultancyRequestStatus.NEW)
    assert.equal(await countRows('consultancy_request_notes'), 0)

    // Their CSV holds only their own requests too.
    const csv = await client.get('/admin/consultancy-requests/export').loginAs(mine)
    assert.include(csv.text(), own.intakeNumber)
    assert.notInclude(csv.text(), theirs.intakeNumber)
  })

  test('[spec 6] a member gets 403', async ({ client, assert }) => {
    const member = await createUser(RoleSlug.USER)
    assert.equal(await statusOf(client.get('/admin/consultancy-requests').loginAs(member)), 403)
  })

  test('[spec 2.9] assigning takes only a lawyer-role account; the change is audited', async ({
    client,
    assert,
  }) => {
    const request = await ConsultancyRequestFactory.create()
    const lawyer = await createUser(RoleSlug.LAWYER, { name: 'Lek Lawyer' })
    const accountant = await createUser(RoleSlug.ACCOUNTING)
    const admin = await createUser(RoleSlug.ADMIN)

    const refused = await post(client, admin, `/admin/consultancy-requests/${request.id}/assign`, {
      lawyer_id: accountant.id,
    })
    refused.assertStatus(302)
    assert.deepEqual(refused.flashMessages().inputErrorsBag.lawyer_id, [
      'Choose a lawyer: only lawyer accounts can take a consultancy request.',
    ])
    await request.refresh()
    assert.isNull(request.lawyerId)

    const ok = await post(client, admin, `/admin/consultancy-requests/${request.id}/assign`, {
      lawyer_id: lawyer.id,
    })
    ok.assertFlashMessage('success', `Request ${request.intakeNumber} is assigned to Lek Lawyer.`)
    await request.refresh()
    assert.equal(request.lawyerId, lawyer.id)
    const audit = await AuditLog.query()
      .where('action', 'consultancy_request.assigned')
      .firstOrFail()
    assert.equal(audit.userId, admin.id)
    assert.deepEqual(audit.changes, {
      before: { lawyer_id: null },
      after: { lawyer_id: lawyer.id },
    })
  })

  test('[spec 2.9] a note is kept with its author, stops the call-back clock and is audited', async ({
    client,
    assert,
  }) => {
    const lawyer = await createUser(RoleSlug.LAWYER, { name: 'Noi Lawyer' })
    const request = await ConsultancyRequestFactory.merge({ lawyerId: lawyer.id }).create()
    const response = await post(client, lawyer, `/admin/consultancy-requests/${request.id}/notes`, {
      body: 'Called the member; meeting on Tuesday.',
    })
    response.assertStatus(302)
    const note = await ConsultancyRequestNote.query().firstOrFail()
    assert.equal(note.userId, lawyer.id)
    await request.refresh()
    assert.isNotNull(request.respondedAt)
    assert.exists(await AuditLog.query().where('action', 'consultancy_request.note_added').first())

    const list = await client.get('/admin/consultancy-requests').withInertia().loginAs(lawyer)
    const row = list.inertiaProps.list.rows[0]
    assert.equal(row.notes[0].by, 'Noi Lawyer')
    assert.include(['met', 'missed'], row.clock.state)

    const empty = await post(client, lawyer, `/admin/consultancy-requests/${request.id}/notes`, {
      body: ' ',
    })
    assert.property(empty.flashMessages().inputErrorsBag, 'body')
    assert.equal(await countRows('consultancy_request_notes'), 1)
  })

  test('[spec 2.9] completing a request emails the member the survey link once; a completed request is final', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await SurveyQuestionFactory.merge({ surveyId: 7 }).apply('rating').create()
    const member = await createUser(RoleSlug.USER, {
      name: 'Mali Member',
      email: 'mali@example.test',
    })
    const request = await ConsultancyRequestFactory.merge({ userId: member.id })
      .apply('scheduled')
      .create()
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await post(client, admin, `/admin/consultancy-requests/${request.id}/status`, {
      status: 'completed',
    })
    response.assertFlashMessage(
      'success',
      `Request ${request.intakeNumber} is now Completed; the feedback survey has been emailed to the member.`
    )
    const sent = mails.queued().find((entry) => entry instanceof FeedbackSurveyMail)!
    assert.exists(sent)
    await sent.buildWithContents()
    sent.message.assertTo('mali@example.test', 'Mali Member')
    sent.message.assertHtmlIncludes('/survey?survey=7')
    await request.refresh()
    assert.equal(request.status, ConsultancyRequestStatus.COMPLETED)
    assert.isNotNull(request.surveySentAt)
    assert.isNotNull(request.completedAt)
    assert.exists(await AuditLog.query().where('action', 'consultancy_request.survey_sent').first())

    const again = await post(client, admin, `/admin/consultancy-requests/${request.id}/status`, {
      status: 'new',
    })
    again.assertFlashMessage(
      'error',
      "That status change is not possible from the request's current status."
    )
    assert.lengthOf(
      mails.queued().filter((entry) => entry instanceof FeedbackSurveyMail),
      1
    )
    mail.restore()
  })

  test('[spec 2.9] the list filters by status and assignment and searches the intake number', async ({
    client,
    assert,
  }) => {
    const lawyer = await createUser(RoleSlug.LAWYER)
    const a = await ConsultancyRequestFactory.merge({ lawyerId: lawyer.id })
      .apply('scheduled')
      .create()
    const b = await ConsultancyRequestFactory.create()
    const admin = await createUser(RoleSlug.ADMIN)
    const ids = async (qs: string) => {
      const props = await propsOf(
        client.get(`/admin/consultancy-requests?${qs}`).withInertia().loginAs(admin)
      )
      return props.list.rows.map((row: any) => row.id)
    }
    assert.deepEqual(await ids('status=scheduled'), [a.id])
    assert.deepEqual(await ids('assigned=no'), [b.id])
    assert.deepEqual(await ids(`q=${b.intakeNumber.toLowerCase()}`), [b.id])
  })

  test('[spec 9] the call-back clock counts four business hours', ({ assert }) => {
    const friday = DateTime.fromISO('2026-11-20T15:00:00', { zone: 'Asia/Bangkok' })
    const clock = callbackClock(
      { createdAt: friday, respondedAt: null },
      new BusinessCalendar(),
      friday.plus({ hours: 1 })
    )
    assert.equal(
      DateTime.fromISO(clock.due_at).setZone('Asia/Bangkok').toFormat('ccc HH:mm'),
      'Mon 11:00'
    )
    assert.equal(clock.state, 'running')
  })
})
