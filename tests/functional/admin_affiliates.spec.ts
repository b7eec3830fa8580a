import { test } from '@japa/runner'
import type { ApiRequest } from '@japa/api-client'
import nock from 'nock'
import { RoleSlug } from '#enums/role'
import { PaymentStatus } from '#enums/billing'
import AffiliateConversion from '#models/affiliate_conversion'
import AffiliateReferral from '#models/affiliate_referral'
import { attachReferral, recordConversion } from '#services/marketing/affiliates/affiliates'
import { TapfiliateClient, TapfiliateError } from '#services/marketing/affiliates/tapfiliate_client'
import TapfiliateSync from '#services/marketing/affiliates/tapfiliate_sync'
import { PaymentFactory } from '#database/factories/billing_factories'
import { countRows, createUser, useDatabase } from '#tests/helpers'
import { memberWithDocuments } from '#tests/support/documents_fixtures'

const FOUR = [RoleSlug.ADMIN, RoleSlug.SUPER_ADMIN, RoleSlug.ACCOUNTING, RoleSlug.OFFICER_ACCESS]
const API = 'https://api.tapfiliate.com'

/** A referred member (code "siam-advisor") with one successful payment, converted. */
async function referredMember() {
  const fixture = await memberWithDocuments()
  await AffiliateReferral.create({
    affiliateCode: 'siam-advisor',
    status: 'clicked',
    commissionSatang: 0,
  })
  const referral = await attachReferral(fixture.user, 'siam-advisor')
  const conversion = await recordConversion(fixture.payment)
  return { ...fixture, referral: referral!, conversion: conversion! }
}

/** The request is refused with 403. */
async function forbidden(request: ApiRequest) {
  const response = await request
  response.assertStatus(403)
}

