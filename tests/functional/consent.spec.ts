import { test } from '@japa/runner'
import { RoleSlug } from '#enums/role'
import ConsentRecord from '#models/consent_record'
import { CONSENT_VERSION } from '#services/accounts/consent'
import { collectMemberData } from '#services/accounts/data_export'
import { SCRIPT_NONCE } from '#support/security_headers'
import { TAG_MANAGER_HOST } from '#support/tag_manager'
import { countRows, createUser, useDatabase } from '#tests/helpers'
import env from '#start/env'

const GTM_ID = 'GTM-TEST123'

/** Runs `body` with TAG_MANAGER_ID set, restoring the previous value afterwards. */
async function withTagManager<T>(body: () => Promise<T>): Promise<T> {
  const previous = process.env.TAG_MANAGER_ID
  process.env.TAG_MANAGER_ID = GTM_ID
  try {
    return await body()
  } finally {
    if (previous === undefined) delete process.env.TAG_MANAGER_ID
    else process.env.TAG_MANAGER_ID = previous
  }
}

/** A bare GET of the test server (the API client adds its own session cookie). */
async function bareGet(path: string) {
  const response = await fetch(`http://${env.get('HOST')}:${env.get('PORT')}${path}`, {
    headers: { accept: 'text/html' },
  })
  return {
    status: response.status,
    cookies: response.headers.getSetCookie(),
    csp: response.headers.get('content-security-policy') ?? '',
    html: await response.text(),
  }
}

const scriptSrcOf = (csp: unknown) =>
  String(csp)
    .split(';')
    .find((directive) => directive.startsWith('script-src')) ?? ''

test.group("Consent: a member's choice is recorded (SPEC §7, DESIGN §10)", (group) => {
  useDatabase(group)

  test("[spec 7] a signed-in member's banner choice is kept with its version, time, IP and browser", async ({
    client,
    assert,
  }) => {
    const member = await createUser(RoleSlug.USER)
    const response = await client
      .post('/consent')
      .withCsrfToken()
      .loginAs(member)
      .header('accept', 'application/json')
      .header('user-agent', 'ConsentTest/1.0')
      .json({ version: CONSENT_VERSION, analytics: true, marketing: false })
    response.assertStatus(201)
    response.assertBodyContains({ version: CONSENT_VERSION, analytics: true, marketing: false })
    const record = await ConsentRecord.query().where('user_id', member.id).firstOrFail()
    assert.equal(record.version, 'v1')
    assert.isTrue(record.analytics)
    assert.isFalse(record.marketing)
    assert.equal(record.userAgent, 'ConsentTest/1.0')
    assert.isString(record.ip)
    assert.isTrue(Math.abs(record.createdAt.diffNow().as('seconds')) < 60)

    // A later choice is a new record; the first one stays as it was.
    await client
      .post('/consent')
      .withCsrfToken()
      .loginAs(member)
      .header('accept', 'application/json')
      .json({ version: CONSENT_VERSION, analytics: false, marketing: false })
    assert.equal(await countRows('consent_records', { user_id: member.id }), 2)

    // PDPA: the member's own data export holds their choices.
    const exported = await collectMemberData(member)
    assert.lengthOf(exported.consent_records, 2)
    assert.equal(exported.consent_records[0].version, 'v1')
  })

  test('[spec 7] a choice of another banner version or without both answers is refused and nothing is kept', async ({
    client,
    assert,
  }) => {
    const member = await createUser(RoleSlug.USER)
    for (const body of [
      { version: 'v0', analytics: true, marketing: true },
      { version: CONSENT_VERSION, analytics: true },
      { version: CONSENT_VERSION, analytics: 'perhaps', marketing: false },
      {},
    ]) {
      const response = await client
        .post('/consent')
        .withCsrfToken()
        .loginAs(member)
        .header('accept', 'application/json')
        .json(body)
      response.assertStatus(422)
    }
    assert.equal(await countRows('consent_records'), 0)
  })

  test('[spec 7] guests and requests without the CSRF token are refused (visitors keep their choice in the cookie only)', async ({
    client,
    assert,
  }) => {
    const guest = await client
      .post('/consent')
      .withCsrfToken()
      .json({ version: CONSENT_VERSION, analytics: true, marketing: true })
      .redirects(0)
    assert.include([302, 401], guest.status())
    if (guest.status() === 302) guest.assertHeader('location', '/login')

    const member = await createUser(RoleSlug.USER)
    const noToken = await client
      .post('/consent')
      .loginAs(member)
      .form({ version: CONSENT_VERSION, analytics: 'true', marketing: 'true' })
      .redirects(0)
    assert.notInclude([200, 201], noToken.status())
    assert.equal(await countRows('consent_records'), 0)
  })
})

