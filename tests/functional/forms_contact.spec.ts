import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import settings from '#services/platform/settings_store'
import ContactMessage from '#models/contact_message'
import ContactMessageNotification from '#mails/contact_message_notification'
import {
  CONTACT_CHANNELS_KEY,
  DEFAULT_CONTACT_CHANNELS,
} from '#services/support_desk/contact_channels'
import { countRows, useDatabase } from '#tests/helpers'

const valid = {
  name: 'Emma Clarke',
  email: 'Emma.Clarke@Example.com',
  phone: '+66 81 234 5678',
  subject: 'Question about the Personal plan',
  message: 'Does the Personal plan cover my partner, who is Thai, for a dispute with our landlord?',
}

function postContact(client: any, body: Record<string, unknown>) {
  return client
    .post('/resources/contact-us')
    .withCsrfToken()
    .header('referer', '/resources/contact-us')
    .form(body)
    .redirects(0)
}

test.group('Contact us (SPEC §2.2)', (group) => {
  useDatabase(group)
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => {
    mail.restore()
    return settings.forget()
  })

  test('[spec 2.2] the contact page renders server-side with hours, the emergency line and every channel', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/resources/contact-us').header('accept', 'text/html')
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, '"component":"Marketing\\/ContactUs"')
    assert.include(html, '<title')
    assert.include(html, 'Contact Us - Lexpat')
    assert.include(html, 'Talk to Lexpat')
    assert.include(html, '9 AM to 5 PM, Monday to Friday')
    assert.include(html, '24/7 emergency line')
    for (const value of Object.values(DEFAULT_CONTACT_CHANNELS)) {
      assert.include(html, value)
    }
    assert.include(html, 'href="tel:+6620265595"')
    assert.include(html, 'href="mailto:support@lexpat.example"')
    assert.include(html, 'data-testid="contact-form"')
  })

  test('[spec 2.5] the contact channels come from the contact_channels setting', async ({
    client,
    assert,
  }) => {
    await settings.set(CONTACT_CHANNELS_KEY, { phone: '+66 2 111 2222', line: '@lexpat-help' })
    const response = await client.get('/resources/contact-us').withInertia()
    response.assertInertiaComponent('Marketing/ContactUs')
    const channels = response.inertiaProps.channels as Record<string, string>
    assert.equal(channels.phone, '+66 2 111 2222')
    assert.equal(channels.phoneHref, 'tel:+6621112222')
    assert.equal(channels.line, '@lexpat-help')
    // Unset channels keep their defaults.
    assert.equal(channels.email, DEFAULT_CONTACT_CHANNELS.email)
    assert.equal(channels.emergencyPhone, DEFAULT_CONTACT_CHANNELS.emergencyPhone)
  })

  test('[spec 2.2] a valid message is stored with the sender details and emailed to staff', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const response = await postContact(client, valid).header('user-agent', 'Japa test browser')
    response.assertStatus(302)
    response.assertHeader('location', '/resources/contact-us')
    response.assertFlashMessage(
      'success',
      'Thank you, your message has been sent. We will reply by email during support hours.'
    )
    const stored = await ContactMessage.firstOrFail()
    assert.equal(stored.name, 'Emma Clarke')
    assert.equal(stored.email, 'emma.clarke@example.com')
    // Stored in E.164 (SPEC §2.8).
    assert.equal(stored.phone, '+66812345678')
    assert.equal(stored.subject, valid.subject)
    assert.equal(stored.message, valid.message)
    assert.equal(stored.userAgent, 'Japa test browser')
    assert.isNotNull(stored.ip)
    assert.isNull(stored.handledAt)
    mails.assertQueued(ContactMessageNotification, (sent) => {
      return (
        sent.message.hasTo('support@lexpat.example') &&
        sent.message.hasReplyTo('emma.clarke@example.com') &&
        sent.message.hasSubject(`Contact form: ${valid.subject}`)
      )
    })
  })

  test('[spec 2.2] the phone number is optional', async ({ client, assert }) => {
    mail.fake()
    const response = await postContact(client, { ...valid, phone: '' })
    response.assertStatus(302)
    const stored = await ContactMessage.firstOrFail()
    assert.isNull(stored.phone)
  })

  test('[spec 8] missing fields, a bad email and a too long message get field messages and store nothing', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const response = await postContact(client, {
      name: '',
      email: 'not-an-email',
      phone: 'call me',
      subject: '',
      message: 'x'.repeat(5001),
    })
    response.assertStatus(302)
    response.assertHeader('location', '/resources/contact-us')
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.properties(errors, ['name', 'email', 'phone', 'subject', 'message'])
    assert.equal(errors.email[0], 'The email field must be a valid email address')
    assert.equal(errors.message[0], 'The message field must not be greater than 5000 characters')
    assert.equal(await countRows('contact_messages'), 0)
    mails.assertNoneQueued()
  })

  test('[spec 8] field messages come in Thai for a Thai visitor', async ({ client, assert }) => {
    mail.fake()
    const response = await client
      .post('/resources/contact-us?lang=th')
      .withCsrfToken()
      .header('referer', '/resources/contact-us')
      .form({ ...valid, email: 'nope' })
      .redirects(0)
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.equal(errors.email[0], 'อีเมลต้องเป็นอีเมลที่ถูกต้อง')
    assert.equal(await countRows('contact_messages'), 0)
  })

  test('[spec 9] the 11th message within 10 minutes is refused with the flashed message', async ({
    client,
    assert,
  }) => {
    mail.fake()
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await postContact(client, { ...valid, subject: `Question ${attempt}` })
      response.assertFlashMessage(
        'success',
        'Thank you, your message has been sent. We will reply by email during support hours.'
      )
    }
    const refused = await postContact(client, { ...valid, subject: 'Question 11' })
    refused.assertStatus(302)
    const flashed = refused.flashMessages().error as string
    assert.match(flashed, /^Too many attempts\. Please wait \d+ minutes? and try again\.$/)
    assert.equal(await countRows('contact_messages'), 10)
    assert.equal(await countRows('contact_messages', { subject: 'Question 11' }), 0)
  })
})
