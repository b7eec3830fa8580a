import { test } from '@japa/runner'
import type { ApiRequest } from '@japa/api-client'
import { RoleSlug } from '#enums/role'
import AuditLog from '#models/audit_log'
import Setting from '#models/setting'
import settings from '#services/platform/settings_store'
import { contactChannels } from '#services/support_desk/contact_channels'
import { currentSeller } from '#services/documents/seller'
import { dunningRetryDays, readSiteSettings } from '#services/platform/admin_settings'
import { extraPrice, extraPricing } from '#services/support_desk/casework/service_log'
import { EntitlementKind } from '#enums/billing'
import { createUser, useDatabase } from '#tests/helpers'

const FOUR = [RoleSlug.ADMIN, RoleSlug.SUPER_ADMIN, RoleSlug.ACCOUNTING, RoleSlug.OFFICER_ACCESS]

async function validForm() {
  return {
    ...(await readSiteSettings()),
    site_name: 'Lexpat Thailand',
    contact_phone: '+66 2 000 1111',
    support_open: '08:30',
    seller_tax_id: '0105556012341',
    seller_branch: '00001',
    dunning_retry_days: '2, 4, 7',
    cart_currency_symbol: '฿',
    language_picker_visible: true,
  }
}

/** The request is refused with 403. */
async function forbidden(request: ApiRequest) {
  const response = await request
  response.assertStatus(403)
}

