import { test } from '@japa/runner'
import mail from '@adonisjs/mail/services/main'
import limiter from '@adonisjs/limiter/services/main'
import { RoleSlug } from '#enums/role'
import { createUser, useDatabase } from '#tests/helpers'
import { InvoiceFactory, SubscriptionFactory } from '#database/factories/billing_factories'
import settings from '#services/platform/settings_store'
import { runQueuedJobs } from '#tests/support/queue'
import type ResetPasswordNotification from '#mails/reset_password_notification'

const PROFILE = {
  name: 'Wanida Hart-Smith',
  phone: '+66 2 123 4567',
  country: 'Thailand',
  nationality: 'Irish',
  date_of_birth: '1979-11-30',
}

test.group('Language preference in Profile Details (SPEC §2.8, §7)', (group) => {
  useDatabase(group)
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => mail.restore())

  test('[spec 2.8] a member saves Thai: the interface after sign-in and their mails are in Thai', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const user = await createUser(RoleSlug.USER, { email: 'nok@example.com', locale: null })

    const form = await client.get('/settings/profile-details').withInertia().loginAs(user)
    form.assertInertiaComponent('Settings/ProfileDetails')
    assert.isNull(form.inertiaProps.profile.locale)

    const saved = await client
      .put('/settings/profile-details')
      .withCsrfToken()
      .loginAs(user)
      .form({ ...PROFILE, locale: 'th' })
      .redirects(0)
    saved.assertHeader('location', '/settings/profile-details')
    // Said in the language just chosen.
    saved.assertFlashMessage('success', 'อัปเดตโปรไฟล์ของคุณแล้ว')
    await user.refresh()
    assert.equal(user.locale, 'th')

    // A new session (no ?lang, an English browser): the saved language wins.
    const later = await client
      .get('/settings/profile-details')
      .header('accept-language', 'en-US,en;q=0.9')
      .withInertia()
      .loginAs(user)
    assert.equal(later.inertiaProps.locale, 'th')
    assert.equal(later.inertiaProps.profile.locale, 'th')

    // Mails go out in the saved language.
    await client
      .post('/forgot-password')
      .withCsrfToken()
      .header('referer', '/forgot-password')
      .form({ email: 'nok@example.com' })
      .redirects(0)
    await runQueuedJobs('PasswordResetLinkJob')
    mails.assertQueuedCount(1)
    const sent = mails.queued()[0] as ResetPasswordNotification
    sent.build()
    assert.match(sent.message.toJSON().message.subject ?? '', /^รีเซ็ตรหัสผ่าน/)
  })

  test('[spec 5] a language other than en or th is refused with a field message and changes nothing', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER, { locale: 'en' })
    const refused = await client
      .put('/settings/profile-details')
      .withCsrfToken()
      .loginAs(user)
      .header('referer', '/settings/profile-details')
      .form({ ...PROFILE, locale: 'fr' })
      .redirects(0)
    assert.equal(refused.status(), 302)
    const errors = refused.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.match(errors.locale[0], /language/i)
    await user.refresh()
    assert.equal(user.locale, 'en')
    assert.notEqual(user.name, PROFILE.name)
  })
})

test.group('Thai chrome (SPEC §2.5, §2.6, §3)', (group) => {
  useDatabase(group)

  test('[spec 2.6] the footer names this year and the site name staff set, and links each language', async ({
    client,
    assert,
  }) => {
    await settings.set('site_name', 'ทนายประจำตัว')
    const year = new Date().getFullYear()
    const english = await client.get('/how-we-help?lang=en').header('accept', 'text/html')
    english.assertStatus(200)
    assert.include(english.text(), `© ${year} ทนายประจำตัว. All rights reserved.`)
    assert.notInclude(english.text(), '© 2024')
    // The other language is a link to this page keyed on it (DESIGN §10), usable without JavaScript.
    assert.match(english.text(), /<a href="\/how-we-help\?lang=th" hrefLang="th"[^>]*>ไทย<\/a>/i)

    const thai = await client.get('/how-we-help?lang=th').header('accept', 'text/html')
    assert.include(thai.text(), `© ${year} ทนายประจำตัว สงวนลิขสิทธิ์`)
    assert.match(thai.text(), /<a href="\/how-we-help\?lang=en" hrefLang="en"[^>]*>English<\/a>/i)
    await settings.delete('site_name')
  })

  test('[spec 2.9] a staff user reading Thai sees the role label in Thai', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN, { locale: 'th' })
    const page = await client.get('/admin/account').withInertia().loginAs(admin)
    assert.deepEqual(page.inertiaProps.user.role, {
      slug: 'super_admin',
      name: 'ผู้ดูแลระบบสูงสุด',
    })
    const english = await client.get('/admin/account?lang=en').withInertia().loginAs(admin)
    assert.equal(english.inertiaProps.user.role.name, 'Super Admin')
  })

  test('[spec 2.7] the payment step names the plans in Thai for a Thai reader', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const thai = await client.get('/get-started/payment?lang=th').withInertia().loginAs(user)
    thai.assertInertiaComponent('Auth/Payment')
    const names = new Set(thai.inertiaProps.prices.map((price: { plan: string }) => price.plan))
    assert.deepEqual([...names].sort(), ['ธุรกิจ', 'ส่วนบุคคล'])
    const english = await client.get('/get-started/payment?lang=en').withInertia().loginAs(user)
    const englishNames = new Set(
      english.inertiaProps.prices.map((price: { plan: string }) => price.plan)
    )
    assert.deepEqual([...englishNames].sort(), ['Business', 'Personal'])
  })

  test('[spec 3] current_plans and Profile Details name the member plan in the reader language', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER, { locale: 'th' })
    const membership = await SubscriptionFactory.merge({ userId: user.id }).create()
    await InvoiceFactory.apply('paid')
      .merge({ subscriptionId: membership.id, userId: user.id })
      .create()
    const page = await client.get('/settings/profile-details').withInertia().loginAs(user)
    assert.deepEqual(page.inertiaProps.user.current_plans, [
      { name: 'ส่วนบุคคล', custom_created: false },
    ])
    assert.equal(page.inertiaProps.memberships[0].plan, 'ส่วนบุคคล')
    // The member menu still knows the plan (Spouse / Partner Details is a Personal page).
    assert.include(
      page.inertiaProps.member_menu.map((entry: { key: string }) => entry.key),
      'partner-details'
    )
  })
})
