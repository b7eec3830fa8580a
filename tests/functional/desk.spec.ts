import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import drive from '@adonisjs/drive/services/main'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import { EntitlementKind, PlanSlug } from '#enums/billing'
import MemberRequest from '#models/member_request'
import MemberRequestFile from '#models/member_request_file'
import EntitlementUsage from '#models/entitlement_usage'
import ConsultancyRequest from '#models/consultancy_request'
import Invoice from '#models/invoice'
import { ExtraServiceBilledMail } from '#mails/extra_service_mail'
import DeskMessageMail from '#mails/desk_message_mail'
import FeedbackSurveyMail from '#mails/feedback_survey_mail'
import { SurveyQuestionFactory } from '#database/factories/content_factories'
import { seedHolidays } from '#database/seed/holidays'
import clock from '#services/billing/clock'
import { forgetBusinessCalendar } from '#services/platform/business_calendar'
import { countRows, createUser, useDatabase } from '#tests/helpers'
import { bangkok, matterFor, memberOn } from '#tests/support/casework'
import { PNG_BYTES, pdfOf, sendRequest, uploadAs } from '#tests/support/desk'
import { purgeAbandonedUploads, STAGED_FILE_HOURS } from '#services/support_desk/desk/uploads'

/** Asserts a status (one line per call, the response awaited first). */
const expectStatus = (response: { assertStatus(code: number): void }, code: number) =>
  response.assertStatus(code)

const inBangkok = (iso: string) =>
  DateTime.fromISO(iso).setZone('Asia/Bangkok').toFormat('ccc yyyy-MM-dd HH:mm')

