import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import { capturedLogger, countRows, createUser, useDatabase } from '#tests/helpers'
import { clearThrottles } from '#tests/support/throttles'
import { runQueuedJobs } from '#tests/support/queue'
import { DEMO_PASSWORD } from '#database/seed/demo_accounts'
import { seedDemoData } from '#database/seeders/main_seeder'
import { SIGN_IN_PER_ADDRESS, throttleLogin } from '#start/limiter'
import { nextNumber } from '#services/platform/number_sequence'
import ConsultancyRequest from '#models/consultancy_request'
import { SurveyQuestionFactory } from '#database/factories/content_factories'
import ConsultancyRequestNotification from '#mails/consultancy_request_notification'
import type ResetPasswordNotification from '#mails/reset_password_notification'
import HttpExceptionHandler from '#exceptions/handler'
import passwordReset from '#services/accounts/password_reset'
import { cspDirectives } from '#support/security_headers'
import { FIRST_VISIT_SCRIPT, FIRST_VISIT_SCRIPT_SOURCE } from '#support/first_visit'
import { MODULE_LOADER_SOURCE } from '#support/module_loader'
import { REDACT_CENSOR } from '#support/log_redaction'
import { OLD_INPUT_MAX_LENGTH } from '#support/old_input'

const WRONG = 'Wrong-pass-1'

function signIn(client: any, path: string, email: string, password: string, locale = 'en') {
  return client
    .post(path)
    .withCsrfToken()
    .header('referer', path)
    .header('accept-language', locale)
    .form({ email, password })
    .redirects(0)
}

test.group('Sign-in doors are throttled alike', (group) => {
  useDatabase(group)
  group.each.setup(() => clearThrottles())

  test('[security] the 6th wrong password at /admin/login is refused with the wait in minutes, then even the right one', async ({
    client,
    assert,
  }) => {
    await createUser(RoleSlug.ADMIN, { email: 'boss@lexpat.test', password: DEMO_PASSWORD })
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await signIn(client, '/admin/login', 'boss@lexpat.test', WRONG)
      response.assertFlashMessage('inputErrorsBag', {
        email: ['These credentials do not match a staff account.'],
      })
    }
    const sixth = await signIn(client, '/admin/login', 'boss@lexpat.test', WRONG)
    sixth.assertStatus(302)
    sixth.assertHeader('location', '/admin/login')
    assert.equal(
      sixth.flashMessages().error,
      'Too many attempts. Please wait 15 minutes and try again.'
    )
    assert.closeTo(Number(sixth.header('retry-after')), 900, 5)

    const right = await signIn(client, '/admin/login', 'boss@lexpat.test', DEMO_PASSWORD)
    right.assertHeader('location', '/admin/login')
    right.assertSessionMissing('auth_web')
    assert.equal(
      right.flashMessages().error,
      'Too many attempts. Please wait 15 minutes and try again.'
    )
  })

  test('[security] the wait is told in minutes in Thai too', async ({ client, assert }) => {
    await createUser(RoleSlug.ADMIN, { email: 'boss@lexpat.test', password: DEMO_PASSWORD })
    for (let attempt = 1; attempt <= 6; attempt++) {
      await signIn(client, '/admin/login', 'boss@lexpat.test', WRONG, 'th')
    }
    const refused = await signIn(client, '/admin/login', 'boss@lexpat.test', DEMO_PASSWORD, 'th')
    assert.equal(refused.flashMessages().error, 'พยายามหลายครั้งเกินไป โปรดรอ 15 นาทีแล้วลองอีกครั้ง')
  })

  test('[security] one address trying a password on many emails at /login is stopped (spraying)', async ({
    client,
    assert,
  }) => {
    await createUser(RoleSlug.USER, { email: 'victim@example.com', password: DEMO_PASSWORD })
    for (let attempt = 1; attempt <= SIGN_IN_PER_ADDRESS.requests; attempt++) {
      const response = await signIn(client, '/login', `person${attempt}@example.com`, WRONG)
      assert.isUndefined(response.flashMessages().error, `attempt ${attempt} was throttled`)
    }
    const next = await signIn(client, '/login', 'victim@example.com', DEMO_PASSWORD)
    next.assertSessionMissing('auth_web')
    assert.match(
      String(next.flashMessages().error),
      /^Too many attempts\. Please wait \d+ minutes?/
    )
  })

  test('[security] signing in gives the attempts back, so a member who mistyped starts afresh', async ({
    client,
    assert,
  }) => {
    await createUser(RoleSlug.USER, { email: 'ploy@example.com', password: DEMO_PASSWORD })
    for (let attempt = 1; attempt <= 4; attempt++) {
      await signIn(client, '/login', 'ploy@example.com', WRONG)
    }
    const success = await signIn(client, '/login', 'ploy@example.com', DEMO_PASSWORD)
    success.assertSession('auth_web')
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await signIn(client, '/login', 'ploy@example.com', WRONG)
      assert.isUndefined(response.flashMessages().error, `attempt ${attempt} was throttled`)
    }
  })

  test('[security] confirm-password is a password door too, whatever email field is sent', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER, { password: DEMO_PASSWORD })
    const attempt = (count: number) =>
      client
        .post('/confirm-password')
        .withCsrfToken()
        .loginAs(user)
        .header('referer', '/confirm-password')
        .form({ password: WRONG, email: `rotating${count}@example.com` })
        .redirects(0)
    for (let count = 1; count <= 5; count++) await attempt(count)
    const refused = await attempt(6)
    assert.match(String(refused.flashMessages().error), /^Too many attempts/)
  })
})

