import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import hash from '@adonisjs/core/services/hash'
import { RoleSlug, roleIdFor } from '#enums/role'
import { PlanSlug } from '#enums/billing'
import { countRows, createUser, useDatabase } from '#tests/helpers'
import { priceFor } from '#database/factories/billing_factories'
import User from '#models/user'
import VerifyEmailNotification from '#mails/verify_email_notification'

const valid = {
  name: 'Somchai Williams',
  email: 'Somchai@Example.com',
  password: 'Lanna-2026-law',
  password_confirmation: 'Lanna-2026-law',
  terms: 'on',
}

test.group('Sign-up: account and personal info (SPEC §2.7)', (group) => {
  useDatabase(group)
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => mail.restore())

  test('[spec 2.7] the account step renders with the social buttons', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/get-started/account').header('accept', 'text/html')
    response.assertStatus(200)
    const html = response.text()
    assert.include(html, '"component":"Auth\\/Register"')
    assert.include(html, 'Create your account - Lexpat')
    assert.include(html, 'Continue with Google')
  })

  test('[spec 2.7] registering creates a signed-in member with a hashed password, mails the verification link and goes to personal info', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const response = await client
      .post('/get-started/account')
      .withCsrfToken()
      .form(valid)
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/get-started/personal-info')
    const user = await User.findByOrFail('email', 'somchai@example.com')
    assert.equal(user.roleId, roleIdFor(RoleSlug.USER))
    assert.notEqual(user.password, valid.password)
    assert.isTrue(await hash.verify(user.password!, valid.password))
    assert.isNull(user.emailVerifiedAt)
    response.assertSession('auth_web', user.id)
    mails.assertQueued(VerifyEmailNotification, (sent) => {
      return (
        sent.message.hasTo('somchai@example.com') &&
        sent.url.includes(`/verify-email/${user.id}?`) &&
        sent.url.includes('signature=')
      )
    })
  })

  test('[spec 8] an email already registered, in any case, gets a field message and stores nothing', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await createUser(RoleSlug.USER, { email: 'somchai@example.com' })
    const before = await countRows('users')
    const response = await client
      .post('/get-started/account')
      .withCsrfToken()
      .header('referer', '/get-started/account')
      .form({ ...valid, email: 'SOMCHAI@example.com' })
      .redirects(0)
    response.assertFlashMessage('inputErrorsBag', { email: ['The email has already been taken'] })
    assert.equal(await countRows('users'), before)
    response.assertSessionMissing('auth_web')
    mails.assertNoneQueued()
  })

  test('[spec 5] weak, unconfirmed passwords and unaccepted terms give field messages in English and Thai', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const before = await countRows('users')
    const english = await client
      .post('/get-started/account')
      .withCsrfToken()
      .header('referer', '/get-started/account')
      .form({
        name: 'A',
        email: 'x@example.com',
        password: 'onlyletters',
        password_confirmation: 'nope',
      })
      .redirects(0)
    const errors = english.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.deepEqual(errors.name, ['The name field must have at least 2 characters'])
    assert.include(
      errors.password,
      'The password field must contain at least one letter and one number'
    )
    assert.deepEqual(errors.terms, ['You must accept the terms of membership to continue'])

    const unconfirmed = await client
      .post('/get-started/account')
      .withCsrfToken()
      .header('referer', '/get-started/account')
      .form({ ...valid, password_confirmation: 'Lanna-2026-law!' })
      .redirects(0)
    assert.deepEqual(
      (unconfirmed.flashMessages().inputErrorsBag as Record<string, string[]>)
        .password_confirmation,
      ['The password field and password confirmation field must be the same']
    )

    const short = await client
      .post('/get-started/account?lang=th')
      .withCsrfToken()
      .header('referer', '/get-started/account')
      .form({ ...valid, password: 'ab1', password_confirmation: 'ab1' })
      .redirects(0)
    assert.deepEqual((short.flashMessages().inputErrorsBag as Record<string, string[]>).password, [
      'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร',
    ])
    assert.equal(await countRows('users'), before)
  })

  test('[spec 2.7] a chosen plan price (?price=) is kept through the sign-up steps', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const price = await priceFor(PlanSlug.BUSINESS)
    const page = await client.get(`/get-started/account?price=${price.id}`).withInertia()
    page.assertInertiaComponent('Auth/Register')
    assert.equal(page.inertiaProps.selectedPrice.id, price.id)
    assert.equal(page.inertiaProps.selectedPrice.plan, 'Business')
    page.assertSession('signup.price_id', price.id)

    const unknown = await client.get('/get-started/account?price=999999').withInertia()
    assert.isNull(unknown.inertiaProps.selectedPrice)
  })

  test('[spec 2.7] personal info saves phone, country, nationality and birth date, then goes to settings', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER, { phone: null })
    const page = await client.get('/get-started/personal-info').withInertia().loginAs(user)
    page.assertInertiaComponent('Auth/PersonalInfo')

    const response = await client
      .post('/get-started/personal-info')
      .withCsrfToken()
      .loginAs(user)
      .form({
        phone: '081 555 0199',
        phone_country: 'TH',
        country: 'TH',
        nationality: 'AU',
        date_of_birth: '1985-03-14',
      })
      .redirects(0)
    response.assertHeader('location', '/settings/profile-details')
    response.assertFlashMessage('success', 'Your personal details have been saved.')
    await user.refresh()
    // SPEC 2.8: E.164 and ISO 3166 codes.
    assert.equal(user.phone, '+66815550199')
    assert.equal(user.country, 'TH')
    assert.equal(user.nationality, 'AU')
    assert.equal(user.dateOfBirth?.toISODate(), '1985-03-14')
  })

  test('[spec 5] personal info with a bad phone or a future birth date stores nothing', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER, { phone: null, nationality: 'GB' })
    const response = await client
      .post('/get-started/personal-info')
      .withCsrfToken()
      .loginAs(user)
      .header('referer', '/get-started/personal-info')
      .form({
        phone: 'call me',
        country: 'TH',
        nationality: 'DE',
        date_of_birth: '2999-01-01',
      })
      .redirects(0)
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.deepEqual(errors.phone, ['The phone is not a valid number for the calling code chosen'])
    assert.deepEqual(errors.date_of_birth, ['The date of birth field must be a date in the past'])
    await user.refresh()
    assert.isNull(user.phone)
    assert.equal(user.nationality, 'GB')
  })

  test('[spec 8] the 6th registration from one address within the hour is refused', async ({
    client,
    assert,
  }) => {
    mail.fake()
    for (let attempt = 0; attempt < 5; attempt++) {
      await client
        .post('/get-started/account')
        .withCsrfToken()
        .header('referer', '/get-started/account')
        .form({ ...valid, email: `person${attempt}@example.com` })
        .redirects(0)
    }
    const response = await client
      .post('/get-started/account')
      .withCsrfToken()
      .header('referer', '/get-started/account')
      .form({ ...valid, email: 'sixth@example.com' })
      .redirects(0)
    assert.match(String(response.flashMessages().error), /^Too many attempts/)
    assert.isNull(await User.findBy('email', 'sixth@example.com'))
  })
})
