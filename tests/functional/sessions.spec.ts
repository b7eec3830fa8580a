import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import type { ResolvedSessionConfig } from '@adonisjs/session/types'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import { SessionCollection } from '@adonisjs/session'
import { RoleSlug, roleIdFor } from '#enums/role'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { createUser, useDatabase } from '#tests/helpers'
import {
  NEW_PASSWORD,
  PASSWORD,
  SAFARI_IPHONE,
  fromResponse,
  forgetTags,
  sessionStore,
  signIn,
  using,
} from '#tests/support/devices'
import passwordReset from '#services/accounts/password_reset'
import userSessions, { DEVICE_KEY } from '#services/accounts/user_sessions'
import { DELETED_NAME } from '#services/accounts/account_deletion'
import { staffIdleSeconds } from '#config/session'

test.group('Sessions that can be ended (DESIGN §6)', (group) => {
  useDatabase(group)
  group.each.setup(() => limiter.clear())
  group.each.setup(() => forgetTags())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('[security] a session cookie copied before logout is refused afterwards', async ({
    client,
  }) => {
    await createUser(RoleSlug.USER, { email: 'ploy@example.com', password: PASSWORD })
    const device = await signIn(client, 'ploy@example.com')
    const copy = { ...device }

    const before = await using(client.get('/settings/profile-details'), device)
    before.assertStatus(200)

    const logout = await using(client.post('/logout'), device)
    logout.assertHeader('location', '/')
    // The browser is handed a different, anonymous session.
    const after = fromResponse(logout, device)
    if (after.sid === copy.sid) throw new Error('logout kept the session id')

    const replay = await using(client.get('/settings/profile-details'), copy)
    replay.assertStatus(302)
    replay.assertHeader('location', '/login')
  })

  test("[security] a deleted account's copied cookie gets the login page and changes nothing", async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER, { email: 'ploy@example.com', password: PASSWORD })
    const device = await signIn(client, 'ploy@example.com')
    const copy = { ...device }
    const tablet = await signIn(client, 'ploy@example.com', { userAgent: SAFARI_IPHONE })

    const deleted = await using(client.post('/account/delete'), device).form({ password: PASSWORD })
    deleted.assertHeader('location', '/')

    // The copied cookie, and the cookie of another device signed in to the account.
    for (const replayed of [copy, tablet]) {
      const page = await using(client.get('/settings/profile-details'), replayed)
      page.assertHeader('location', '/login')
      const form = await using(client.put('/settings/profile-details'), replayed).form({
        name: 'Ploy Back Again',
        phone: '+66 81 234 5678',
        country: 'Thailand',
        nationality: 'Thai',
        date_of_birth: '1990-01-01',
      })
      assert.notEqual(form.status(), 500)
    }
    await user.refresh()
    assert.equal(user.name, DELETED_NAME)
    assert.isNull(user.phone)
    assert.isNull(user.country)
    assert.isNotNull(user.deletedAt)
  })

  test('[security] the guard never loads a deleted user, whatever the session says', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER, { name: 'Anan Erased' })
    // A session forged or left over with the user's id in it.
    await User.query().where('id', user.id).update({ deleted_at: new Date() })
    const response = await client.get('/settings/profile-details').loginAs(user).redirects(0)
    response.assertHeader('location', '/login')
    const home = await client.get('/').withInertia().loginAs(user)
    assert.isNull(home.inertiaProps.user)
  })

  test('[spec 2.8] a password change signs the other device out and keeps this one signed in', async ({
    client,
  }) => {
    await createUser(RoleSlug.USER, { email: 'ploy@example.com', password: PASSWORD })
    const laptop = await signIn(client, 'ploy@example.com')
    const phone = await signIn(client, 'ploy@example.com', { userAgent: SAFARI_IPHONE })

    const changed = await using(client.put('/settings/change-password'), laptop).form({
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    changed.assertHeader('location', '/settings/change-password')
    changed.assertFlashMessage('success', 'Your password has been changed.')
    // This device stays signed in, under a new session id.
    const laptopNow = fromResponse(changed, laptop)
    if (laptopNow.sid === laptop.sid) throw new Error('the session id was not regenerated')
    const stays = await using(client.get('/settings/profile-details'), laptopNow)
    stays.assertStatus(200)

    const other = await using(client.get('/settings/profile-details'), phone, SAFARI_IPHONE)
    other.assertHeader('location', '/login')
    const oldId = await using(client.get('/settings/profile-details'), laptop)
    oldId.assertHeader('location', '/login')
  })

  test('[security] a password reset signs out every device', async ({ client }) => {
    const user = await createUser(RoleSlug.USER, { email: 'ploy@example.com', password: PASSWORD })
    const device = await signIn(client, 'ploy@example.com')
    const token = await passwordReset.issue(user)

    const reset = await client
      .post('/reset-password')
      .withCsrfToken()
      .form({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
      .redirects(0)
    reset.assertHeader('location', '/login')

    const replay = await using(client.get('/settings/profile-details'), device)
    replay.assertHeader('location', '/login')
  })

  test('[security] a staff role change ends every session of that staff member', async ({
    client,
    assert,
  }) => {
    const staff = await createUser(RoleSlug.ADMIN, { email: 'ops@example.com', password: PASSWORD })
    const desk = await signIn(client, 'ops@example.com', { path: '/admin/login' })
    const laptop = await signIn(client, 'ops@example.com')
    const open = await using(client.get('/admin/dashboard'), desk)
    open.assertStatus(200)

    staff.roleId = roleIdFor(RoleSlug.ACCOUNTING)
    await staff.save()
    assert.equal(await userSessions.endAll(staff), 2)

    for (const device of [desk, laptop]) {
      const replay = await using(client.get('/admin/dashboard'), device)
      replay.assertHeader('location', '/admin/login')
    }
  })

  test('[security] a session written back after it was ended is still refused', async ({
    client,
  }) => {
    const user = await createUser(RoleSlug.USER, { email: 'ploy@example.com', password: PASSWORD })
    const device = await signIn(client, 'ploy@example.com')
    const store = await sessionStore()
    const saved = await store.read(device.sid)
    await userSessions.endAll(user)
    // A request of that device still in flight when the sessions ended commits it again.
    await store.write(device.sid, saved!)
    const replay = await using(client.get('/settings/profile-details'), device)
    replay.assertHeader('location', '/login')
  })

  test('[spec 2.8] the devices list shows each signed-in device and signs out the others', async ({
    client,
    assert,
  }) => {
    await createUser(RoleSlug.USER, { email: 'ploy@example.com', password: PASSWORD })
    const laptop = await signIn(client, 'ploy@example.com')
    const phone = await signIn(client, 'ploy@example.com', { userAgent: SAFARI_IPHONE })

    const page = await using(client.get('/settings/change-password'), laptop).withInertia()
    page.assertStatus(200)
    const devices = page.inertiaProps.devices as any[]
    assert.lengthOf(devices, 2)
    assert.deepInclude(devices[0], {
      current: true,
      browser: 'Chrome',
      os: 'Windows',
      place: { kind: 'local' },
      activeNow: true,
    })
    assert.deepInclude(devices[1], { current: false, browser: 'Safari', os: 'iOS' })
    // The cookie value (the session id) never reaches the page.
    assert.notInclude(JSON.stringify(page.inertiaProps), laptop.sid)
    assert.notInclude(JSON.stringify(page.inertiaProps), phone.sid)

    const ended = await using(client.delete('/settings/devices'), laptop)
    ended.assertHeader('location', '/settings/change-password')
    ended.assertFlashMessage('success', '1 other device has been signed out.')
    const laptopNow = fromResponse(ended, laptop)

    const other = await using(client.get('/settings/profile-details'), phone, SAFARI_IPHONE)
    other.assertHeader('location', '/login')
    const after = await using(client.get('/settings/change-password'), laptopNow).withInertia()
    after.assertStatus(200)
    assert.lengthOf(after.inertiaProps.devices as any[], 1)
    assert.isTrue((after.inertiaProps.devices as any[])[0].current)
  })

  test('[spec 2.8] signing out the other devices asks for the password when it was not entered lately', async ({
    client,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const response = await client
      .delete('/settings/devices')
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    response.assertHeader('location', '/confirm-password')
  })

  test('[security] every sign-in door tags the session with the user id', async ({
    client,
    assert,
  }) => {
    const member = await createUser(RoleSlug.USER, {
      email: 'ploy@example.com',
      password: PASSWORD,
    })
    const staff = await createUser(RoleSlug.ADMIN, { email: 'ops@example.com', password: PASSWORD })
    const memberDevice = await signIn(client, 'ploy@example.com')
    const staffDevice = await signIn(client, 'ops@example.com', { path: '/admin/login' })
    const registered = await client
      .post('/get-started/account')
      .withCsrfToken()
      .form({
        name: 'Somchai Williams',
        email: 'somchai@example.com',
        password: PASSWORD,
        password_confirmation: PASSWORD,
        terms: 'on',
      })
      .redirects(0)
    registered.assertHeader('location', '/get-started/personal-info')
    const newcomer = await User.findByOrFail('email', 'somchai@example.com')

    const newcomerDevice = fromResponse(registered)
    const collection = new SessionCollection(
      (await configProvider.resolve<ResolvedSessionConfig>(app, app.config.get('session')))!
    )
    for (const [user, device] of [
      [member, memberDevice],
      [staff, staffDevice],
      [newcomer, newcomerDevice],
    ] as const) {
      const tagged = await collection.tagged(String(user.id))
      assert.include(
        tagged.map((session) => session.id),
        device.sid,
        `session of ${user.email}`
      )
      assert.lengthOf(await userSessions.list(user, null), 1, `devices of ${user.email}`)
    }
  })

  test('[security] staff are signed out after the staff idle time; members are not', async ({
    client,
  }) => {
    await createUser(RoleSlug.ADMIN, { email: 'ops@example.com', password: PASSWORD })
    await createUser(RoleSlug.USER, { email: 'ploy@example.com', password: PASSWORD })
    const desk = await signIn(client, 'ops@example.com', { path: '/admin/login' })
    const laptop = await signIn(client, 'ploy@example.com')

    // Both last did something just over the staff idle time ago.
    const store = await sessionStore()
    for (const device of [desk, laptop]) {
      const data = (await store.read(device.sid))!
      const record = data[DEVICE_KEY] as { lastActiveAt: number }
      record.lastActiveAt -= (staffIdleSeconds + 60) * 1000
      await store.write(device.sid, data)
    }

    const staffPage = await using(client.get('/admin/dashboard'), desk)
    staffPage.assertHeader('location', '/admin/login')
    staffPage.assertFlashMessage(
      'info',
      'You were signed out after a period of inactivity. Please sign in again.'
    )
    const memberPage = await using(client.get('/settings/profile-details'), laptop)
    memberPage.assertStatus(200)
  })

  test('[security] "last active" is written at most once a minute, not on every request', async ({
    client,
    assert,
  }) => {
    await createUser(RoleSlug.USER, { email: 'ploy@example.com', password: PASSWORD })
    const laptop = await signIn(client, 'ploy@example.com')
    const store = await sessionStore()
    const lastActive = async () =>
      ((await store.read(laptop.sid))![DEVICE_KEY] as { lastActiveAt: number }).lastActiveAt

    const first = await lastActive()
    await using(client.get('/settings/profile-details'), laptop).then((r) => r.assertStatus(200))
    assert.equal(await lastActive(), first)

    const data = (await store.read(laptop.sid))!
    ;(data[DEVICE_KEY] as { lastActiveAt: number }).lastActiveAt = first - 2 * 60_000
    await store.write(laptop.sid, data)
    await using(client.get('/settings/profile-details'), laptop).then((r) => r.assertStatus(200))
    assert.isAtLeast(await lastActive(), first)
  })

  test('[security] expired session rows are collected (the service behind sessions:prune)', async ({
    assert,
  }) => {
    const past = new Date(Date.now() - 60_000)
    const future = new Date(Date.now() + 3_600_000)
    await db.table('sessions').multiInsert([
      { id: 'expired-session-1', data: '{}', expires_at: past },
      { id: 'live-session-1', data: '{}', expires_at: future },
    ])
    assert.isAtLeast(await userSessions.prune(), 1)
    const left = await db.from('sessions').whereIn('id', ['expired-session-1', 'live-session-1'])
    assert.deepEqual(
      left.map((row) => row.id),
      ['live-session-1']
    )
  })
})