test.group('Mail doors are throttled per address and per IP', (group) => {
  useDatabase(group)
  group.each.setup(() => clearThrottles())
  group.each.teardown(() => mail.restore())

  const forgot = (client: any, email: string, from?: string) => {
    const request = client
      .post('/forgot-password')
      .withCsrfToken()
      .header('referer', '/forgot-password')
      .form({ email })
      .redirects(0)
    // Loopback is the trusted proxy, so X-Forwarded-For sets the client IP.
    return from ? request.header('x-forwarded-for', from) : request
  }

  test('[security] one mailbox gets at most 5 reset mails an hour, from however many IPs', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await createUser(RoleSlug.USER, { email: 'nok@example.com' })
    for (let ip = 1; ip <= 5; ip++) {
      const response = await forgot(client, 'nok@example.com', `203.0.113.${ip}`)
      assert.isUndefined(response.flashMessages().error)
    }
    const sixth = await forgot(client, 'NOK@example.com', '203.0.113.99')
    assert.match(
      String(sixth.flashMessages().error),
      /^Too many attempts\. Please wait \d+ minutes?/
    )
    await runQueuedJobs('PasswordResetLinkJob')
    mails.assertQueuedCount(5)
  })

  test('[security] one IP cannot probe many addresses through forgot-password', async ({
    client,
    assert,
  }) => {
    mail.fake()
    for (let count = 1; count <= 5; count++) {
      await forgot(client, `someone${count}@example.com`)
    }
    const sixth = await forgot(client, 'another@example.com')
    assert.match(String(sixth.flashMessages().error), /^Too many attempts/)
  })

  test('[security] forgot-password answers a known and an unknown email in the same words, mailing from the worker', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await createUser(RoleSlug.USER, { email: 'nok@example.com' })
    const known = await forgot(client, 'nok@example.com')
    const unknown = await forgot(client, 'nobody@example.com')
    assert.deepEqual(
      [known.status(), known.header('location'), known.flashMessages()],
      [unknown.status(), unknown.header('location'), unknown.flashMessages()]
    )
    // The request only queued the lookup, for both addresses alike.
    mails.assertNoneQueued()
    assert.equal(await runQueuedJobs('PasswordResetLinkJob'), 2)
    const sent = mails.queued() as ResetPasswordNotification[]
    assert.lengthOf(sent, 1)
    assert.isTrue(sent[0].message.hasTo('nok@example.com'))
  })

  test('[security] a mail that cannot be sent fails on the worker, and the visitor still gets the answer', async ({
    client,
    assert,
  }) => {
    const original = passwordReset.sendLink
    passwordReset.sendLink = async () => {
      throw new Error('SMTP is down')
    }
    try {
      await createUser(RoleSlug.USER, { email: 'nok@example.com' })
      const response = await forgot(client, 'nok@example.com')
      response.assertStatus(302)
      response.assertHeader('location', '/forgot-password')
      response.assertFlashMessage(
        'success',
        'If an account exists for that address, a reset link is on its way. The link works for 60 minutes.'
      )
      // The failure belongs to the queued job (retried there), never to the request.
      await assert.rejects(() => runQueuedJobs('PasswordResetLinkJob'), 'SMTP is down')
    } finally {
      passwordReset.sendLink = original
    }
  })
})

