import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import { createUser, useDatabase } from '#tests/helpers'

const PASSWORD = 'Harbour-view-2026'

test.group('Member sign-in and sign-out (SPEC §2.7, §7)', (group) => {
  useDatabase(group)
  group.each.setup(() => limiter.clear())

  test('[spec 2.7] the login page renders server-side with the Facebook, Google and Line buttons', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/login').header('accept', 'text/html')
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, '"component":"Auth\\/Login"')
    assert.include(html, 'Sign in to your membership - Lexpat')
    for (const name of ['Facebook', 'Google', 'Line']) {
      assert.include(html, `Continue with ${name}`)
    }
    assert.include(html, 'href="/oauth/line/redirect"')
  })

  test('[spec 2.7] a member signs in with any-case email and lands on their settings', async ({
    client,
  }) => {
    const user = await createUser(RoleSlug.USER, { email: 'ploy@example.com', password: PASSWORD })
    const response = await client
      .post('/login')
      .withCsrfToken()
      .form({ email: '  Ploy@Example.COM ', password: PASSWORD })
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/settings/profile-details')
    response.assertSession('auth_web', user.id)
  })

  test('[spec 6] staff signing in on the member form land on their first admin section that exists', async ({
    client,
  }) => {
    await createUser(RoleSlug.LAWYER, { email: 'lawyer@example.com', password: PASSWORD })
    const response = await client
      .post('/login')
      .withCsrfToken()
      .form({ email: 'lawyer@example.com', password: PASSWORD })
      .redirects(0)
    // The lawyer's first section (SPEC §2.9 registry order) is Consultancy Requests.
    response.assertHeader('location', '/admin/consultancy-requests')
    const admin = await createUser(RoleSlug.ADMIN, { email: 'ops@example.com', password: PASSWORD })
    const second = await client
      .post('/login')
      .withCsrfToken()
      .form({ email: 'ops@example.com', password: PASSWORD })
      .redirects(0)
    second.assertHeader('location', '/admin/dashboard')
    second.assertSession('auth_web', admin.id)
  })

  test('[spec 8] a wrong password and an unknown email get the same field message and no session', async ({
    client,
  }) => {
    await createUser(RoleSlug.USER, { email: 'ploy@example.com', password: PASSWORD })
    for (const email of ['ploy@example.com', 'nobody@example.com']) {
      const response = await client
        .post('/login')
        .withCsrfToken()
        .withInertia()
        .header('referer', '/login')
        .form({ email, password: 'Wrong-pass-1' })
        .redirects(0)
      response.assertStatus(302)
      response.assertHeader('location', '/login')
      response.assertFlashMessage('inputErrorsBag', {
        email: ['These credentials do not match our records.'],
      })
      response.assertSessionMissing('auth_web')
    }
  })

  test('[spec 8] a deleted account cannot sign in', async ({ client }) => {
    await createUser(RoleSlug.USER, {
      email: 'gone@example.com',
      password: PASSWORD,
      deletedAt: DateTime.utc(),
    })
    const response = await client
      .post('/login')
      .withCsrfToken()
      .header('referer', '/login')
      .form({ email: 'gone@example.com', password: PASSWORD })
      .redirects(0)
    response.assertFlashMessage('inputErrorsBag', {
      email: ['These credentials do not match our records.'],
    })
    response.assertSessionMissing('auth_web')
  })

  test('[spec 8] the 6th sign-in attempt within 15 minutes is refused with the translated message', async ({
    client,
    assert,
  }) => {
    await createUser(RoleSlug.USER, { email: 'ploy@example.com', password: PASSWORD })
    for (let attempt = 0; attempt < 5; attempt++) {
      await client
        .post('/login')
        .withCsrfToken()
        .header('referer', '/login')
        .form({ email: 'ploy@example.com', password: 'Wrong-pass-1' })
        .redirects(0)
    }
    // Even the right password is refused now.
    const response = await client
      .post('/login')
      .withCsrfToken()
      .header('referer', '/login')
      .form({ email: 'ploy@example.com', password: PASSWORD })
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/login')
    response.assertSessionMissing('auth_web')
    assert.match(
      String(response.flashMessages().error),
      /^Too many attempts\. Please wait \d+ minutes? and try again\.$/
    )
    assert.isAbove(Number(response.header('retry-after')), 0)
  })

  test('[spec 5] a malformed sign-in stores nothing and gets field messages', async ({
    client,
  }) => {
    const response = await client
      .post('/login')
      .withCsrfToken()
      .header('referer', '/login')
      .form({ email: 'not-an-email', password: '' })
      .redirects(0)
    response.assertFlashMessage('inputErrorsBag', {
      email: ['The email field must be a valid email address'],
      password: ['The password field is required'],
    })
    response.assertSessionMissing('auth_web')
  })

  test('[spec 7] logout by XHR answers { ok: true }; a form logout goes home with a flash', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const xhr = await client
      .post('/logout')
      .withCsrfToken()
      .loginAs(user)
      .header('x-requested-with', 'XMLHttpRequest')
      .header('accept', 'application/json')
    xhr.assertStatus(200)
    assert.deepEqual(xhr.body(), { ok: true })
    xhr.assertSessionMissing('auth_web')

    const form = await client.post('/logout').withCsrfToken().loginAs(user).redirects(0)
    form.assertStatus(302)
    form.assertHeader('location', '/')
    form.assertFlashMessage('success', 'You have been signed out.')
  })

  test('[spec 6] staff opening /settings pages are sent to their admin dashboard', async ({
    client,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const response = await client.get('/settings/profile-details').loginAs(admin).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/admin/dashboard')
  })

  test('[spec 2.7] a guest opening settings is sent to the login page', async ({ client }) => {
    const response = await client.get('/settings/change-password').redirects(0)
    response.assertHeader('location', '/login')
  })
})
