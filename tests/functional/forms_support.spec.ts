import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import SupportTicket from '#models/support_ticket'
import ConsultancyRequest from '#models/consultancy_request'
import DeletionRequest from '#models/deletion_request'
import SupportTicketNotification from '#mails/support_ticket_notification'
import ConsultancyRequestNotification from '#mails/consultancy_request_notification'
import { RoleSlug } from '#enums/role'
import { ticketReference } from '#services/support_desk/ticket_reference'
import { countRows, createUser, useDatabase } from '#tests/helpers'

function post(client: any, url: string, body: Record<string, unknown>) {
  return client.post(url).withCsrfToken().header('referer', url).form(body).redirects(0)
}

const errorsOf = (response: any) =>
  response.flashMessages().inputErrorsBag as Record<string, string[]>

test.group('Support ticket form (SPEC §3 support ticket)', (group) => {
  useDatabase(group)
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => mail.restore())

  const valid = {
    name: 'David Chen',
    email: 'david.chen@example.com',
    membership_number: 'lx-2026-000123',
    category: 'Billing',
    message: 'I was charged twice for March. Could you check the invoices on my account?',
  }

  test('[spec 3] the ticket page renders its form with a disabled category placeholder', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/support/ticket').header('accept', 'text/html')
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, '"component":"Marketing\\/SupportTicket"')
    assert.include(html, 'Support Ticket - Lexpat')
    assert.include(html, 'Open a support ticket')
    assert.match(html, /<option value="" disabled=""[^>]*>Choose a category<\/option>/)
    for (const category of ['Membership', 'Billing', 'Legal matter', 'Technical issue', 'Other']) {
      assert.include(html, `value="${category}"`)
    }
  })

  test('[spec 4] a valid ticket is stored pending, staff are emailed and the reference is flashed', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const response = await post(client, '/support/ticket', valid)
    response.assertStatus(302)
    response.assertHeader('location', '/support/ticket')
    const ticket = await SupportTicket.firstOrFail()
    assert.equal(ticket.status, 'pending')
    assert.equal(ticket.name, 'David Chen')
    assert.equal(ticket.email, 'david.chen@example.com')
    assert.equal(ticket.membershipNumber, 'LX-2026-000123')
    assert.equal(ticket.category, 'Billing')
    assert.equal(ticket.message, valid.message)
    const reference = ticketReference(ticket.id)
    response.assertFlashMessage(
      'success',
      `Your ticket ${reference} has been opened. We will contact you during support hours.`
    )
    response.assertFlashMessage('ticketReference', reference)
    mails.assertQueued(SupportTicketNotification, (sent) =>
      sent.message.hasTo('support@lexpat.example')
    )
  })

  test('[spec 3] the membership number is optional', async ({ client, assert }) => {
    mail.fake()
    await post(client, '/support/ticket', { ...valid, membership_number: '' })
    const ticket = await SupportTicket.firstOrFail()
    assert.isNull(ticket.membershipNumber)
  })

  test('[spec 8] a bad membership number, an unknown category and missing fields store nothing', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const response = await post(client, '/support/ticket', {
      name: '',
      email: 'david@',
      membership_number: 'LX-26-123',
      category: 'Refund please',
      message: '',
    })
    const errors = errorsOf(response)
    assert.properties(errors, ['name', 'email', 'membership_number', 'category', 'message'])
    assert.equal(errors.membership_number[0], 'The membership number field format is invalid')
    assert.equal(await countRows('support_tickets'), 0)
    mails.assertNoneQueued()
  })

  test('[spec 8] a message over 5000 characters is refused', async ({ client, assert }) => {
    mail.fake()
    const response = await post(client, '/support/ticket', { ...valid, message: 'a'.repeat(5001) })
    assert.property(errorsOf(response), 'message')
    assert.equal(await countRows('support_tickets'), 0)
  })

  test("[spec 3] a signed-in member's ticket is linked to the account", async ({
    client,
    assert,
  }) => {
    mail.fake()
    const user = await createUser(RoleSlug.USER)
    await post(client, '/support/ticket', valid).loginAs(user)
    const ticket = await SupportTicket.firstOrFail()
    assert.equal(ticket.userId, user.id)
  })
})