test.group('Forwarded addresses', (group) => {
  group.each.setup(() => clearThrottles())

  async function contextFrom(peer: string, forwardedFor: string) {
    const socket = new Socket()
    Object.defineProperty(socket, 'remoteAddress', { value: peer })
    const req = new IncomingMessage(socket)
    req.headers['x-forwarded-for'] = forwardedFor
    req.method = 'POST'
    req.url = '/login'
    return testUtils.createHttpContext({ req, res: new ServerResponse(req) })
  }

  test('[security] a spoofed X-Forwarded-For from an untrusted peer does not change request.ip()', async ({
    assert,
  }) => {
    const ctx = await contextFrom('203.0.113.7', '198.51.100.23')
    assert.equal(ctx.request.ip(), '203.0.113.7')
  })

  test('[security] the forwarded address is believed from the trusted proxy (loopback by default)', async ({
    assert,
  }) => {
    const ctx = await contextFrom('127.0.0.1', '198.51.100.23')
    assert.equal(ctx.request.ip(), '198.51.100.23')
  })

  test('[security] rotating X-Forwarded-For does not escape the per-IP sign-in throttle', async ({
    assert,
  }) => {
    const [perAddress] = throttleLogin as Array<
      (ctx: any, next: () => Promise<void>) => Promise<void>
    >
    for (let attempt = 1; attempt <= SIGN_IN_PER_ADDRESS.requests; attempt++) {
      const ctx = await contextFrom('203.0.113.7', `198.51.100.${attempt}`)
      await perAddress(ctx, async () => {})
    }
    const ctx = await contextFrom('203.0.113.7', '198.51.100.250')
    await assert.rejects(() => perAddress(ctx, async () => {}), 'Too many requests')
  })
})

test.group('Headers', () => {
  test('[security] a public page has Referrer-Policy, Permissions-Policy and a CSP without unsafe-inline scripts', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/').header('accept', 'text/html')
    response.assertStatus(200)
    response.assertHeader('referrer-policy', 'strict-origin-when-cross-origin')
    const permissions = String(response.header('permissions-policy'))
    assert.include(permissions, 'payment=(self "https://pay.google.com")')
    assert.include(permissions, 'camera=()')
    assert.include(permissions, 'geolocation=()')

    const csp = String(response.header('content-security-policy'))
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src'))!
    assert.notInclude(scriptSrc, 'unsafe-inline')
    // Tests run the sandbox gateway: no payment provider's script (omise_csp.spec.ts has omise).
    assert.notInclude(scriptSrc, 'https://cdn.omise.co')
    assert.include(csp, "frame-ancestors 'none'")
    assert.include(csp, "object-src 'none'")

    // Outside production the dev server's inline preamble runs by nonce.
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1]
    assert.isString(nonce)
    const html = response.text()
    for (const [, tag, body] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)) {
      if (tag.includes('type="application/json"')) continue
      // The first-visit marks run by their hash, the same in production (DESIGN §6).
      if (body === FIRST_VISIT_SCRIPT) continue
      assert.include(tag, `nonce="${nonce}"`, tag)
    }
    assert.include(html, `<script>${FIRST_VISIT_SCRIPT}</script>`)
    assert.include(scriptSrc, FIRST_VISIT_SCRIPT_SOURCE)
  })

  test('[security] the production policy allows no inline script but the first-visit marks and the module loader by hash, no nonce and no ws:', async ({
    assert,
  }) => {
    const production = cspDirectives({ production: true, gateway: 'omise' })
    assert.deepEqual(production.scriptSrc, [
      `'self'`,
      FIRST_VISIT_SCRIPT_SOURCE,
      MODULE_LOADER_SOURCE,
      'https://cdn.omise.co',
      'https://pay.google.com',
    ])
    assert.deepEqual(cspDirectives({ production: true, gateway: 'sandbox' }).scriptSrc, [
      `'self'`,
      FIRST_VISIT_SCRIPT_SOURCE,
      MODULE_LOADER_SOURCE,
    ])
    assert.match(FIRST_VISIT_SCRIPT_SOURCE, /^'sha256-[A-Za-z0-9+/]{43}='$/)
    assert.match(MODULE_LOADER_SOURCE, /^'sha256-[A-Za-z0-9+/]{43}='$/)
    assert.notInclude(production.connectSrc, 'ws:')
    assert.include(cspDirectives({ production: false }).connectSrc, 'ws:')
  })
})

