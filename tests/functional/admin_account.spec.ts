import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import type { ApiClient } from '@japa/api-client'
import { RoleSlug } from '#enums/role'
import { createUser, useDatabase } from '#tests/helpers'
import {
  CHROME_WINDOWS,
  NEW_PASSWORD,
  PASSWORD,
  SAFARI_IPHONE,
  fromResponse,
  forgetTags,
  signIn as signInAt,
  using,
} from '#tests/support/devices'

/**
 * Admin › My account: staff see and end their signed-in
 * devices and change their password. Devices are real sign-ins through
 * /admin/login whose cookies are replayed, as in sessions.spec.ts.
 */

/** Staff sign in at /admin/login. */
function signIn(client: ApiClient, email: string, userAgent = CHROME_WINDOWS) {
  return signInAt(client, email, { path: '/admin/login', userAgent })
}

test.group('Admin › My account', (group) => {
  useDatabase(group)
  group.each.setup(() => limiter.clear())
  group.each.setup(() => forgetTags())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('[security] a staff member sees their signed-in devices', async ({ client, assert }) => {
    await createUser(RoleSlug.LAWYER, { email: 'counsel@example.com', password: PASSWORD })
    const desk = await signIn(client, 'counsel@example.com')
    await signIn(client, 'counsel@example.com', SAFARI_IPHONE)

    const page = await using(client.get('/admin/account'), desk).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('Admin/Account')
    const devices = page.inertiaProps.devices as any[]
    assert.lengthOf(devices, 2)
    assert.deepInclude(devices[0], { current: true, browser: 'Chrome', os: 'Windows' })
    assert.deepInclude(devices[1], { current: false, browser: 'Safari', os: 'iOS' })
    assert.notInclude(JSON.stringify(page.inertiaProps), desk.sid)
  })

  test('[security] a wrong current password changes nothing and says so on the field', async ({
    client,
    assert,
  }) => {
    const staff = await createUser(RoleSlug.ACCOUNTING, {
      email: 'books@example.com',
      password: PASSWORD,
    })
    const desk = await signIn(client, 'books@example.com')
    const phone = await signIn(client, 'books@example.com', SAFARI_IPHONE)

    const wrong = await using(client.put('/admin/account/password'), desk)
      .header('referer', '/admin/account')
      .form({
        current_password: 'Not-the-password-1',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      })
    wrong.assertHeader('location', '/admin/account')
    wrong.assertFlashMessage('inputErrorsBag', { current_password: ['The password is incorrect.'] })
    await staff.refresh()
    assert.isTrue(await hash.verify(staff.password!, PASSWORD))
    // The other device is still signed in.
    const other = await using(client.get('/admin/account'), phone, SAFARI_IPHONE)
    other.assertStatus(200)
  })

  test('[security] a password change signs the other device out and keeps this one', async ({
    client,
    assert,
  }) => {
    const staff = await createUser(RoleSlug.ADMIN, { email: 'ops@example.com', password: PASSWORD })
    const desk = await signIn(client, 'ops@example.com')
    const phone = await signIn(client, 'ops@example.com', SAFARI_IPHONE)

    const changed = await using(client.put('/admin/account/password'), desk).form({
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    })
    changed.assertHeader('location', '/admin/account')
    changed.assertFlashMessage('success', 'Your password has been changed.')
    await staff.refresh()
    assert.isTrue(await hash.verify(staff.password!, NEW_PASSWORD))

    const deskNow = fromResponse(changed, desk)
    if (deskNow.sid === desk.sid) throw new Error('the session id was not regenerated')
    const stays = await using(client.get('/admin/account'), deskNow)
    stays.assertStatus(200)
    const other = await using(client.get('/admin/account'), phone, SAFARI_IPHONE)
    other.assertHeader('location', '/admin/login')
  })

  test('[security] "sign out of all other devices" ends the other session', async ({
    client,
    assert,
  }) => {
    await createUser(RoleSlug.OFFICER_ACCESS, { email: 'desk@example.com', password: PASSWORD })
    const desk = await signIn(client, 'desk@example.com')
    const phone = await signIn(client, 'desk@example.com', SAFARI_IPHONE)

    const ended = await using(client.delete('/admin/account/devices'), desk)
    ended.assertHeader('location', '/admin/account')
    ended.assertFlashMessage('success', '1 other device has been signed out.')
    const deskNow = fromResponse(ended, desk)

    const other = await using(client.get('/admin/account'), phone, SAFARI_IPHONE)
    other.assertHeader('location', '/admin/login')
    const after = await using(client.get('/admin/account'), deskNow).withInertia()
    after.assertStatus(200)
    assert.lengthOf(after.inertiaProps.devices as any[], 1)
    assert.isTrue((after.inertiaProps.devices as any[])[0].current)
  })

  test('[security] ending the other devices asks for the password when it was not entered lately', async ({
    client,
  }) => {
    const staff = await createUser(RoleSlug.SUPER_ADMIN)
    const response = await client
      .delete('/admin/account/devices')
      .withCsrfToken()
      .loginAs(staff)
      .redirects(0)
    response.assertHeader('location', '/confirm-password')
  })

  test('[security] a member gets 403 and a guest is sent to the admin login', async ({
    client,
  }) => {
    const member = await createUser(RoleSlug.USER)
    const forbidden = await client.get('/admin/account').loginAs(member).redirects(0)
    forbidden.assertStatus(403)
    const write = await client
      .put('/admin/account/password')
      .withCsrfToken()
      .loginAs(member)
      .form({})
      .redirects(0)
    write.assertStatus(403)

    const guest = await client.get('/admin/account').redirects(0)
    guest.assertHeader('location', '/admin/login')
  })
})
