import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import { RoleSlug } from '#enums/role'
import { createUser, useDatabase } from '#tests/helpers'
import settings from '#services/platform/settings_store'
import { redisConnectionsInUse } from '#start/health'

test.group('Maintenance mode (503)', (group) => {
  useDatabase(group)
  group.each.teardown(() => settings.forget())

  test('[spec 2.2] `ace down` serves the 503 page without layout until `ace up`', async ({
    client,
    assert,
  }) => {
    const down = await ace.exec('down', [
      '--message',
      'Back at 14:00 Bangkok time',
      '--retry-after',
      '120',
    ])
    down.assertSucceeded()

    const page = await client.get('/').header('accept', 'text/html')
    page.assertStatus(503)
    page.assertHeader('retry-after', '120')
    const html = page.text()
    assert.include(html, '"component":"Errors\\/Maintenance"')
    assert.include(html, 'Back at 14:00 Bangkok time')
    assert.notInclude(html, 'data-testid="public-navbar"')
    assert.notInclude(html, 'data-testid="public-footer"')

    const adminPage = await client.get('/admin/login').header('accept', 'text/html')
    adminPage.assertStatus(503)

    const live = await client.get('/health')
    live.assertStatus(200)

    const up = await ace.exec('up', [])
    up.assertSucceeded()
    const after = await client.get('/')
    after.assertStatus(200)
  })
})

test.group('Health endpoints', (group) => {
  useDatabase(group)

  test('[spec 2] /health answers ok while the process lives', async ({ client }) => {
    const response = await client.get('/health')
    response.assertStatus(200)
    response.assertBody({ status: 'ok' })
  })

  test('[spec 2] /health/ready reports the database check', async ({ client, assert }) => {
    const response = await client.get('/health/ready')
    response.assertStatus(200)
    assert.equal(response.body().status, 'ok')
    const names = response.body().checks.map((check: { name: string }) => check.name)
    assert.isTrue(names.some((name: string) => name.startsWith('Database health check')))
    // Every Redis connection in use is checked, and only those.
    assert.sameMembers(
      names.filter((name: string) => name.toLowerCase().includes('redis')),
      redisConnectionsInUse().map((name) => `Redis health check (${name})`)
    )
  })
})

test.group('Language (en/th)', (group) => {
  useDatabase(group)

  test('[spec 7] POST language.store with th switches the session to Thai', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/language')
      .withCsrfToken()
      .header('x-requested-with', 'XMLHttpRequest')
      .header('accept', 'application/json')
      .json({ language: 'th' })
    response.assertStatus(200)
    response.assertBody({ language: 'th' })
    response.assertSession('locale', 'th')

    const page = await client.get('/').withInertia().withSession({ locale: 'th' })
    assert.equal(page.inertiaProps.locale, 'th')
    assert.equal(page.inertiaProps.translations['nav.login'], 'เข้าสู่ระบบ')
  })

  test('[spec 5] a language other than en or th is refused with a message and changes nothing', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/language')
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ language: 'fr' })
    response.assertStatus(422)
    assert.equal(response.body().errors[0].field, 'language')
    response.assertSessionMissing('locale')
  })

  test('[spec 5] the Thai page renders in Thai from Accept-Language, with lang="th"', async ({
    client,
    assert,
  }) => {
    const response = await client
      .get('/')
      .header('accept', 'text/html')
      .header('accept-language', 'th-TH,th;q=0.9')
    const html = response.text()
    assert.include(html, '<html lang="th">')
    assert.include(html, 'ทนายความของคุณในประเทศไทย')
  })

  test('[spec 7] a signed-in user keeps the chosen language on the account, ahead of the browser', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER, { locale: 'en' })
    const response = await client
      .post('/language')
      .withCsrfToken()
      .loginAs(user)
      .header('accept', 'application/json')
      .header('x-requested-with', 'XMLHttpRequest')
      .json({ language: 'th' })
    response.assertStatus(200)
    await user.refresh()
    assert.equal(user.locale, 'th')
    const page = await client.get('/').withInertia().loginAs(user).header('accept-language', 'en')
    assert.equal(page.inertiaProps.locale, 'th')
  })
})