test.group('No 500 for what a client sends', (group) => {
  useDatabase(group)
  group.each.setup(() => clearThrottles())
  group.each.teardown(() => mail.restore())

  const livingWill = {
    name: 'Peter Jensen',
    email: 'peter.jensen@example.com',
    phone: '+66 2 555 0199',
    details: 'I am Danish, 71, living in Hua Hin, and want my refusal of life support recorded.',
  }

  const postLivingWill = (client: any) =>
    client
      .post('/support/living-mail')
      .withCsrfToken()
      .header('referer', '/support/living-mail')
      .form(livingWill)
      .redirects(0)

  test('[security] after the demo seed a living-will request is stored and acknowledged', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await seedDemoData()
    const seeded = await countRows('consultancy_requests')
    assert.isAbove(seeded, 0)
    const response = await postLivingWill(client)
    response.assertStatus(302)
    response.assertHeader('location', '/support/living-mail')
    const stored = await ConsultancyRequest.query().where('category', 'Living will').firstOrFail()
    response.assertFlashMessage('intakeNumber', stored.intakeNumber)
    assert.equal(await countRows('consultancy_requests'), seeded + 1)
    mails.assertQueued(ConsultancyRequestNotification)
  })

  test('[security] numbers written before the counter existed are skipped, not collided with', async ({
    client,
  }) => {
    mail.fake()
    const year = DateTime.now().setZone('Asia/Bangkok').year
    for (const sequence of [1, 2, 3, 4]) {
      await ConsultancyRequest.create({
        category: 'Immigration',
        details: `Imported request ${sequence}`,
        intakeNumber: ConsultancyRequest.formatIntakeNumber(year, sequence),
      })
    }
    const response = await postLivingWill(client)
    response.assertStatus(302)
    response.assertFlashMessage('intakeNumber', ConsultancyRequest.formatIntakeNumber(year, 5))
  })

  test('[security] a body over the parser limit gets a 413, never a 500', async ({ client }) => {
    const huge = 'x'.repeat(1_100_000)
    const json = await client
      .post('/resources/contact-us')
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ message: huge })
    json.assertStatus(413)

    const page = await client
      .post('/resources/contact-us')
      .withCsrfToken()
      .header('accept', 'text/html')
      .form({ message: huge })
      .redirects(0)
    page.assertStatus(413)

    const inertia = await client
      .post('/resources/contact-us')
      .withCsrfToken()
      .withInertia()
      .header('referer', '/resources/contact-us')
      .form({ message: huge })
      .redirects(0)
    inertia.assertStatus(302)
    inertia.assertFlashMessage(
      'error',
      'What you sent is larger than we accept. Shorten the text or choose a smaller file, then try again.'
    )
  })

  test('[security] a refused form never flashes large or secret fields back into the session', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/get-started/account')
      .withCsrfToken()
      .header('referer', '/get-started/account')
      .form({
        name: 'x'.repeat(100_000),
        email: 'kept@example.com',
        password: 'Secret-pass-1',
        password_confirmation: 'Secret-pass-1',
        card_number: '4242424242424242',
        reset_token: 'abcdef0123456789',
      })
      .redirects(0)
    response.assertStatus(302)
    // The old input that comes back is the short, non-secret field alone.
    const flashed = response.flashMessages() as Record<string, unknown>
    assert.equal(flashed.email, 'kept@example.com')
    for (const field of [
      'name',
      'password',
      'password_confirmation',
      'card_number',
      'reset_token',
    ]) {
      assert.notProperty(flashed, field)
    }
    assert.isBelow(JSON.stringify(flashed).length, 1000)
    const cookies = ([] as string[]).concat(response.header('set-cookie') ?? [])
    for (const cookie of cookies) {
      assert.isBelow(cookie.length, OLD_INPUT_MAX_LENGTH * 20)
    }
  })

  test('[security] the survey refuses true for its id', async ({ client, assert }) => {
    // Survey 1 exists, and Number(true) is 1: only the validator stands between.
    const question = await SurveyQuestionFactory.merge({ surveyId: 1 }).create()
    const user = await createUser()
    const response = await client
      .post('/survey')
      .withCsrfToken()
      .loginAs(user)
      .header('accept', 'application/json')
      .json({ survey_id: true, answers: { [question.id]: 'Fine' } })
    response.assertStatus(422)
    assert.equal(response.body().errors[0].field, 'survey_id')
    assert.equal(await countRows('feedbacks'), 0)
  })
})