test.group('The member’s legal desk: requests, documents, limits (SPEC §1, §2.8, §9)', (group) => {
  useDatabase(group)
  group.each.timeout(120_000)
  group.each.setup(async () => {
    forgetBusinessCalendar()
    await seedHolidays()
    return () => {
      clock.travelBack()
      forgetBusinessCalendar()
    }
  })

  test('[spec 2.8] My requests is in the menu of a member with a current plan, not of a free member', async ({
    client,
    assert,
  }) => {
    const { member } = await memberOn(PlanSlug.PERSONAL, '2026-01-10')
    const page = await client.get('/settings/my-requests').withInertia().loginAs(member)
    page.assertStatus(200)
    page.assertInertiaComponent('Settings/MyRequests')
    assert.isTrue(page.inertiaProps.eligible)
    const keys = (page.inertiaProps.member_menu as Array<{ key: string }>).map((entry) => entry.key)
    assert.include(keys, 'my-requests')
    const free = await createUser(RoleSlug.USER)
    const refused = await client.get('/settings/my-requests').redirects(0).loginAs(free)
    refused.assertStatus(302)
    assert.equal(refused.header('location'), '/settings/profile-details')
  })

  test('[spec 9] a 16-page PDF is refused for a Personal first review; a 9-page PDF is accepted with its due time', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const { member, subscription } = await memberOn(PlanSlug.PERSONAL, '2026-01-10')
    clock.travelTo(bangkok('2026-11-20T10:00'))
    const long = await uploadAs(client, member, await pdfOf(16), 'lease-long.pdf')
    long.assertStatus(201)
    assert.equal(long.body().pages, 16)
    assert.equal(long.body().pagesFrom, 'pdf')
    const refused = await sendRequest(client, member, {
      kind: 'document_review',
      subject: 'Lease to review',
      details: 'Please check the deposit clause.',
      file_ids: [long.body().id],
    })
    refused.assertStatus(409)
    assert.equal(refused.body().code, 'over_pages_left')
    assert.equal(refused.body().field, 'accept_extra')
    assert.match(refused.body().message, /15 pages/)
    assert.equal(await countRows('member_requests'), 0)
    assert.equal(await countRows('entitlement_usages'), 0)

    // The member removes the long file and sends the right one.
    const removed = await client
      .delete(`/settings/my-requests/uploads/${long.body().id}`)
      .withCsrfToken()
      .loginAs(member)
    removed.assertStatus(204)
    const nine = await uploadAs(client, member, await pdfOf(9), 'lease.pdf')
    nine.assertStatus(201)
    const sent = await sendRequest(client, member, {
      kind: 'document_review',
      subject: 'Lease to review',
      details: 'Please check the deposit clause.',
      file_ids: [nine.body().id],
    }).redirects(0)
    sent.assertStatus(302)
    const request = await MemberRequest.query().where('user_id', member.id).firstOrFail()
    assert.equal(sent.header('location'), `/settings/my-requests/${request.id}`)
    assert.equal(inBangkok(request.dueAt.toISO()!), 'Wed 2026-11-25 10:00')
    assert.isNotNull(request.consultancyRequestId)
    const usage = await EntitlementUsage.query().where('member_request_id', request.id)
    assert.deepEqual(
      usage.map((u) => [u.kind, u.pages, u.extra]),
      [[EntitlementKind.DOCUMENT_REVIEW, 9, false]]
    )
    // Staff see it where they work: the consultancy request list.
    const consultancy = await ConsultancyRequest.findOrFail(request.consultancyRequestId!)
    assert.equal(consultancy.category, 'Document review')
    // The member's page: the file, the due time, the steps.
    const page = await client
      .get(`/settings/my-requests/${request.id}`)
      .withInertia()
      .loginAs(member)
    page.assertInertiaComponent('Settings/MyRequestShow')
    const detail = page.inertiaProps.request
    assert.equal(detail.files[0].name, 'lease.pdf')
    assert.equal(detail.files[0].pages, 9)
    assert.equal(detail.dueState, 'running')
    assert.equal(detail.timeline[0].step, 'received')
    // After the first review, 10 pages a month: 1 left this month.
    const form = await client.get('/settings/my-requests/new').withInertia().loginAs(member)
    assert.equal(form.inertiaProps.left.document_review.pages_left, 1)
    assert.isFalse(form.inertiaProps.left.document_review.first_review)
    assert.equal(subscription.id, request.subscriptionId)
  })

  test('[spec 9] a second letter in a month is refused, then accepted as an extra service and invoiced', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { member } = await memberOn(PlanSlug.PERSONAL, '2026-01-10')
    const letter = {
      kind: 'letter_or_call',
      subject: 'Letter to my landlord',
      details: 'Ask for the deposit back.',
    }
    expectStatus(await sendRequest(client, member, letter).redirects(0), 302)
    const refused = await sendRequest(client, member, { ...letter, subject: 'Second letter' })
    refused.assertStatus(409)
    assert.equal(refused.body().code, 'over_month')
    assert.equal(await countRows('member_requests'), 1)
    assert.equal(await countRows('invoices'), 0)

    const accepted = await sendRequest(client, member, {
      ...letter,
      subject: 'Second letter',
      accept_extra: true,
    }).redirects(0)
    accepted.assertStatus(302)
    const extra = await MemberRequest.query().where('subject', 'Second letter').firstOrFail()
    assert.isTrue(extra.extra)
    const invoice = await Invoice.findOrFail(extra.invoiceId!)
    assert.equal(invoice.status, 'open')
    const usage = await EntitlementUsage.query().where('member_request_id', extra.id).firstOrFail()
    assert.isTrue(usage.extra)
    assert.equal(usage.invoiceId, invoice.id)
    const billed = mails.queued().find((m) => m instanceof ExtraServiceBilledMail)
    assert.exists(billed)
  })

  test('[security] a file whose bytes are not what its name says is refused, and nothing is kept', async ({
    client,
    assert,
  }) => {
    const { member } = await memberOn(PlanSlug.PERSONAL, '2026-01-10')
    const png = await uploadAs(client, member, PNG_BYTES, 'contract.pdf')
    png.assertStatus(422)
    assert.equal(png.body().code, 'wrong_type')
    const garbage = await uploadAs(client, member, Buffer.from('MZ this is an exe'), 'x.pdf')
    garbage.assertStatus(422)
    const html = await uploadAs(client, member, Buffer.from('<html>hi</html>'), 'x.png')
    html.assertStatus(422)
    const broken = await uploadAs(client, member, Buffer.from('%PDF-1.7\nnot a pdf'), 'a.pdf')
    broken.assertStatus(422)
    assert.equal(broken.body().code, 'unreadable_pdf')
    assert.equal(await countRows('member_request_files'), 0)
    const image = await uploadAs(client, member, PNG_BYTES, 'scan.png')
    image.assertStatus(201)
    assert.isNull(image.body().pages)
  })

  test('[spec 6] another member’s request, file and thread are 404; another lawyer’s thread is refused', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const lawyer = await createUser(RoleSlug.LAWYER)
    const otherLawyer = await createUser(RoleSlug.LAWYER)
    const { member, subscription } = await memberOn(PlanSlug.PERSONAL, '2026-01-10')
    const stranger = await memberOn(PlanSlug.PERSONAL, '2026-01-10')
    const matter = await matterFor(subscription.id, lawyer, 'Deposit dispute')
    const upload = await uploadAs(client, member, await pdfOf(2), 'lease.pdf')

    expectStatus(
      await sendRequest(client, member, {
        kind: 'document_review',
        subject: 'Lease',
        details: 'Check it',
        matter_id: matter.id,
        file_ids: [upload.body().id],
      }).redirects(0),
      302
    )
    const request = await MemberRequest.query().where('user_id', member.id).firstOrFail()
    const file = await MemberRequestFile.query()
      .where('member_request_id', request.id)
      .firstOrFail()

    const them = stranger.member
    expectStatus(await client.get(`/settings/my-requests/${request.id}`).loginAs(them), 404)

    expectStatus(
      await client.get(`/settings/my-requests/${request.id}/files/${file.id}`).loginAs(them),
      404
    )

    expectStatus(
      await client
        .post(`/settings/my-requests/${request.id}/messages`)
        .json({ body: 'hello' })
        .withCsrfToken()
        .loginAs(them),
      404
    )
    // Someone else's staged file cannot be sent or removed.
    const theirs = await uploadAs(client, them, await pdfOf(1), 'mine.pdf')
    const stolen = await sendRequest(client, member, {
      kind: 'document_review',
      subject: 'Steal',
      details: 'x',
      file_ids: [theirs.body().id],
    })
    stolen.assertStatus(422)
    assert.equal(stolen.body().code, 'file_missing')

    expectStatus(
      await client
        .delete(`/settings/my-requests/uploads/${theirs.body().id}`)
        .withCsrfToken()
        .loginAs(member),
      404
    )

    // The member's own file is handed out through a signed link only.
    const own = await client
      .get(`/settings/my-requests/${request.id}/files/${file.id}`)
      .redirects(0)
      .loginAs(member)
    own.assertStatus(302)
    assert.match(own.header('location') ?? '', /\/files\/private\/desk\/.+signature=/)

    // Lawyers: the one on the matter sees and answers it; another lawyer does not.
    const list = await client
      .get(`/admin/matters/requests?matter_id=${matter.id}`)
      .loginAs(otherLawyer)
    list.assertStatus(200)
    assert.deepEqual(list.body().requests, [])

    expectStatus(
      await client
        .post(`/admin/matters/requests/${request.id}/messages`)
        .header('accept', 'application/json')
        .json({ body: 'Not mine' })
        .withCsrfToken()
        .loginAs(otherLawyer),
      403
    )

    expectStatus(
      await client
        .get(`/admin/matters/requests/${request.id}/files/${file.id}`)
        .redirects(0)
        .loginAs(otherLawyer),
      403
    )
    const mine = await client.get(`/admin/matters/requests?matter_id=${matter.id}`).loginAs(lawyer)
    assert.equal(mine.body().requests.length, 1)
    assert.equal(mine.body().requests[0].lawyer, lawyer.name)
  })

  test('[spec 2.9] a lawyer’s reply mails the member, the member’s answer mails the lawyer; closing invites to the survey', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await SurveyQuestionFactory.merge({ surveyId: 7001, type: 'rating' }).create()
    const lawyer = await createUser(RoleSlug.LAWYER, { name: 'Lek Lawyer' })
    const { member, subscription } = await memberOn(PlanSlug.PERSONAL, '2026-01-10')
    const matter = await matterFor(subscription.id, lawyer, 'Visa')

    expectStatus(
      await sendRequest(client, member, {
        kind: 'advice',
        subject: 'Can I extend my visa?',
        details: 'It ends next month.',
        matter_id: matter.id,
      }).redirects(0),
      302
    )
    const request = await MemberRequest.query().where('user_id', member.id).firstOrFail()
    assert.equal(request.status, 'assigned')

    const reply = await client
      .post(`/admin/matters/requests/${request.id}/messages`)
      .json({ body: 'Yes, at the immigration office.' })
      .withCsrfToken()
      .loginAs(lawyer)
    reply.assertStatus(201)
    const toMember = mails.queued().find((m) => m instanceof DeskMessageMail) as DeskMessageMail
    assert.equal(toMember.recipient.email, member.email)
    await request.refresh()
    assert.equal(request.status, 'answered')
    assert.isNotNull(request.answeredAt)

    const answer = await client
      .post(`/settings/my-requests/${request.id}/messages`)
      .json({ body: 'Thank you, which documents?' })
      .withCsrfToken()
      .redirects(0)
      .loginAs(member)
    answer.assertStatus(302)
    const toLawyer = mails
      .queued()
      .filter((m) => m instanceof DeskMessageMail)
      .map((m) => (m as DeskMessageMail).recipient.email)
    assert.include(toLawyer, lawyer.email)

    const closed = await client
      .post(`/admin/matters/requests/${request.id}/close`)
      .withCsrfToken()
      .loginAs(lawyer)
    closed.assertStatus(200)
    await request.refresh()
    assert.equal(request.status, 'closed')
    const surveys = mails.queued().filter((m) => m instanceof FeedbackSurveyMail)
    assert.lengthOf(surveys, 1)
    const page = await client
      .get(`/settings/my-requests/${request.id}`)
      .withInertia()
      .loginAs(member)
    assert.equal(page.inertiaProps.survey_id, 7001)
    assert.deepEqual(
      page.inertiaProps.request.thread.map((m: any) => [m.fromStaff, m.author]),
      [
        [true, 'Lek Lawyer'],
        [false, member.name],
      ]
    )
    // A closed request takes no more messages.
    const late = await client
      .post(`/settings/my-requests/${request.id}/messages`)
      .header('accept', 'application/json')
      .json({ body: 'One more thing' })
      .withCsrfToken()
      .loginAs(member)
    late.assertStatus(422)
  })

  test('[spec 9] due times are fixed on receipt: a call-back on Friday evening, an emergency at night', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const { member } = await memberOn(PlanSlug.BUSINESS, '2026-01-10')
    clock.travelTo(bangkok('2026-11-20T16:30'))

    expectStatus(
      await sendRequest(client, member, {
        kind: 'callback',
        subject: 'Call me about my lease',
        details: 'Any time Monday.',
        callback_phone: '+66 81 234 5678',
      }).redirects(0),
      302
    )
    clock.travelTo(bangkok('2026-11-21T02:00'))

    expectStatus(
      await sendRequest(client, member, {
        kind: 'emergency',
        subject: 'Arrested',
        details: 'My brother was detained.',
      }).redirects(0),
      302
    )
    const [callback, emergency] = await MemberRequest.query()
      .where('user_id', member.id)
      .orderBy('id')
    // The number is kept in E.164, as Profile Details keeps the member's own.
    assert.equal(callback.callbackPhone, '+66812345678')
    // 30 minutes on Friday, then 3.5 hours on Monday.
    assert.equal(inBangkok(callback.dueAt.toISO()!), 'Mon 2026-11-23 12:30')
    assert.equal(inBangkok(emergency.dueAt.toISO()!), 'Sat 2026-11-21 02:00')
    assert.isNotNull(emergency.supportTicketId)
    assert.isNull(emergency.consultancyRequestId)
    // A call-back needs its number.
    const noNumber = await sendRequest(client, member, {
      kind: 'callback',
      subject: 'Call me',
      details: 'Please',
    })
    noNumber.assertStatus(422)
    assert.equal(noNumber.body().field, 'callback_phone')
    // A number that does not dial for the calling code chosen is refused under the field.
    const wrongNumber = await sendRequest(client, member, {
      kind: 'callback',
      subject: 'Call me',
      details: 'Please',
      callback_phone: '12',
      callback_phone_country: 'TH',
    })
    wrongNumber.assertStatus(422)
    assert.equal(
      await MemberRequest.query()
        .where('user_id', member.id)
        .count('* as n')
        .then((rows) => Number(rows[0].$extras.n)),
      2
    )
  })

  test('[spec 9] staff correct a stated page count: the service log is reversed and logged again', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const staff = await createUser(RoleSlug.ADMIN)
    const { member } = await memberOn(PlanSlug.PERSONAL, '2026-01-10')
    const scan = await uploadAs(client, member, PNG_BYTES, 'scan.png')
    const missing = await sendRequest(client, member, {
      kind: 'document_review',
      subject: 'Scan',
      details: 'One page',
      file_ids: [scan.body().id],
    })
    missing.assertStatus(422)
    assert.equal(missing.body().code, 'pages_required')

    expectStatus(
      await sendRequest(client, member, {
        kind: 'document_review',
        subject: 'Scan',
        details: 'One page',
        file_ids: [scan.body().id],
        file_pages: [{ id: scan.body().id, pages: 1 }],
      }).redirects(0),
      302
    )
    const request = await MemberRequest.query().where('user_id', member.id).firstOrFail()
    const fixed = await client
      .post(`/admin/matters/requests/${request.id}/files/${scan.body().id}/pages`)
      .json({ pages: 3 })
      .withCsrfToken()
      .loginAs(staff)
    fixed.assertStatus(200)
    const log = await EntitlementUsage.query().where('member_request_id', request.id).orderBy('id')
    assert.deepEqual(
      log.map((entry) => entry.pages),
      [1, -1, 3]
    )
  })

  test('[spec 9] files picked but never sent are deleted after a day; sent and fresh ones stay', async ({
    client,
    assert,
  }) => {
    const { member } = await memberOn(PlanSlug.PERSONAL, '2026-01-10')
    const stale = await uploadAs(client, member, await pdfOf(2), 'forgotten.pdf')
    const fresh = await uploadAs(client, member, await pdfOf(2), 'today.pdf')
    const kept = await uploadAs(client, member, await pdfOf(3), 'sent.pdf')
    const sent = await sendRequest(client, member, {
      kind: 'document_review',
      subject: 'Lease to review',
      details: 'Please check it.',
      file_ids: [kept.body().id],
    }).redirects(0)
    sent.assertStatus(302)
    const forgotten = await MemberRequestFile.findOrFail(stale.body().id)
    forgotten.createdAt = DateTime.utc().minus({ hours: STAGED_FILE_HOURS + 1 })
    await forgotten.save()
    for (const file of await MemberRequestFile.query()) {
      assert.isTrue(await drive.use().exists(file.diskKey), file.name)
    }

    assert.equal(await purgeAbandonedUploads(), 1)
    assert.isNull(await MemberRequestFile.find(stale.body().id))
    assert.isFalse(await drive.use().exists(forgotten.diskKey))
    assert.isNotNull(await MemberRequestFile.find(fresh.body().id))
    assert.isNotNull(await MemberRequestFile.find(kept.body().id))
    assert.equal(await purgeAbandonedUploads(), 0)
  })
})