test.group('Consent: the tag-manager container (SPEC §7)', () => {
  test('[spec 7] without TAG_MANAGER_ID no page names the tag manager and the home page sets no cookie', async ({
    client,
    assert,
  }) => {
    delete process.env.TAG_MANAGER_ID
    const response = await bareGet('/')
    assert.equal(response.status, 200)
    assert.notInclude(response.html, 'googletagmanager')
    assert.notInclude(response.csp, 'googletagmanager')
    assert.deepEqual(response.cookies, [])
    const page = await client.get('/').withInertia()
    assert.isNull((page.inertiaProps.app as any).tagManager)
  })

  test('[spec 7] with TAG_MANAGER_ID a public page allows the container with the page nonce, still without a cookie', async ({
    client,
    assert,
  }) => {
    await withTagManager(async () => {
      const response = await bareGet('/')
      assert.equal(response.status, 200)
      assert.deepEqual(response.cookies, [])
      const scriptSrc = scriptSrcOf(response.csp)
      assert.include(scriptSrc, TAG_MANAGER_HOST)
      assert.include(scriptSrc, `'nonce-${SCRIPT_NONCE}'`)
      // The page never loads it by itself: the browser does, after consent.
      assert.notInclude(response.html, 'gtm.js')
      const page = await client.get('/').withInertia()
      assert.deepEqual((page.inertiaProps.app as any).tagManager, {
        id: GTM_ID,
        nonce: SCRIPT_NONCE,
      })
    })
  })
})

test.group('Consent: never on admin or settings pages', (group) => {
  useDatabase(group)

  test('[spec 7] admin, settings and checkout pages neither allow nor hand out the container', async ({
    client,
    assert,
  }) => {
    await withTagManager(async () => {
      const staff = await createUser(RoleSlug.ADMIN)
      const admin = await client.get('/admin/dashboard').loginAs(staff).withInertia()
      admin.assertStatus(200)
      assert.isNull((admin.inertiaProps.app as any).tagManager)
      assert.notInclude(String(admin.header('content-security-policy')), 'googletagmanager')

      const member = await createUser(RoleSlug.USER)
      const settings = await client.get('/settings/profile-details').loginAs(member).withInertia()
      settings.assertStatus(200)
      assert.isNull((settings.inertiaProps.app as any).tagManager)
      assert.notInclude(String(settings.header('content-security-policy')), 'googletagmanager')

      const checkout = await client.get('/get-started/account').withInertia()
      assert.isNull((checkout.inertiaProps.app as any).tagManager)
    })
  })
})

test.group('Consent: the affiliate referral cookie (DESIGN §8)', (group) => {
  useDatabase(group)

  test('[spec 7] a ?ref= sets the referral cookie only with marketing consent of the current banner', async ({
    assert,
  }) => {
    const cookiesFor = async (consent: string | null) => {
      const response = await fetch(
        `http://${env.get('HOST')}:${env.get('PORT')}/?ref=siam-advisor`,
        {
          headers: {
            accept: 'text/html',
            ...(consent ? { cookie: `lexpat_consent=${consent}` } : {}),
          },
        }
      )
      await response.text()
      return response.headers.getSetCookie().join(';')
    }
    assert.notInclude(await cookiesFor(null), 'lexpat_ref')
    assert.notInclude(await cookiesFor('v1,necessary,analytics'), 'lexpat_ref')
    // A choice made on an older banner is no choice.
    assert.notInclude(await cookiesFor('v0,necessary,marketing'), 'lexpat_ref')
    assert.include(await cookiesFor('v1,necessary,marketing'), 'lexpat_ref=siam-advisor')
  })
})