test.group('Numbering under concurrency', (group) => {
  const YEAR = 2097
  group.each.teardown(async () => {
    await db.from('number_sequences').where('year', YEAR).delete()
  })

  test('[security] twenty concurrent transactions get twenty different intake numbers', async ({
    assert,
  }) => {
    const numbers = await Promise.all(
      Array.from({ length: 20 }, () => db.transaction((trx) => nextNumber('intake', YEAR, trx)))
    )
    assert.lengthOf(new Set(numbers), 20)
    assert.sameMembers(
      numbers,
      Array.from({ length: 20 }, (_, index) =>
        ConsultancyRequest.formatIntakeNumber(YEAR, index + 1)
      )
    )
  })
})

test.group('Production error pages and logs', () => {
  const SQL_ERROR =
    'insert into "users" ("email", "name") values (\'somchai@example.com\', \'Somchai\') - SQLITE_CONSTRAINT'

  async function failWith(accept: string) {
    const ctx = await testUtils.createHttpContext()
    ctx.request.request.headers.accept = accept
    const logged: unknown[] = []
    ctx.logger = { error: (...args: unknown[]) => logged.push(args) } as any
    // The handler as production runs it: debugging off (it is on only in development).
    const handler = new HttpExceptionHandler()
    ;(handler as any).debug = false
    const error = new Error(SQL_ERROR)
    await handler.report(error, ctx)
    await handler.handle(error, ctx)
    return { ctx, logged }
  }

  test('[security] a server error page shows a reference and nothing else; the log has the same reference', async ({
    assert,
  }) => {
    const { ctx, logged } = await failWith('text/html')
    assert.equal(ctx.response.getStatus(), 500)
    const body = String(ctx.response.getBody())
    const reference = /ERR-[0-9A-F]{10}/.exec(body)?.[0]
    assert.isString(reference)
    assert.notInclude(body, 'somchai')
    assert.notInclude(body, 'insert into')
    assert.equal(ctx.response.getHeader('x-error-reference'), reference)
    assert.lengthOf(logged, 1)
    assert.equal((logged[0] as any[])[0].reference, reference)
  })

  test('[security] an API client gets the reference only', async ({ assert }) => {
    const { ctx } = await failWith('application/json')
    assert.equal(ctx.response.getStatus(), 500)
    const body = ctx.response.getBody() as Record<string, unknown>
    assert.deepEqual(Object.keys(body).sort(), ['message', 'reference'])
    assert.notInclude(JSON.stringify(body), 'somchai')
  })

  test('[security] logs redact passwords, tokens, card data and personal fields', async ({
    assert,
  }) => {
    const { logger, lines } = capturedLogger()
    logger.info(
      {
        password: 'Secret-pass-1',
        request: {
          body: { email: 'somchai@example.com', card_number: '4242424242424242', cvc: '123' },
          headers: { cookie: 'lexpat-session=abc', authorization: 'Bearer xyz' },
        },
        user: { id: 7, name: 'Somchai Jaidee', phone: '+66 81 234 5678' },
        token: 'reset-token-value',
      },
      'request refused'
    )
    const line = lines.join('')
    for (const secret of [
      'Secret-pass-1',
      'somchai@example.com',
      '4242424242424242',
      'lexpat-session=abc',
      'Bearer xyz',
      'Somchai Jaidee',
      '+66 81 234 5678',
      'reset-token-value',
    ]) {
      assert.notInclude(line, secret)
    }
    assert.include(line, '"id":7')
    assert.include(line, REDACT_CENSOR)
  })
})
