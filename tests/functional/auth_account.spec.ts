import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import { RoleSlug } from '#enums/role'
import { SubscriptionStatus } from '#enums/billing'
import { countRows, createUser, useDatabase } from '#tests/helpers'
import { InvoiceFactory, SubscriptionFactory } from '#database/factories/billing_factories'
import User from '#models/user'
import Invoice from '#models/invoice'

test.group('Profile details and account deletion (SPEC §2.8, §7)', (group) => {
  useDatabase(group)
  group.each.teardown(() => mail.restore())

  test('[spec 2.8] Profile Details shows the member and their memberships as plain data', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER, {
      name: 'Wanida Hart',
      email: 'wanida@example.com',
    })
    const membership = await SubscriptionFactory.merge({ userId: user.id }).create()
    const response = await client.get('/settings/profile-details').withInertia().loginAs(user)
    response.assertStatus(200)
    response.assertInertiaComponent('Settings/ProfileDetails')
    assert.equal(response.inertiaProps.profile.name, 'Wanida Hart')
    assert.notProperty(response.inertiaProps.profile, 'password')
    assert.deepEqual(response.inertiaProps.memberships, [
      {
        id: membership.id,
        plan: 'Personal',
        status: 'active',
        membershipNumber: membership.membershipNumber,
      },
    ])
  })

  test('[spec 2.8] the profile form saves valid details and refuses bad ones', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER, { name: 'Wanida Hart' })
    const saved = await client
      .put('/settings/profile-details')
      .withCsrfToken()
      .loginAs(user)
      .form({
        name: 'Wanida Hart-Smith',
        phone: '+66 2 123 4567',
        country: 'Thailand',
        nationality: 'Irish',
        date_of_birth: '1979-11-30',
      })
      .redirects(0)
    saved.assertHeader('location', '/settings/profile-details')
    saved.assertFlashMessage('success', 'Your profile has been updated.')
    await user.refresh()
    assert.equal(user.name, 'Wanida Hart-Smith')

    const bad = await client
      .put('/settings/profile-details')
      .withCsrfToken()
      .loginAs(user)
      .header('referer', '/settings/profile-details')
      .form({
        name: '',
        phone: '',
        country: 'Thailand',
        nationality: 'Irish',
        date_of_birth: 'soon',
      })
      .redirects(0)
    const errors = bad.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.deepEqual(errors.name, ['The name field is required'])
    assert.deepEqual(errors.date_of_birth, ['The date of birth field must be a valid date'])
    await user.refresh()
    assert.equal(user.name, 'Wanida Hart-Smith')
  })

  test('[spec 7] deleting the account by XHR cancels the plan, erases the person, keeps invoices and signs out', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const user = await createUser(RoleSlug.USER, {
      email: 'wanida@example.com',
      name: 'Wanida Hart',
    })
    const membership = await SubscriptionFactory.merge({ userId: user.id }).create()
    const invoice = await InvoiceFactory.merge({
      userId: user.id,
      subscriptionId: membership.id,
      billToName: 'Wanida Hart',
      billToEmail: 'wanida@example.com',
    }).create()

    const response = await client
      .post('/account/delete')
      .withCsrfToken()
      .loginAs(user)
      .header('x-requested-with', 'XMLHttpRequest')
      .header('accept', 'application/json')
      .json({ password: 'Secret-pass-123' })
    response.assertStatus(200)
    assert.deepEqual(response.body(), { ok: true })
    response.assertSessionMissing('auth_web')

    await membership.refresh()
    assert.equal(membership.status, SubscriptionStatus.CANCEL_PENDING)
    const erased = await User.findOrFail(user.id)
    assert.equal(erased.name, 'Deleted member')
    assert.equal(erased.email, `deleted-${user.id}@deleted.lexpat.invalid`)
    assert.isNotNull(erased.deletedAt)
    const kept = await Invoice.findOrFail(invoice.id)
    assert.equal(kept.billToEmail, 'wanida@example.com')
    assert.equal(await countRows('deletion_requests', { user_id: user.id, status: 'processed' }), 1)
    assert.equal(await countRows('audit_logs', { user_id: user.id, action: 'account.deleted' }), 1)
  })

  test('[spec 7] a form post deletes and goes home with a flash', async ({ client }) => {
    mail.fake()
    const user = await createUser()
    const response = await client
      .post('/account/delete')
      .withCsrfToken()
      .loginAs(user)
      .form({ password: 'Secret-pass-123' })
      .redirects(0)
    response.assertHeader('location', '/')
    response.assertFlashMessage(
      'success',
      'Your account has been deleted. We are sorry to see you go.'
    )
  })

  test('[spec 7] deleting the account asks for the current password: missing or wrong deletes nothing', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const user = await createUser(RoleSlug.USER, { email: 'kept@example.com' })
    const membership = await SubscriptionFactory.merge({ userId: user.id }).create()

    const missing = await client
      .post('/account/delete')
      .withCsrfToken()
      .loginAs(user)
      .header('x-requested-with', 'XMLHttpRequest')
      .header('accept', 'application/json')
      .json({})
    missing.assertStatus(422)
    assert.equal(missing.body().errors[0].field, 'password')

    const wrong = await client
      .post('/account/delete')
      .withCsrfToken()
      .loginAs(user)
      .header('x-requested-with', 'XMLHttpRequest')
      .header('accept', 'application/json')
      .json({ password: 'not-my-password' })
    // Well-formed but refused: the refusal's code, message and field.
    wrong.assertStatus(422)
    assert.deepEqual(wrong.body(), {
      code: 'E_WRONG_PASSWORD',
      message: 'The password is incorrect.',
      field: 'password',
    })

    // A form post goes back with the field error.
    const form = await client
      .post('/account/delete')
      .withCsrfToken()
      .loginAs(user)
      .header('referer', '/settings/profile-details')
      .form({ password: 'not-my-password' })
      .redirects(0)
    form.assertHeader('location', '/settings/profile-details')
    const errors = form.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.deepEqual(errors.password, ['The password is incorrect.'])

    await user.refresh()
    await membership.refresh()
    assert.isNull(user.deletedAt)
    assert.equal(user.email, 'kept@example.com')
    assert.equal(membership.status, SubscriptionStatus.ACTIVE)
    assert.equal(await countRows('deletion_requests', { user_id: user.id }), 0)
  })

  test('[spec 6] staff cannot delete their account from the member area; guests go to login', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await client
      .post('/account/delete')
      .withCsrfToken()
      .loginAs(admin)
      .header('accept', 'application/json')
    response.assertStatus(403)
    await admin.refresh()
    assert.isNull(admin.deletedAt)

    const guest = await client.post('/account/delete').withCsrfToken().redirects(0)
    guest.assertHeader('location', '/login')
  })
})
