import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import { DateTime } from 'luxon'
import { signedUrlFor } from '@adonisjs/core/services/url_builder'
import { RoleSlug } from '#enums/role'
import { createUser, useDatabase } from '#tests/helpers'
import emailVerification, {
  emailDigest,
  VERIFY_PURPOSE,
} from '#services/accounts/email_verification'
import VerifyEmailNotification from '#mails/verify_email_notification'

function pathOf(url: string) {
  const parsed = new URL(url, 'http://localhost')
  return `${parsed.pathname}${parsed.search}`
}

test.group('Email verification (SPEC §2.7, §4)', (group) => {
  useDatabase(group)
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => mail.restore())

  test('[spec 2.7] the notice page shows the address; a verified member is sent on', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER, { email: 'dao@example.com' })
    const response = await client.get('/verify-email').withInertia().loginAs(user)
    response.assertStatus(200)
    response.assertInertiaComponent('Auth/VerifyEmail')
    assert.deepEqual(response.inertiaProps.email, 'dao@example.com')

    const verified = await createUser(RoleSlug.USER, { emailVerifiedAt: DateTime.utc() })
    const away = await client.get('/verify-email').loginAs(verified).redirects(0)
    away.assertHeader('location', '/settings/profile-details')
  })

  test('[spec 4] resend mails a new signed link to the member', async ({ client }) => {
    const { mails } = mail.fake()
    const user = await createUser(RoleSlug.USER, { email: 'dao@example.com' })
    const response = await client
      .post('/verify-email/resend')
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    response.assertHeader('location', '/verify-email')
    response.assertFlashMessage('success', 'A new confirmation link has been sent.')
    mails.assertQueued(
      VerifyEmailNotification,
      (sent) => sent.message.hasTo('dao@example.com') && sent.url.includes('signature=')
    )
  })

  test('[spec 8] the 6th resend within 15 minutes is refused', async ({ client, assert }) => {
    const { mails } = mail.fake()
    const user = await createUser()
    for (let attempt = 0; attempt < 5; attempt++) {
      await client.post('/verify-email/resend').withCsrfToken().loginAs(user).redirects(0)
    }
    const response = await client
      .post('/verify-email/resend')
      .withCsrfToken()
      .loginAs(user)
      .header('referer', '/verify-email')
      .redirects(0)
    assert.match(String(response.flashMessages().error), /^Too many attempts/)
    mails.assertQueuedCount(5)
  })

  test('[spec 2.7] the signed link verifies the address, even without a session', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const response = await client.get(pathOf(emailVerification.linkFor(user))).redirects(0)
    response.assertHeader('location', '/login')
    response.assertFlashMessage('success', 'Thank you, your email address is confirmed.')
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)
  })

  test('[spec 8] a tampered, expired or outdated link verifies nothing', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER, { email: 'dao@example.com' })
    const other = await createUser()
    const link = pathOf(emailVerification.linkFor(user))

    const tampered = await client
      .get(link.replace(`/verify-email/${user.id}`, `/verify-email/${other.id}`))
      .redirects(0)
    tampered.assertFlashMessage(
      'error',
      'This confirmation link is not valid or has expired. Sign in and request a new one.'
    )

    // The address changed after the mail was sent.
    user.email = 'dao.new@example.com'
    await user.save()
    const outdated = await client.get(link).redirects(0)
    outdated.assertFlashMessage(
      'error',
      'This confirmation link is not valid or has expired. Sign in and request a new one.'
    )

    const shortLived = pathOf(
      signedUrlFor(
        'verification.verify',
        { id: user.id },
        { qs: { hash: emailDigest(user.email) }, expiresIn: '1s', purpose: VERIFY_PURPOSE }
      )
    )
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const expired = await client.get(shortLived).redirects(0)
    expired.assertFlashMessage(
      'error',
      'This confirmation link is not valid or has expired. Sign in and request a new one.'
    )
    await user.refresh()
    await other.refresh()
    assert.isNull(user.emailVerifiedAt)
    assert.isNull(other.emailVerifiedAt)
  })
})