test.group('Emergency help (SPEC §1 24/7 emergency)', (group) => {
  useDatabase(group)
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => mail.restore())

  const valid = {
    name: 'Anna Kowalski',
    phone: '+66 89 555 0101',
    membership_number: 'LX-2026-000777',
    situation: 'My husband was taken to the police station in Patong after a fight at a bar.',
  }

  test('[spec 1] the emergency page shows the 24/7 line and the four situations', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/support/emergency').header('accept', 'text/html')
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, '"component":"Marketing\\/SupportEmergency"')
    assert.include(html, 'Emergency Help - Lexpat')
    assert.include(html, 'Call +66 81 026 5595')
    assert.include(html, 'href="tel:+66810265595"')
    for (const situation of ['Arrest', 'Detention', 'Serious injury', 'Being served a warrant']) {
      assert.include(html, situation)
    }
  })

  test('[spec 1] a call-back request becomes a pending Emergency ticket and alerts staff', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const response = await post(client, '/support/emergency', valid)
    response.assertHeader('location', '/support/emergency')
    const ticket = await SupportTicket.firstOrFail()
    assert.equal(ticket.category, 'Emergency')
    assert.equal(ticket.status, 'pending')
    assert.equal(ticket.membershipNumber, 'LX-2026-000777')
    assert.include(ticket.message, 'Call back on: +66895550101')
    assert.include(ticket.message, valid.situation)
    mails.assertQueued(
      SupportTicketNotification,
      (sent) => sent.urgent && sent.message.hasTo('support@lexpat.example')
    )
  })

  test('[spec 8] a call-back request without a phone number stores nothing', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const response = await post(client, '/support/emergency', { ...valid, phone: '' })
    assert.property(errorsOf(response), 'phone')
    assert.equal(await countRows('support_tickets'), 0)
    mails.assertNoneQueued()
  })
})

test.group('Living will request (SPEC §2.2 request emergency and living mail)', (group) => {
  useDatabase(group)
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => mail.restore())

  const valid = {
    name: 'Peter Jensen',
    email: 'peter.jensen@example.com',
    phone: '+66 2 555 0199',
    details: 'I am Danish, 71, living in Hua Hin, and want my refusal of life support recorded.',
  }

  test('[spec 2.2] the living-will page explains the service and shows the form', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/support/living-mail').header('accept', 'text/html')
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, '"component":"Marketing\\/SupportLivingMail"')
    assert.include(html, 'Living Will Request - Lexpat')
    assert.include(html, 'National Health Act')
    assert.include(html, 'data-testid="living-will-form"')
  })

  test('[spec 1] a request is stored as a numbered Living will consultancy request', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const response = await post(client, '/support/living-mail', valid)
    response.assertHeader('location', '/support/living-mail')
    const request = await ConsultancyRequest.firstOrFail()
    assert.equal(request.category, 'Living will')
    assert.match(request.intakeNumber, /^IN-\d{4}-\d{6}$/)
    assert.include(request.details, 'Email: peter.jensen@example.com')
    assert.include(request.details, valid.details)
    response.assertFlashMessage('intakeNumber', request.intakeNumber)
    mails.assertQueued(ConsultancyRequestNotification)
  })

  test('[spec 8] a request without details or with a bad email stores nothing', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const response = await post(client, '/support/living-mail', {
      ...valid,
      email: 'peter',
      details: '',
    })
    assert.properties(errorsOf(response), ['email', 'details'])
    assert.equal(await countRows('consultancy_requests'), 0)
  })
})

test.group('Request delete (SPEC §2.2, PDPA)', (group) => {
  useDatabase(group)
  group.each.setup(() => limiter.clear())

  test('[spec 2.2] the request-delete page explains the 30-day handling', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/request-delete').header('accept', 'text/html')
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, '"component":"Marketing\\/RequestDelete"')
    assert.include(html, 'Request Data Deletion - Lexpat')
    assert.include(html, 'within 30 days')
    assert.include(html, 'Personal Data Protection Act')
  })

  test('[security] a NUL character in a field is refused under that field and stores nothing', async ({
    client,
    assert,
  }) => {
    const response = await post(client, '/request-delete', {
      email: 'leaving@example.com',
      reason: 'I moved\u0000 back.',
      confirm: 'on',
    })
    response.assertHeader('location', '/request-delete')
    assert.deepEqual(errorsOf(response).reason, [
      'The reason field contains a character that is not allowed',
    ])
    assert.equal(await countRows('deletion_requests'), 0)
  })

  test('[spec 2.2] a confirmed request is stored pending', async ({ client, assert }) => {
    const response = await post(client, '/request-delete', {
      email: 'Leaving@Example.com',
      reason: 'I moved back to Europe.',
      confirm: 'on',
    })
    response.assertHeader('location', '/request-delete')
    response.assertFlashMessage(
      'success',
      'Your deletion request has been received. We will handle it within 30 days and confirm by email.'
    )
    const request = await DeletionRequest.firstOrFail()
    assert.equal(request.email, 'leaving@example.com')
    assert.equal(request.reason, 'I moved back to Europe.')
    assert.equal(request.status, 'pending')
    assert.isNull(request.userId)
  })

  test('[spec 2.2] a signed-in member asking for their own address is linked to the account', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER, { email: 'own@example.com' })
    await post(client, '/request-delete', { email: 'own@example.com', confirm: 'on' }).loginAs(user)
    const request = await DeletionRequest.firstOrFail()
    assert.equal(request.userId, user.id)
  })

  test('[spec 8] an unconfirmed request or a bad email stores nothing', async ({
    client,
    assert,
  }) => {
    const response = await post(client, '/request-delete', { email: 'leaving@', reason: '' })
    assert.properties(errorsOf(response), ['email', 'confirm'])
    assert.equal(await countRows('deletion_requests'), 0)
  })
})