test.group('Affiliate tracking (DESIGN §8, SPEC §2.9)', (group) => {
  useDatabase(group)
  group.each.teardown(() => nock.cleanAll())

  test('[spec 2.9] ?ref=CODE on a public page records a click without setting a cookie (no consent yet)', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/?ref=Siam-Advisor')
    response.assertStatus(200)
    const referral = await AffiliateReferral.query()
      .where('affiliate_code', 'siam-advisor')
      .firstOrFail()
    assert.equal(referral.status, 'clicked')
    assert.equal(referral.landingPath, '/')
    const cookies = [response.header('set-cookie') ?? []].flat().join(';')
    assert.notInclude(cookies, 'lexpat_ref')
    // A malformed code is ignored; an admin URL is never a click.
    await client.get('/?ref=%3Cscript%3E')
    assert.equal(await countRows('affiliate_referrals'), 1)
  })

  test('[spec 2.9] sign-up attaches the newest click; each successful payment is one conversion with the invoice number', async ({
    assert,
  }) => {
    const { referral, conversion, payment, paid, user } = await referredMember()
    await referral.refresh()
    assert.equal(referral.status, 'converted')
    assert.equal(referral.userId, user.id)
    assert.equal(conversion.invoiceNumber, paid.number)
    assert.equal(conversion.amountSatang, payment.amountSatang)
    assert.equal(conversion.commissionSatang, Math.round(payment.amountSatang * 0.2))
    // Safe to call twice (the billing hook may run again).
    const again = await recordConversion(payment)
    assert.equal(again!.id, conversion.id)
    assert.equal(await countRows('affiliate_conversions'), 1)
    // A failed payment or an unreferred member is no conversion.
    const failed = await PaymentFactory.apply('failed').merge({ invoiceId: paid.id }).create()
    assert.isNull(await recordConversion(failed))
    const other = await memberWithDocuments()
    assert.isNull(await recordConversion(other.payment))
    assert.equal(other.payment.status, PaymentStatus.SUCCESSFUL)
  })

  for (const role of FOUR) {
    test(`[spec 2.9] ${role} sees the funnel by affiliate and each conversion`, async ({
      client,
      assert,
    }) => {
      await referredMember()
      await AffiliateReferral.createMany([
        { affiliateCode: 'siam-advisor', status: 'clicked', commissionSatang: 0 },
        { affiliateCode: 'phuket-partner', status: 'clicked', commissionSatang: 0 },
      ])
      const user = await createUser(role)
      const response = await client.get('/admin/tapfiliate').withInertia().loginAs(user)
      response.assertStatus(200)
      response.assertInertiaComponent('Admin/Affiliates')
      const { affiliates, totals } = response.inertiaProps as any
      assert.equal(totals.clicks, 3)
      assert.equal(totals.conversions, 1)
      assert.isFalse(totals.tapfiliate)
      const first = affiliates.rows[0]
      assert.deepInclude(first, {
        code: 'siam-advisor',
        clicks: 2,
        customers: 1,
        conversions: 1,
        revenueSatang: 79_500,
        commissionSatang: 15_900,
      })
      const sorted = await client
        .get('/admin/tapfiliate?sort=code&dir=asc&q=phuket')
        .withInertia()
        .loginAs(user)
      assert.deepEqual(
        (sorted.inertiaProps as any).affiliates.rows.map((row: any) => row.code),
        ['phuket-partner']
      )
      const conversions = await client
        .get('/admin/tapfiliate/conversions?synced=no')
        .withInertia()
        .loginAs(user)
      assert.equal((conversions.inertiaProps as any).conversions.total, 1)
    })
  }

  for (const role of [RoleSlug.USER, RoleSlug.LAWYER]) {
    test(`[spec 6] ${role} gets 403 on /admin/tapfiliate`, async ({ client }) => {
      const user = await createUser(role)
      await forbidden(client.get('/admin/tapfiliate').withInertia().loginAs(user))
      await forbidden(client.get('/admin/tapfiliate/conversions').withInertia().loginAs(user))
    })
  }

  test('[spec 2.9] the sync job mirrors click, customer and conversion to Tapfiliate v1.6 with X-Api-Key, once', async ({
    assert,
  }) => {
    nock.disableNetConnect()
    const { referral, conversion, user, paid } = await referredMember()
    const job = new TapfiliateSync(new TapfiliateClient('key_test_123'))
    const api = nock(API, { reqheaders: { 'x-api-key': 'key_test_123' } })
      .post('/1.6/clicks/', { referral_code: 'siam-advisor' })
      .reply(200, { id: 'cl_1' })
      .get(`/1.6/customers/?customer_id=${user.id}`)
      .reply(200, [])
      .post('/1.6/customers/', { customer_id: String(user.id), click_id: 'cl_1' })
      .reply(200, { id: 'cu_1' })
      .get(`/1.6/conversions/?external_id=${paid.number}`)
      .reply(200, [])
      .post('/1.6/conversions/', {
        external_id: paid.number,
        customer_id: String(user.id),
        amount: 795,
      })
      .reply(200, { id: 'cv_1' })

    await job.handle({ kind: 'click', referralId: referral.id })
    await job.handle({ kind: 'customer', referralId: referral.id })
    await job.handle({ kind: 'conversion', conversionId: conversion.id })
    assert.isTrue(api.isDone())
    await conversion.refresh()
    assert.equal(conversion.tapfiliateId, 'cv_1')
    // Run again (a retried job): nothing is sent.
    await job.handle({ kind: 'conversion', conversionId: conversion.id })
    await job.handle({ kind: 'click', referralId: referral.id })
    const stored = await AffiliateConversion.findOrFail(conversion.id)
    assert.equal(stored.tapfiliateId, 'cv_1')
    nock.enableNetConnect()
  })

  test('[spec 2.9] a conversion Tapfiliate already has is not created twice; errors say whether to retry', async ({
    assert,
  }) => {
    nock.disableNetConnect()
    const { conversion, referral, paid } = await referredMember()
    referral.tapfiliateCustomerId = 'cu_9'
    await referral.save()
    const job = new TapfiliateSync(new TapfiliateClient('k'))
    nock(API)
      .get(`/1.6/conversions/?external_id=${paid.number}`)
      .reply(200, [{ id: 'cv_9' }])
    await job.handle({ kind: 'conversion', conversionId: conversion.id })
    await conversion.refresh()
    assert.equal(conversion.tapfiliateId, 'cv_9')

    nock(API).post('/1.6/clicks/').reply(503, { message: 'down' })
    const click = await AffiliateReferral.create({
      affiliateCode: 'x1',
      status: 'clicked',
      commissionSatang: 0,
    })
    const error = await job.handle({ kind: 'click', referralId: click.id }).catch((e) => e)
    assert.instanceOf(error, TapfiliateError)
    assert.isTrue(error.retryable)
    nock(API).post('/1.6/clicks/').reply(422, { message: 'Unknown referral code' })
    const refused = await job.handle({ kind: 'click', referralId: click.id }).catch((e) => e)
    assert.isFalse(refused.retryable)
    nock.enableNetConnect()
  })
})
