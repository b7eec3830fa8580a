import { test } from '@japa/runner'
import { generateKeyPairSync, createVerify } from 'node:crypto'
import { DateTime } from 'luxon'
import nock from 'nock'
import db from '@adonisjs/lucid/services/db'
import { RoleSlug } from '#enums/role'
import DeviceToken from '#models/device_token'
import PushCampaign from '#models/push_campaign'
import AuditLog from '#models/audit_log'
import pushCampaigns from '#services/marketing/push_campaigns'
import { FcmPushDriver, LogPushDriver } from '#services/platform/fcm_driver'
import clock from '#services/billing/clock'
import { createUser, countRows, useDatabase } from '#tests/helpers'

const PASSWORD = 'Member-pass-2026'
const TOKEN_A = 'fcm-token-aaaaaaaaaaaaaaaaaaaaaaaa'
const TOKEN_B = 'fcm-token-bbbbbbbbbbbbbbbbbbbbbbbb'

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
const credentials = {
  projectId: 'lexpat-test',
  clientEmail: 'push@lexpat-test.iam.gserviceaccount.com',
  privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
}

const queued: number[] = []
const realQueueJob = pushCampaigns.queueJob

async function device(userEmail: string, token: string) {
  const user = await createUser(RoleSlug.USER, { email: userEmail, password: PASSWORD })
  await DeviceToken.create({ userId: user.id, token, platform: 'android' })
  return user
}

test.group('FCM Notification: the member app API', (group) => {
  useDatabase(group)

  test('[spec 2.9] a member gets a scoped bearer token, stored hashed, and registers a device with it', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER, { email: 'app@example.test', password: PASSWORD })
    const issued = await client
      .post('/api/devices/tokens')
      .json({ email: 'app@example.test', password: PASSWORD, device_name: 'Pixel' })
    issued.assertStatus(201)
    const { token, abilities, type } = issued.body()
    assert.equal(type, 'bearer')
    assert.deepEqual(abilities, ['devices'])
    assert.match(token, /^lxm_/)
    const stored = await db.from('member_api_tokens').where('tokenable_id', user.id).firstOrFail()
    assert.notInclude(token, stored.hash)
    assert.notEqual(stored.hash, token)

    const registered = await client
      .post('/api/devices')
      .bearerToken(token)
      .json({ token: TOKEN_A, platform: 'ios' })
    registered.assertStatus(201)
    const row = await DeviceToken.findByOrFail('token', TOKEN_A)
    assert.equal(row.userId, user.id)
    assert.equal(row.platform, 'ios')

    const forgotten = await client
      .delete('/api/devices')
      .bearerToken(token)
      .json({ token: TOKEN_A })
    forgotten.assertStatus(204)
    assert.isNull(await DeviceToken.findBy('token', TOKEN_A))

    const revoked = await client.delete('/api/devices/tokens/current').bearerToken(token)
    revoked.assertStatus(204)
    const after = await client
      .post('/api/devices')
      .bearerToken(token)
      .json({ token: TOKEN_A, platform: 'ios' })
    after.assertStatus(401)
  })

  test('[spec 2.9] wrong passwords, staff accounts, missing or foreign tokens and bad input are refused', async ({
    client,
    assert,
  }) => {
    await createUser(RoleSlug.SUPER_ADMIN, { email: 'boss@example.test', password: PASSWORD })
    await createUser(RoleSlug.USER, { email: 'm@example.test', password: PASSWORD })
    const expect = async (
      request: Promise<{ assertStatus: (status: number) => void }>,
      status: number
    ) => {
      const response = await request
      response.assertStatus(status)
    }
    await expect(
      client.post('/api/devices/tokens').json({ email: 'm@example.test', password: 'nope' }),
      401
    )
    await expect(
      client.post('/api/devices/tokens').json({ email: 'boss@example.test', password: PASSWORD }),
      401
    )
    await expect(client.post('/api/devices/tokens').json({}), 422)
    await expect(client.post('/api/devices').json({ token: TOKEN_A, platform: 'ios' }), 401)
    await expect(
      client
        .post('/api/devices')
        .bearerToken('lxm_forged.token')
        .json({ token: TOKEN_A, platform: 'ios' }),
      401
    )
    const issued = await client
      .post('/api/devices/tokens')
      .json({ email: 'm@example.test', password: PASSWORD })
    const { token } = issued.body()
    const bad = await client
      .post('/api/devices')
      .bearerToken(token)
      .json({ token: '<script>', platform: 'fridge' })
    bad.assertStatus(422)
    assert.equal(await countRows('device_tokens'), 0)
  })
})