test.group('Admin Settings (SPEC §2.9)', (group) => {
  useDatabase(group)
  group.each.setup(() => settings.forget())

  for (const role of FOUR) {
    test(`[spec 2.9] ${role} opens /admin/settings with the current values`, async ({
      client,
      assert,
    }) => {
      const user = await createUser(role)
      const response = await client.get('/admin/settings').withInertia().loginAs(user)
      response.assertStatus(200)
      response.assertInertiaComponent('Admin/Settings')
      const values = (response.inertiaProps as any).settings
      assert.equal(values.dunning_retry_days, '1,3,5')
      assert.match(values.seller_tax_id, /^\d{13}$/)
    })
  }

  for (const role of [RoleSlug.USER, RoleSlug.LAWYER]) {
    test(`[spec 6] ${role} gets 403 on /admin/settings and its update`, async ({ client }) => {
      const user = await createUser(role)
      await forbidden(client.get('/admin/settings').withInertia().loginAs(user))
      const update = await client
        .put('/admin/settings')
        .form(await validForm())
        .withCsrfToken()
        .loginAs(user)
      update.assertStatus(403)
    })
  }

  test('[spec 2.9] saving applies every setting where the site reads it and records one audit entry', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.ACCOUNTING)
    const response = await client
      .put('/admin/settings')
      .header('referer', '/admin/settings')
      .form(await validForm())
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/admin/settings')
    await settings.forget()
    assert.deepEqual(await dunningRetryDays(), [2, 4, 7])
    const channels = await contactChannels()
    assert.equal(channels.phone, '+66 2 000 1111')
    assert.equal(channels.supportHours.open, '08:30')
    const seller = await currentSeller()
    assert.equal(seller.taxId, '0105556012341')
    assert.equal(seller.branch, '00001')
    assert.equal(await settings.get('cart_currency_symbol', '$'), '฿')
    assert.isTrue(await settings.get('language_picker_visible', false))

    const audit = await AuditLog.query().where('action', 'settings.updated').firstOrFail()
    assert.equal(audit.userId, user.id)
    assert.equal((audit.changes as any).before.dunning_retry_days, '1,3,5')
    assert.equal((audit.changes as any).after.dunning_retry_days, '2,4,7')
    assert.equal((audit.changes as any).after.site_name, 'Lexpat Thailand')

    // The shared props carry the new site name.
    const page = await client.get('/admin/settings').withInertia().loginAs(user)
    assert.equal((page.inertiaProps as any).app.name, 'Lexpat Thailand')

    // Saving the same values again changes nothing and adds no entry.
    await client
      .put('/admin/settings')
      .form({ ...(await validForm()), dunning_retry_days: '2,4,7' })
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    assert.equal(
      await AuditLog.query()
        .where('action', 'settings.updated')
        .count('* as n')
        .then((r) => Number(r[0].$extras.n)),
      1
    )
  })

  test('[spec 5] a bad tax id, branch or dunning days gets field messages (en and th) and changes nothing', async ({
    client,
    assert,
  }) => {
    const before = await Setting.query().count('* as n')
    const post = async (form: Record<string, unknown>, locale = 'en') => {
      const user = await createUser(RoleSlug.ADMIN, { locale })
      const response = await client
        .put('/admin/settings')
        .header('referer', '/admin/settings')
        .form(form)
        .withCsrfToken()
        .loginAs(user)
        .redirects(0)
      response.assertStatus(302)
      return (response.flashMessages() as any).inputErrorsBag as Record<string, string[]>
    }
    const errors = await post({
      ...(await validForm()),
      seller_tax_id: '0105556012342',
      seller_branch: '1',
      dunning_retry_days: '3,1,5',
      support_close: '25:00',
      contact_email: 'nope',
    })
    assert.deepEqual(errors.seller_tax_id, [
      'This is not a valid Thai tax id: its check digit does not match.',
    ])
    assert.deepEqual(errors.seller_branch, [
      'Enter 00000 for the head office or a 5-digit branch number.',
    ])
    assert.deepEqual(errors.dunning_retry_days, [
      'Enter increasing whole days from 1 to 60, separated by commas, e.g. 1,3,5.',
    ])
    assert.property(errors, 'support_close')
    assert.property(errors, 'contact_email')

    for (const days of ['0,1', '1,1', '1,,3', 'a', '1,3,99']) {
      const more = await post({ ...(await validForm()), dunning_retry_days: days })
      assert.property(more, 'dunning_retry_days', days)
    }
    const short = await post({ ...(await validForm()), seller_tax_id: '12345' })
    assert.deepEqual(short.seller_tax_id, ['The tax id has exactly 13 digits.'])

    const thai = await post({ ...(await validForm()), seller_tax_id: '0105556012342' }, 'th')
    assert.deepEqual(thai.seller_tax_id, ['เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง เลขตรวจสอบหลักสุดท้ายไม่ตรงกัน'])

    const after = await Setting.query().count('* as n')
    assert.equal(Number(after[0].$extras.n), Number(before[0].$extras.n))
    assert.equal(await AuditLog.query().where('action', 'settings.updated').first(), null)
  })

  test('[spec 9] the hourly rate and the preferred-member discount of extra services are settings staff change here', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const put = (form: Record<string, unknown>) =>
      client
        .put('/admin/settings')
        .header('referer', '/admin/settings')
        .form(form)
        .withCsrfToken()
        .loginAs(admin)
        .redirects(0)
    // Defaults: 3,000 THB an hour, 10 % off.
    assert.deepEqual(await extraPricing(), { hourlyRateSatang: 3_000_00, discountPercent: 10 })

    const saved = await put({
      ...(await validForm()),
      extra_service_hourly_rate: '4500.50',
      member_discount_percent: '20',
    })
    saved.assertStatus(302)
    saved.assertFlashMessage('success', 'Settings saved.')
    assert.deepEqual(await extraPricing(), { hourlyRateSatang: 4_500_50, discountPercent: 20 })
    // One hour of advice beyond the plan: 4,500.50 less 20 %.
    assert.equal(await extraPrice({ kind: EntitlementKind.ADVICE }), 3_600_40)
    const page = await client.get('/admin/settings').withInertia().loginAs(admin)
    assert.equal((page.inertiaProps.settings as any).extra_service_hourly_rate, 4500.5)
    assert.equal((page.inertiaProps.settings as any).member_discount_percent, 20)
    const log = await AuditLog.query().where('action', 'settings.updated').firstOrFail()
    assert.deepEqual((log.changes as any).after.member_discount_percent, 20)

    // Outside 10-25 %, a fraction of a percent or of a satang: refused, nothing changes.
    for (const [field, value, message] of [
      ['member_discount_percent', '30', 'The preferred-member discount is between 10 and 25 %.'],
      ['member_discount_percent', '9', 'The preferred-member discount is between 10 and 25 %.'],
      ['member_discount_percent', '12.5', 'Enter the discount as a whole number of percent.'],
      ['extra_service_hourly_rate', '0', 'Enter an hourly rate between 1 and 1,000,000 baht.'],
      ['extra_service_hourly_rate', '10.005', 'Enter the rate in baht with at most two decimals.'],
    ]) {
      const refused = await put({ ...(await validForm()), [field]: value })
      refused.assertStatus(302)
      const errors = (refused.flashMessages() as any).inputErrorsBag as Record<string, string[]>
      assert.deepEqual(errors[field], [message], `${field}=${value}`)
    }
    assert.deepEqual(await extraPricing(), { hourlyRateSatang: 4_500_50, discountPercent: 20 })
  })
})
