import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import hash from '@adonisjs/core/services/hash'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import { countRows, createUser, useDatabase } from '#tests/helpers'
import passwordReset, { hashToken } from '#services/accounts/password_reset'
import PasswordResetToken from '#models/password_reset_token'
import { runQueuedJobs } from '#tests/support/queue'
import type ResetPasswordNotification from '#mails/reset_password_notification'
import PasswordChangedNotification from '#mails/password_changed_notification'

const NEW_PASSWORD = 'Riverside-77-walk'

test.group('Password flows (SPEC §2.7)', (group) => {
  useDatabase(group)
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => mail.restore())

  test('[spec 2.7] forgot password gives the same answer whether or not the email exists, and mails a hashed single-use link', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const user = await createUser(RoleSlug.USER, { email: 'nok@example.com' })
    const answers = []
    for (const email of ['Nok@Example.com', 'stranger@example.com']) {
      const response = await client
        .post('/forgot-password')
        .withCsrfToken()
        .header('referer', '/forgot-password')
        .form({ email })
        .redirects(0)
      answers.push([response.status(), response.header('location'), response.flashMessages()])
    }
    assert.deepEqual(answers[0], answers[1])
    assert.equal(answers[0][1], '/forgot-password')
    await runQueuedJobs('PasswordResetLinkJob')
    mails.assertQueuedCount(1)

    const sent = mails.queued()[0] as ResetPasswordNotification
    assert.isTrue(sent.message.hasTo('nok@example.com'))
    const token = sent.url.split('/reset-password/')[1]
    assert.isAbove(token.length, 30)
    const row = await PasswordResetToken.findByOrFail('user_id', user.id)
    assert.equal(row.tokenHash, hashToken(token))
    assert.notEqual(row.tokenHash, token)
    assert.approximately(row.expiresAt.diffNow('minutes').minutes, 60, 1)
  })

  test('[spec 2.7] a valid reset link changes the password, spends every token of the user and mails a notice', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const user = await createUser(RoleSlug.USER, { email: 'nok@example.com' })
    const older = await passwordReset.issue(user)
    const token = await passwordReset.issue(user)

    const page = await client.get(`/reset-password/${token}`).withInertia()
    page.assertInertiaComponent('Auth/ResetPassword')
    assert.equal(page.inertiaProps.state, 'valid')

    const response = await client
      .post('/reset-password')
      .withCsrfToken()
      .form({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
      .redirects(0)
    response.assertHeader('location', '/login')
    response.assertFlashMessage(
      'success',
      'Your password has been changed. You can sign in with it now.'
    )
    await user.refresh()
    assert.isTrue(await hash.verify(user.password!, NEW_PASSWORD))
    assert.equal(await countRows('password_reset_tokens', { user_id: user.id, used_at: null }), 0)
    assert.equal(await passwordReset.check(older), 'invalid')
    mails.assertQueued(PasswordChangedNotification, (sent) => sent.message.hasTo('nok@example.com'))
  })

  test('[spec 8] a used reset link is refused with a clear message and changes nothing', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const user = await createUser()
    const token = await passwordReset.issue(user)
    await passwordReset.reset(token, NEW_PASSWORD)
    await user.refresh()
    const before = user.password

    const page = await client.get(`/reset-password/${token}`).withInertia()
    assert.equal(page.inertiaProps.state, 'invalid')
    const response = await client
      .post('/reset-password')
      .withCsrfToken()
      .header('referer', `/reset-password/${token}`)
      .form({ token, password: 'Another-pass-9', password_confirmation: 'Another-pass-9' })
      .redirects(0)
    response.assertFlashMessage('inputErrorsBag', {
      token: ['This reset link is not valid or has already been used. Request a new one.'],
    })
    await user.refresh()
    assert.equal(user.password, before)
  })

  test('[spec 8] an expired reset link is refused with a clear message and changes nothing', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const user = await createUser()
    const before = user.password
    const token = await passwordReset.issue(user, DateTime.utc().minus({ minutes: 61 }))
    const page = await client.get(`/reset-password/${token}`).withInertia()
    assert.equal(page.inertiaProps.state, 'expired')
    const response = await client
      .post('/reset-password')
      .withCsrfToken()
      .header('referer', `/reset-password/${token}`)
      .form({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
      .redirects(0)
    response.assertFlashMessage('inputErrorsBag', {
      token: ['This reset link has expired. Reset links work for 60 minutes; request a new one.'],
    })
    await user.refresh()
    assert.equal(user.password, before)
  })

  test('[spec 8] an unknown token is refused', async ({ client }) => {
    const response = await client
      .post('/reset-password')
      .withCsrfToken()
      .header('referer', '/reset-password/made-up-token-123')
      .form({
        token: 'made-up-token-123',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      })
      .redirects(0)
    response.assertFlashMessage('inputErrorsBag', {
      token: ['This reset link is not valid or has already been used. Request a new one.'],
    })
  })

  test('[spec 8] the 6th reset request within 15 minutes is refused', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await createUser(RoleSlug.USER, { email: 'nok@example.com' })
    for (let attempt = 0; attempt < 5; attempt++) {
      await client
        .post('/forgot-password')
        .withCsrfToken()
        .form({ email: 'nok@example.com' })
        .redirects(0)
    }
    const response = await client
      .post('/forgot-password')
      .withCsrfToken()
      .header('referer', '/forgot-password')
      .form({ email: 'nok@example.com' })
      .redirects(0)
    assert.match(String(response.flashMessages().error), /^Too many attempts/)
    await runQueuedJobs('PasswordResetLinkJob')
    mails.assertQueuedCount(5)
  })

  test('[spec 2.7] changing the password asks to confirm the password first, then comes back', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const user = await createUser(RoleSlug.USER, { password: 'Secret-pass-123' })
    const form = {
      current_password: 'Secret-pass-123',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    }

    const asked = await client
      .put('/settings/change-password')
      .withCsrfToken()
      .loginAs(user)
      .header('referer', 'http://localhost:3411/settings/change-password')
      .form(form)
      .redirects(0)
    asked.assertHeader('location', '/confirm-password')
    asked.assertSession('auth.confirm_intended_url', '/settings/change-password')
    await user.refresh()
    assert.isTrue(await hash.verify(user.password!, 'Secret-pass-123'))

    const wrong = await client
      .post('/confirm-password')
      .withCsrfToken()
      .loginAs(user)
      .header('referer', '/confirm-password')
      .form({ password: 'not-it-1' })
      .redirects(0)
    wrong.assertFlashMessage('inputErrorsBag', { password: ['The password is incorrect.'] })

    const confirmed = await client
      .post('/confirm-password')
      .withCsrfToken()
      .loginAs(user)
      .withSession({ 'auth.confirm_intended_url': '/settings/change-password' })
      .form({ password: 'Secret-pass-123' })
      .redirects(0)
    confirmed.assertHeader('location', '/settings/change-password')

    const changed = await client
      .put('/settings/change-password')
      .withCsrfToken()
      .loginAs(user)
      .withSession({ 'auth.password_confirmed_at': Date.now() })
      .form(form)
      .redirects(0)
    changed.assertHeader('location', '/settings/change-password')
    changed.assertFlashMessage('success', 'Your password has been changed.')
    await user.refresh()
    assert.isTrue(await hash.verify(user.password!, NEW_PASSWORD))
    mails.assertQueued(PasswordChangedNotification)
  })

  test('[spec 2.7] a confirmation older than 15 minutes is asked again; a wrong current password changes nothing', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const user = await createUser(RoleSlug.USER, { password: 'Secret-pass-123' })
    const stale = await client
      .put('/settings/change-password')
      .withCsrfToken()
      .loginAs(user)
      .withSession({ 'auth.password_confirmed_at': Date.now() - 16 * 60_000 })
      .form({
        current_password: 'Secret-pass-123',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      })
      .redirects(0)
    stale.assertHeader('location', '/confirm-password')

    const wrong = await client
      .put('/settings/change-password')
      .withCsrfToken()
      .loginAs(user)
      .header('referer', '/settings/change-password')
      .withSession({ 'auth.password_confirmed_at': Date.now() })
      .form({
        current_password: 'Guess-123',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      })
      .redirects(0)
    wrong.assertFlashMessage('inputErrorsBag', { current_password: ['The password is incorrect.'] })
    await user.refresh()
    assert.isTrue(await hash.verify(user.password!, 'Secret-pass-123'))
  })
})