test.group('FCM Notification: sending', (group) => {
  useDatabase(group)
  group.each.setup(() => {
    queued.length = 0
    pushCampaigns.queueJob = async (id) => void queued.push(id)
    return () => {
      pushCampaigns.queueJob = realQueueJob
      pushCampaigns.useDriver(null)
      clock.travelBack()
      nock.cleanAll()
      nock.enableNetConnect()
    }
  })

  test('[spec 2.9] FCM HTTP v1: service-account JWT, one message per device, unregistered tokens removed, counts kept', async ({
    client,
    assert,
  }) => {
    nock.disableNetConnect()
    nock.enableNetConnect(/(localhost|127\.0\.0\.1)/)
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    await device('d1@example.test', TOKEN_A)
    await device('d2@example.test', TOKEN_B)
    pushCampaigns.useDriver(new FcmPushDriver(credentials))

    let assertion = ''
    const oauth = nock('https://oauth2.googleapis.com')
      .post('/token', (body) => {
        assertion = body.assertion
        return body.grant_type === 'urn:ietf:params:oauth:grant-type:jwt-bearer'
      })
      .reply(200, { access_token: 'ya29.test', expires_in: 3600, token_type: 'Bearer' })
    const sent: any[] = []
    const fcm = nock('https://fcm.googleapis.com', {
      reqheaders: { authorization: 'Bearer ya29.test' },
    })
      .post('/v1/projects/lexpat-test/messages:send')
      .times(2)
      // nock 15 hands a full-reply function the Fetch Request.
      .reply(async (request: Request) => {
        const body = (await request.json()) as { message: any }
        sent.push(body.message)
        const json = { 'content-type': 'application/json' }
        return body.message.token === TOKEN_B
          ? [
              404,
              JSON.stringify({
                error: {
                  code: 404,
                  status: 'NOT_FOUND',
                  message: 'Requested entity was not found.',
                  details: [
                    {
                      '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
                      'errorCode': 'UNREGISTERED',
                    },
                  ],
                },
              }),
              json,
            ]
          : [200, JSON.stringify({ name: 'projects/lexpat-test/messages/1' }), json]
      })

    const response = await client
      .post('/admin/fcm_notification')
      .withCsrfToken()
      .withInertia()
      .redirects(0)
      .loginAs(admin)
      .form({
        title: 'Office closed',
        body: 'Closed on Monday for the holiday.',
        link: 'https://lexpat.example/resources/blog',
        target: 'segment',
        audience: 'all',
        send_at: 'now',
      })
    response.assertStatus(302)
    const campaign = await PushCampaign.query().orderBy('id', 'desc').firstOrFail()
    assert.deepEqual(queued, [campaign.id])
    assert.isAtLeast(campaign.tokenCount, 2)

    assert.isTrue(await pushCampaigns.run(campaign.id))
    assert.isTrue(oauth.isDone())
    assert.isTrue(fcm.isDone())
    await campaign.refresh()
    assert.equal(campaign.status, 'sent')
    assert.equal(campaign.deliveredCount, 1)
    assert.equal(campaign.failedCount, 1)
    assert.equal(campaign.prunedCount, 1)
    assert.isNull(await DeviceToken.findBy('token', TOKEN_B))
    assert.isNotNull(await DeviceToken.findBy('token', TOKEN_A))
    assert.deepEqual(sent[0].notification, {
      title: 'Office closed',
      body: 'Closed on Monday for the holiday.',
    })
    assert.equal(sent[0].data.link, 'https://lexpat.example/resources/blog')

    // The JWT is RS256 over the service account's claims, verifiable with its public key.
    const [header, claims, signature] = assertion.split('.')
    const payload = JSON.parse(Buffer.from(claims, 'base64url').toString())
    assert.equal(payload.iss, credentials.clientEmail)
    assert.equal(payload.scope, 'https://www.googleapis.com/auth/firebase.messaging')
    assert.equal(payload.aud, 'https://oauth2.googleapis.com/token')
    assert.isTrue(
      createVerify('RSA-SHA256')
        .update(`${header}.${claims}`)
        .verify(publicKey, Buffer.from(signature, 'base64url'))
    )
    const audit = await AuditLog.query().where('action', 'push.created').firstOrFail()
    assert.equal(audit.userId, admin.id)
  })

  test('[spec 2.9] a topic push, scheduled, goes once when due; a queued one can be cancelled', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const driver = new LogPushDriver()
    pushCampaigns.useDriver(driver)
    const at = DateTime.now().setZone('Asia/Bangkok').plus({ days: 1 }).startOf('minute')
    const form = {
      title: 'Seminar tomorrow',
      body: 'Join us at 10:00.',
      target: 'topic',
      topic: 'news-th',
      send_at: 'later',
      scheduled_at: at.toFormat("yyyy-MM-dd'T'HH:mm"),
    }
    for (let i = 0; i < 2; i++) {
      await client
        .post('/admin/fcm_notification')
        .withCsrfToken()
        .withInertia()
        .redirects(0)
        .loginAs(admin)
        .form(form)
    }
    const [first, second] = await PushCampaign.query().orderBy('id')
    assert.deepEqual(queued, [])
    const cancel = await client
      .post(`/admin/fcm_notification/${second.id}/cancel`)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
      .loginAs(admin)
    cancel.assertStatus(302)
    assert.equal(await pushCampaigns.runDue(), 0)
    clock.travelTo(at.toUTC().plus({ minutes: 1 }))
    const runs = await Promise.all([pushCampaigns.runDue(), pushCampaigns.runDue()])
    assert.equal(runs[0] + runs[1], 1)
    assert.lengthOf(driver.sent, 1)
    assert.deepEqual(driver.sent[0].target, { topic: 'news-th' })
    await first.refresh()
    await second.refresh()
    assert.equal(first.status, 'sent')
    assert.equal(first.deliveredCount, 1)
    assert.equal(second.status, 'cancelled')
    assert.isNotNull(await AuditLog.query().where('action', 'push.cancelled').first())

    const page = await client.get('/admin/fcm_notification').withInertia().loginAs(admin)
    page.assertInertiaComponent('Admin/FcmNotification')
    assert.equal((page.inertiaProps as any).list.total, 2)
    assert.equal((page.inertiaProps as any).driver, 'log')
  })

  test('[spec 2.9] bad pushes are refused with field messages and nothing is stored', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const cases = [
      { title: '', body: '', target: 'segment', audience: 'all', send_at: 'now' },
      { title: 'x', body: 'y', target: 'topic', topic: 'bad topic!', send_at: 'now' },
      {
        title: 'x',
        body: 'y',
        link: 'javascript:alert(1)',
        target: 'segment',
        audience: 'all',
        send_at: 'now',
      },
      { title: 'x', body: 'y', target: 'segment', audience: 'role', value: 'king', send_at: 'now' },
    ]
    for (const form of cases) {
      const response = await client
        .post('/admin/fcm_notification')
        .withCsrfToken()
        .withInertia()
        .redirects(0)
        .header('referer', '/admin/fcm_notification')
        .loginAs(admin)
        .form(form)
      response.assertStatus(302)
      assert.isNotEmpty(response.flashMessages().inputErrorsBag)
    }
    assert.equal(await countRows('push_campaigns'), 0)
  })
})
