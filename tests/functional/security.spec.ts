import { test } from '@japa/runner'
import { RoleSlug } from '#enums/role'
import { createUser, useDatabase } from '#tests/helpers'
import { DEMO_PASSWORD } from '#database/seed/demo_accounts'
import app from '@adonisjs/core/services/app'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import env from '#start/env'

/** A visitor's session and XSRF token, as a browser gets them from GET /csrf. */
async function visitor() {
  const response = await fetch(`http://${env.get('HOST')}:${env.get('PORT')}/csrf`)
  const cookies = new Map(
    response.headers.getSetCookie().map((line) => {
      const [pair] = line.split(';')
      const index = pair.indexOf('=')
      return [pair.slice(0, index), pair.slice(index + 1)] as const
    })
  )
  return {
    cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    xsrf: decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
  }
}

function postLanguage(session: { cookie: string }, xsrf: string) {
  return fetch(`http://${env.get('HOST')}:${env.get('PORT')}/language`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'accept': 'application/json',
      'content-type': 'application/json',
      'cookie': session.cookie,
      'x-xsrf-token': xsrf,
    },
    body: JSON.stringify({ language: 'th' }),
  })
}

test.group('CSRF and access', (group) => {
  useDatabase(group)

  test('[spec 8] an Inertia form post without a CSRF token flashes csrfError and changes nothing', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER, { locale: 'en' })
    const response = await client
      .post('/language')
      .header('referer', '/')
      .withInertia()
      .loginAs(user)
      .form({ language: 'th' })
      .redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage('csrfError', true)
    await user.refresh()
    assert.equal(user.locale, 'en')
  })

  test('[spec 8] an API post without a CSRF token gets 419 JSON', async ({ client, assert }) => {
    const response = await client
      .post('/language')
      .header('accept', 'application/json')
      .json({ language: 'th' })
    response.assertStatus(419)
    assert.equal(response.body().code, 'E_BAD_CSRF_TOKEN')
  })

  test('[spec 8] one Shield middleware serves every request, and a token still works only with its own session', async ({
    assert,
  }) => {
    assert.strictEqual(
      await app.container.make(ShieldMiddleware),
      await app.container.make(ShieldMiddleware)
    )
    const first = await visitor()
    const second = await visitor()
    assert.notEqual(first.xsrf, second.xsrf)
    const own = await postLanguage(first, first.xsrf)
    assert.notEqual(own.status, 419)
    assert.isBelow(own.status, 400)
    const borrowed = await postLanguage(first, second.xsrf)
    assert.equal(borrowed.status, 419)
  })

  test('[spec 8] a session cookie whose signature was accepted before is refused once changed', async ({
    assert,
  }) => {
    await createUser(RoleSlug.USER, { email: 'signed@lexpat.test', password: DEMO_PASSWORD })
    const guest = await visitor()
    const base = `http://${env.get('HOST')}:${env.get('PORT')}`
    const signIn = await fetch(`${base}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'cookie': guest.cookie,
        'x-xsrf-token': guest.xsrf,
      },
      body: new URLSearchParams({ email: 'signed@lexpat.test', password: DEMO_PASSWORD }),
    })
    const session = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .find((pair) => pair.startsWith('lexpat-session='))!
    const open = (cookie: string) =>
      fetch(`${base}/settings/profile-details`, { redirect: 'manual', headers: { cookie } })

    // Accepted twice: the second time from what the verifier remembers.
    for (let visit = 0; visit < 2; visit++) {
      const page = await open(session)
      assert.equal(page.status, 200)
    }
    const last = session.at(-1)!
    const changed = `${session.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`
    const refused = await open(changed)
    assert.equal(refused.status, 302)
    assert.match(refused.headers.get('location') ?? '', /\/login/)
    const after = await open(session)
    assert.equal(after.status, 200)
  })

  test('[spec 6] a guest opening an admin page is sent to the admin login form', async ({
    client,
  }) => {
    const response = await client.get('/admin/dashboard').redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/admin/login')
  })

  for (const role of [RoleSlug.USER, RoleSlug.LAWYER]) {
    test(`[spec 6] ${role} gets 403 on the dashboard, which is for the four roles`, async ({
      client,
    }) => {
      const user = await createUser(role)
      const response = await client.get('/admin/dashboard').withInertia().loginAs(user)
      response.assertStatus(403)
      response.assertInertiaComponent('Errors/Forbidden')
    })
  }

  for (const role of [
    RoleSlug.ADMIN,
    RoleSlug.SUPER_ADMIN,
    RoleSlug.ACCOUNTING,
    RoleSlug.OFFICER_ACCESS,
  ]) {
    test(`[spec 2.9] ${role} opens the dashboard`, async ({ client, assert }) => {
      const user = await createUser(role)
      const response = await client.get('/admin/dashboard').withInertia().loginAs(user)
      response.assertStatus(200)
      response.assertInertiaComponent('Admin/Dashboard')
      assert.isAtLeast(response.inertiaProps.stats.staff, 1)
    })
  }

  test('[spec 2.9] staff sign in on the admin login form and land on their first section', async ({
    client,
  }) => {
    const user = await createUser(RoleSlug.ACCOUNTING, {
      email: 'books@lexpat.test',
      password: DEMO_PASSWORD,
    })
    const response = await client
      .post('/admin/login')
      .withCsrfToken()
      .form({ email: 'Books@Lexpat.test', password: DEMO_PASSWORD })
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/admin/dashboard')
    response.assertSession('auth_web', user.id)
  })

  test('[spec 6] a lawyer, none of whose sections has a page yet, lands on a page that exists', async ({
    client,
    assert,
  }) => {
    await createUser(RoleSlug.LAWYER, { email: 'counsel@lexpat.test', password: DEMO_PASSWORD })
    const response = await client
      .post('/admin/login')
      .withCsrfToken()
      .form({ email: 'counsel@lexpat.test', password: DEMO_PASSWORD })
      .redirects(0)
    response.assertStatus(302)
    const location = response.header('location')
    assert.isString(location)
    const landing = await client.get(location!).header('accept', 'text/html')
    landing.assertStatus(200)
  })

  test('[spec 6] a member cannot sign in on the admin login form', async ({ client }) => {
    await createUser(RoleSlug.USER, { email: 'member@example.com', password: DEMO_PASSWORD })
    const response = await client
      .post('/admin/login')
      .withCsrfToken()
      .withInertia()
      .header('referer', '/admin/login')
      .form({ email: 'member@example.com', password: DEMO_PASSWORD })
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/admin/login')
    response.assertFlashMessage('inputErrorsBag', {
      email: ['These credentials do not match a staff account.'],
    })
  })

  test('[spec 5] a wrong password or malformed email gets a field message', async ({ client }) => {
    await createUser(RoleSlug.ADMIN, { email: 'ops@lexpat.test', password: DEMO_PASSWORD })
    const wrong = await client
      .post('/admin/login')
      .withCsrfToken()
      .withInertia()
      .header('referer', '/admin/login')
      .form({ email: 'ops@lexpat.test', password: 'not-the-password' })
      .redirects(0)
    wrong.assertStatus(302)
    wrong.assertFlashMessage('inputErrorsBag', {
      email: ['These credentials do not match a staff account.'],
    })

    const malformed = await client
      .post('/admin/login')
      .withCsrfToken()
      .withInertia()
      .header('referer', '/admin/login')
      .form({ email: 'not-an-email', password: '' })
      .redirects(0)
    malformed.assertStatus(302)
    malformed.assertFlashMessage('inputErrorsBag', {
      email: ['The email field must be a valid email address'],
      password: ['The password field is required'],
    })
  })
})
