import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import { RoleSlug } from '#enums/role'
import { PlanSlug, SubscriptionStatus } from '#enums/billing'
import MailTemplate from '#models/mail_template'
import ScheduledMail from '#models/scheduled_mail'
import EmailHistory from '#models/email_history'
import AuditLog from '#models/audit_log'
import Subscriber from '#models/subscriber'
import type MarketingMail from '#mails/marketing_mail'
import PasswordChangedNotification from '#mails/password_changed_notification'
import mailings from '#services/marketing/mailings'
import emailRecorder from '#services/platform/email_recorder'
import mailOutbox from '#services/platform/mail_outbox'
import { countSegment } from '#services/marketing/segments'
import cache, { CacheKeys } from '#services/platform/shared_cache'
import { unsubscribeUrl } from '#services/marketing/unsubscribe'
import clock from '#services/billing/clock'
import { SubscriptionFactory, priceFor } from '#database/factories/billing_factories'
import { createUser, countRows, useDatabase } from '#tests/helpers'

const SECTIONS = ['/admin/template', '/admin/send_mail', '/admin/mail', '/admin/schedule_history']

async function template(overrides: Partial<MailTemplate> = {}) {
  return MailTemplate.create({
    key: `news_${Math.random().toString(36).slice(2, 8)}`,
    name: 'Monthly news',
    subject: 'News for {{name}}',
    body: '<p>Dear {{name}}, your number is {{membership_number}}.</p>',
    subjectTh: 'ข่าวสำหรับ {{name}}',
    bodyTh: '<p>เรียน {{name}} หมายเลขสมาชิก {{membership_number}}</p>',
    isActive: true,
    variables: ['name', 'membership_number'],
    ...overrides,
  })
}

/** A member with a membership of the plan and status given. */
async function member(
  email: string,
  options: { plan?: PlanSlug; status?: string; nationality?: string; locale?: string } = {}
) {
  const user = await createUser(RoleSlug.USER, {
    email,
    name: email.split('@')[0],
    nationality: options.nationality ?? 'British',
    locale: options.locale ?? 'en',
  })
  if (options.plan) {
    const price = await priceFor(options.plan)
    await SubscriptionFactory.merge({
      userId: user.id,
      planId: price.planId,
      priceId: price.id,
      status: (options.status ?? SubscriptionStatus.ACTIVE) as SubscriptionStatus,
    }).create()
  }
  return user
}

let fakeMailer: ReturnType<typeof mail.fake> | null = null

function sentMails() {
  return fakeMailer?.mails.queued() ?? []
}

test.group('Mail: sections and templates (SPEC §2.9)', (group) => {
  useDatabase(group)
  group.each.setup(() => {
    fakeMailer = mail.fake()
    const real = mailings.queueJob
    mailings.queueJob = async () => {}
    return () => {
      mailings.queueJob = real
      mail.restore()
    }
  })

  for (const role of [
    RoleSlug.ADMIN,
    RoleSlug.ACCOUNTING,
    RoleSlug.OFFICER_ACCESS,
    RoleSlug.LAWYER,
    RoleSlug.USER,
  ]) {
    test(`[spec 6] ${role} gets 403 on the mail sections and FCM Notification`, async ({
      client,
    }) => {
      const user = await createUser(role)
      for (const path of [...SECTIONS, '/admin/fcm_notification']) {
        const response = await client.get(path).withInertia().loginAs(user)
        response.assertStatus(403)
      }
      const post = await client
        .post('/admin/send_mail')
        .withCsrfToken()
        .withInertia()
        .redirects(0)
        .loginAs(user)
        .form({ template_id: 1, audience: 'all', send_at: 'now' })
      post.assertStatus(403)
    })
  }

  test('[spec 2.9] super_admin opens the five screens', async ({ client }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const pages: Record<string, string> = {
      '/admin/template': 'Admin/MailTemplates',
      '/admin/template/create': 'Admin/MailTemplateForm',
      '/admin/send_mail': 'Admin/SendMail',
      '/admin/mail': 'Admin/EventAnnouncements',
      '/admin/schedule_history': 'Admin/ScheduleHistory',
      '/admin/fcm_notification': 'Admin/FcmNotification',
    }
    for (const [path, component] of Object.entries(pages)) {
      const response = await client.get(path).withInertia().loginAs(admin)
      response.assertStatus(200)
      response.assertInertiaComponent(component)
    }
  })

  test('[spec 2.9] a template is created in English and Thai, sanitized and audited', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const response = await client
      .post('/admin/template')
      .withCsrfToken()
      .withInertia()
      .redirects(0)
      .loginAs(admin)
      .form({
        key: 'welcome_back',
        name: 'Welcome back',
        subject: 'Welcome back, {{name}}',
        body: '<p>Hello {{name}}</p><script>alert(1)</script>',
        subject_th: 'ยินดีต้อนรับ {{name}}',
        body_th: '<p>สวัสดี {{name}}</p>',
        is_active: true,
      })
    response.assertStatus(302)
    const saved = await MailTemplate.findByOrFail('key', 'welcome_back')
    assert.equal(saved.body, '<p>Hello {{name}}</p>')
    assert.equal(saved.bodyTh, '<p>สวัสดี {{name}}</p>')
    const audit = await AuditLog.query().where('action', 'mail_template.created').firstOrFail()
    assert.equal(audit.userId, admin.id)
  })

  test('[spec 2.9] a template with a bad key or no body is refused and nothing changes', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const before = await countRows('mail_templates')
    const response = await client
      .post('/admin/template')
      .withCsrfToken()
      .withInertia()
      .redirects(0)
      .header('referer', '/admin/template/create')
      .loginAs(admin)
      .form({ key: 'Bad Key!', name: 'x', subject: '', body: '' })
    response.assertStatus(302)
    const errors = response.flashMessages().inputErrorsBag
    assert.properties(errors, ['key', 'subject', 'body'])
    assert.equal(await countRows('mail_templates'), before)
  })

  test('[spec 2.9] the preview fills a real member’s data and escapes it', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const hostile = await member('hostile@example.test', { plan: PlanSlug.PERSONAL })
    hostile.name = '<img src=x onerror=alert(1)>'
    await hostile.save()
    const response = await client
      .post('/admin/template/preview')
      .withCsrfToken()
      .loginAs(admin)
      .json({
        subject: 'Hi {{name}}',
        body: '<p>Dear {{name}}, number {{membership_number}} {{unknown}}</p>',
        member_email: 'hostile@example.test',
      })
    response.assertStatus(200)
    const { html, subject } = response.body()
    assert.notInclude(html, '<img')
    assert.include(html, '&lt;img src=x onerror=alert(1)&gt;')
    assert.match(html, /number LX-TEST-\d+/)
    assert.include(html, '{{unknown}}')
    assert.equal(subject, 'Hi <img src=x onerror=alert(1)>')
  })

  test('[spec 2.9] a template with mailings on record is kept; an unused one is deleted', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const used = await template()
    const unused = await template()
    await mailings.create(
      {
        kind: 'template',
        templateId: used.id,
        segment: { audience: 'all', value: null },
        scheduledAt: DateTime.utc().plus({ days: 1 }),
      },
      { actor: admin, ip: null }
    )
    await client
      .delete(`/admin/template/${used.id}`)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
      .loginAs(admin)
    await client
      .delete(`/admin/template/${unused.id}`)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
      .loginAs(admin)
    assert.isNotNull(await MailTemplate.find(used.id))
    assert.isNull(await MailTemplate.find(unused.id))
  })
})

/** What "send now" queued (the worker itself is exercised through mailings.run). */
const queued: number[] = []
const realQueueJob = mailings.queueJob

test.group('Mail: segments, sends and schedules', (group) => {
  useDatabase(group)
  group.each.setup(() => {
    fakeMailer = mail.fake()
    queued.length = 0
    mailings.queueJob = async (id) => void queued.push(id)
    return () => {
      mailings.queueJob = realQueueJob
      mail.restore()
      clock.travelBack()
    }
  })

  test('[spec 2.9] segment counts: all, plan, status, nationality, role, one address; unsubscribed left out', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    await member('p1@example.test', { plan: PlanSlug.PERSONAL, nationality: 'Thai' })
    await member('p2@example.test', {
      plan: PlanSlug.PERSONAL,
      status: SubscriptionStatus.PAST_DUE,
    })
    await member('b1@example.test', { plan: PlanSlug.BUSINESS })
    const out = await member('out@example.test', { plan: PlanSlug.BUSINESS })
    out.marketingUnsubscribedAt = DateTime.utc()
    await out.save()
    const everyone = await countSegment({ audience: 'all', value: null }, { marketing: true })
    const base = everyone.recipients

    const count = async (audience: string, value = '') => {
      const response = await client
        .get(`/admin/send_mail/count?audience=${audience}&value=${encodeURIComponent(value)}`)
        .loginAs(admin)
      return response.body()
    }
    assert.deepEqual(await count('plan', 'personal'), { recipients: 2, unsubscribed: 0 })
    assert.deepEqual(await count('plan', 'business'), { recipients: 1, unsubscribed: 1 })
    assert.deepEqual(await count('status', 'past_due'), { recipients: 1, unsubscribed: 0 })
    assert.deepEqual(await count('nationality', 'thai'), { recipients: 1, unsubscribed: 0 })
    const staff = await count('role', 'super_admin')
    assert.isAtLeast(staff.recipients, 1)
    assert.deepEqual(await count('address', 'out@example.test'), { recipients: 0, unsubscribed: 1 })
    assert.deepEqual(await count('address', 'stranger@example.test'), {
      recipients: 1,
      unsubscribed: 0,
    })
    const all = await count('all')
    assert.equal(all.recipients, base)
    assert.isAtLeast(all.unsubscribed, 1)
  })

  test('[spec 2.9] the nationality segment offers the members’ nationalities, kept a minute', async ({
    client,
    assert,
  }) => {
    await cache.delete({ key: CacheKeys.MEMBER_NATIONALITIES })
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    await member('n1@example.test', { plan: PlanSlug.PERSONAL, nationality: 'Thai' })
    await member('n2@example.test', { plan: PlanSlug.PERSONAL, nationality: 'Danish' })
    const gone = await member('n3@example.test', {
      plan: PlanSlug.PERSONAL,
      nationality: 'Maltese',
    })
    gone.deletedAt = DateTime.utc()
    await gone.save()
    const offered = async () => {
      const response = await client.get('/admin/send_mail').withInertia().loginAs(admin)
      response.assertStatus(200)
      return response.inertiaProps.options.nationalities as string[]
    }
    const first = await offered()
    assert.includeMembers(first, ['Danish', 'Thai'])
    assert.notInclude(first, 'Maltese')
    assert.deepEqual(first, [...first].sort())

    // Kept for the minute: a new nationality shows once the list is read again.
    await member('n4@example.test', { plan: PlanSlug.PERSONAL, nationality: 'Icelandic' })
    assert.notInclude(await offered(), 'Icelandic')
    await cache.delete({ key: CacheKeys.MEMBER_NATIONALITIES })
    assert.include(await offered(), 'Icelandic')
  })

  test('[spec 2.9] send now: queued with its count, then mailed by the worker with unsubscribe link and headers, recorded', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const news = await template()
    await member('a1@example.test', { plan: PlanSlug.PERSONAL })
    await member('a2@example.test', { plan: PlanSlug.PERSONAL, locale: 'th' })
    const response = await client
      .post('/admin/send_mail')
      .withCsrfToken()
      .withInertia()
      .redirects(0)
      .loginAs(admin)
      .form({ template_id: news.id, audience: 'plan', value: 'personal', send_at: 'now' })
    response.assertStatus(302)
    response.assertHeader('location', '/admin/schedule_history')
    const mailing = await ScheduledMail.query().orderBy('id', 'desc').firstOrFail()
    assert.equal(mailing.status, 'queued')
    assert.equal(mailing.totalCount, 2)
    // Handed to the worker through the queue.
    assert.deepEqual(queued, [mailing.id])

    // The worker's job.
    assert.isTrue(await mailings.run(mailing.id))
    await mailing.refresh()
    assert.equal(mailing.status, 'sent')
    assert.equal(mailing.sentCount, 2)

    const sent = sentMails() as MarketingMail[]
    assert.lengthOf(sent, 2)
    const thai = sent.find((one) => one.content.to.email === 'a2@example.test')!
    const json = thai.message.toJSON().message as any
    assert.match(json.subject, /^ข่าวสำหรับ a2/)
    assert.include(json.html, 'เรียน a2')
    assert.include(json.list.unsubscribe, '/unsubscribe?')
    assert.deepEqual(json.headers['List-Unsubscribe-Post'], {
      prepared: true,
      value: 'List-Unsubscribe=One-Click',
    })
    assert.include(json.html, json.list.unsubscribe.replace(/&/g, '&amp;'))

    await emailRecorder.settled()
    const rows = await EmailHistory.query().where('scheduled_mail_id', mailing.id)
    assert.lengthOf(rows, 2)
    assert.equal(rows[0].status, 'sent')
    assert.equal(rows[0].mailTemplateId, news.id)
    assert.equal(rows[0].template, news.key)
    assert.include(rows[0].body ?? '', 'unsubscribe')

    const audit = await AuditLog.query().where('action', 'mail.send.created').firstOrFail()
    assert.equal(audit.userId, admin.id)
  })

  test('[spec 2.9] a scheduled send waits for its time and is executed once, even by two workers at once', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const news = await template()
    await member('s1@example.test', { plan: PlanSlug.BUSINESS })
    await member('s2@example.test', { plan: PlanSlug.BUSINESS })
    await member('s3@example.test', { plan: PlanSlug.BUSINESS })
    const at = DateTime.now().setZone('Asia/Bangkok').plus({ days: 2 }).startOf('minute')
    await client
      .post('/admin/send_mail')
      .withCsrfToken()
      .withInertia()
      .redirects(0)
      .loginAs(admin)
      .form({
        template_id: news.id,
        audience: 'plan',
        value: 'business',
        send_at: 'later',
        scheduled_at: at.toFormat("yyyy-MM-dd'T'HH:mm"),
      })
    const mailing = await ScheduledMail.query().orderBy('id', 'desc').firstOrFail()
    assert.equal(mailing.scheduledAt.toMillis(), at.toUTC().toMillis())
    assert.equal(await mailings.runDue(), 0)
    assert.lengthOf(sentMails(), 0)

    clock.travelTo(at.toUTC().plus({ minutes: 1 }))
    const runs = await Promise.all([mailings.runDue(), mailings.runDue(), mailings.run(mailing.id)])
    assert.equal(
      runs.reduce((sum: number, ran) => sum + Number(ran), 0),
      1
    )
    const addresses = (sentMails() as MarketingMail[]).map((one) => one.content.to.email).sort()
    assert.deepEqual(addresses, ['s1@example.test', 's2@example.test', 's3@example.test'])
    await mailing.refresh()
    assert.equal(mailing.status, 'sent')
    // A retried job finds nothing to do.
    assert.isFalse(await mailings.run(mailing.id))
    assert.lengthOf(sentMails(), 3)
  })

  test('[spec 2.9] a mailing a stopped worker left in sending is resumed; nobody is mailed twice', async ({
    assert,
  }) => {
    const news = await template()
    await member('r1@example.test', { plan: PlanSlug.BUSINESS })
    await member('r2@example.test', { plan: PlanSlug.BUSINESS })
    await member('r3@example.test', { plan: PlanSlug.BUSINESS })
    const started = clock.now().minus({ minutes: 40 })
    // The worker had mailed r1, recorded it, and stopped.
    const mailing = await ScheduledMail.create({
      mailTemplateId: news.id,
      kind: 'template',
      audience: 'plan' as any,
      segmentValue: 'business',
      scheduledAt: started,
      status: 'sending' as any,
      totalCount: 3,
      sentCount: 1,
      failedCount: 0,
      skippedCount: 0,
      startedAt: started,
    })
    await EmailHistory.create({
      toEmail: 'r1@example.test',
      subject: 'News for r1',
      mailTemplateId: news.id,
      status: 'sent' as any,
      sentAt: started,
      scheduledMailId: mailing.id,
    })
    const stale = started.plus({ minutes: 1 }).toSQL({ includeOffset: false })
    await ScheduledMail.query().where('id', mailing.id).update({ updatedAt: stale })

    // Still within the quiet period: left alone (the worker may only be slow).
    clock.travelTo(started.plus({ minutes: 10 }))
    assert.equal(await mailings.runDue(), 0)
    await mailing.refresh()
    assert.equal(mailing.status, 'sending')

    clock.travelTo(started.plus({ minutes: 40 }))
    assert.equal(await mailings.runDue(), 1)
    const addresses = (sentMails() as MarketingMail[]).map((one) => one.content.to.email).sort()
    assert.deepEqual(addresses, ['r2@example.test', 'r3@example.test'])
    await mailing.refresh()
    assert.equal(mailing.status, 'sent')
    assert.equal(mailing.sentCount, 3)
  })

  test('[spec 2.9] a scheduled mailing is cancelled before it starts (audited); a sent one cannot be', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const news = await template()
    await member('c1@example.test', { plan: PlanSlug.PERSONAL })
    const later = await mailings.create(
      {
        kind: 'template',
        templateId: news.id,
        segment: { audience: 'all', value: null },
        scheduledAt: DateTime.utc().plus({ hours: 3 }),
      },
      { actor: admin, ip: null }
    )
    const response = await client
      .post(`/admin/schedule_history/${later.id}/cancel`)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
      .loginAs(admin)
    response.assertStatus(302)
    await later.refresh()
    assert.equal(later.status, 'cancelled')
    assert.isNotNull(await AuditLog.query().where('action', 'mail.cancelled').first())
    clock.travelTo(DateTime.utc().plus({ hours: 4 }))
    assert.equal(await mailings.runDue(), 0)
    assert.lengthOf(sentMails(), 0)

    clock.travelBack()
    const now = await mailings.create(
      {
        kind: 'template',
        templateId: news.id,
        segment: { audience: 'address', value: 'c1@example.test' },
        scheduledAt: null,
      },
      { actor: admin, ip: null }
    )
    await mailings.run(now.id)
    await client
      .post(`/admin/schedule_history/${now.id}/cancel`)
      .withCsrfToken()
      .withInertia()
      .redirects(0)
      .loginAs(admin)
    await now.refresh()
    assert.equal(now.status, 'sent')

    const history = await client.get('/admin/schedule_history').withInertia().loginAs(admin)
    history.assertInertiaComponent('Admin/ScheduleHistory')
    const { totals } = history.inertiaProps as any
    assert.equal(totals.cancelled, 1)
    assert.equal(totals.sent, 1)
  })

  test('[spec 2.9] an event announcement mails its title, date and place to the segment', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    await member('e1@example.test', { plan: PlanSlug.PERSONAL, nationality: 'Japanese' })
    const starts = DateTime.now()
      .setZone('Asia/Bangkok')
      .plus({ days: 10 })
      .set({ hour: 18, minute: 30 })
    const response = await client
      .post('/admin/mail')
      .withCsrfToken()
      .withInertia()
      .redirects(0)
      .loginAs(admin)
      .form({
        title: 'Visa clinic <b>live</b>',
        starts_at: starts.toFormat("yyyy-MM-dd'T'HH:mm"),
        place: 'Sukhumvit office',
        details: 'Bring your passport.',
        audience: 'nationality',
        value: 'Japanese',
        send_at: 'now',
      })
    response.assertStatus(302)
    const mailing = await ScheduledMail.query().where('kind', 'event').firstOrFail()
    assert.equal(mailing.totalCount, 1)
    await mailings.run(mailing.id)
    const [sent] = sentMails() as MarketingMail[]
    const json = sent.message.toJSON().message as any
    assert.equal(json.subject, 'Visa clinic <b>live</b>')
    assert.include(json.html, 'Visa clinic &lt;b&gt;live&lt;/b&gt;')
    assert.include(json.html, 'Sukhumvit office')
    assert.include(json.html, '18:30')
  })

  test('[spec 2.9] bad input is refused with field messages and nothing is scheduled', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const news = await template()
    const cases = [
      { template_id: news.id, audience: 'plan', value: 'gold', send_at: 'now' },
      { template_id: news.id, audience: 'address', value: 'not-an-email', send_at: 'now' },
      { template_id: news.id, audience: 'all', send_at: 'later', scheduled_at: '2001-01-01T10:00' },
      { template_id: news.id, audience: 'everyone', send_at: 'now' },
      // Names of Object.prototype's members are audiences like any other unknown word.
      { template_id: news.id, audience: '__proto__', value: 'x', send_at: 'now' },
      { template_id: news.id, audience: 'constructor', value: 'x', send_at: 'now' },
      { template_id: 'x', audience: 'all', send_at: 'now' },
    ]
    for (const form of cases) {
      const response = await client
        .post('/admin/send_mail')
        .withCsrfToken()
        .withInertia()
        .redirects(0)
        .header('referer', '/admin/send_mail')
        .loginAs(admin)
        .form(form)
      response.assertStatus(302)
      response.assertHeader('location', '/admin/send_mail')
    }
    assert.equal(await countRows('scheduled_mails'), 0)
  })
})

test.group('Mail: unsubscribe (PDPA)', (group) => {
  useDatabase(group)
  group.each.setup(() => {
    fakeMailer = mail.fake()
    mailings.queueJob = async () => {}
    return () => {
      mailings.queueJob = realQueueJob
      mail.restore()
    }
  })

  test('[spec 2.9] the link shows a page; its button unsubscribes at once and later sends skip the member', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const user = await member('leave@example.test', { plan: PlanSlug.PERSONAL })
    const url = new URL(unsubscribeUrl(user.email))
    const path = `${url.pathname}${url.search}`

    const page = await client.get(path).withInertia()
    page.assertStatus(200)
    page.assertInertiaComponent('Marketing/Unsubscribe')
    page.assertInertiaPropsContains({ valid: true, email: 'leave@example.test', done: false })
    await user.refresh()
    assert.isNull(user.marketingUnsubscribedAt)

    const post = await client.post(path).withInertia().redirects(0)
    post.assertStatus(302)
    await user.refresh()
    assert.isNotNull(user.marketingUnsubscribedAt)

    const news = await template()
    const mailing = await mailings.create(
      {
        kind: 'template',
        templateId: news.id,
        segment: { audience: 'address', value: user.email },
        scheduledAt: null,
      },
      { actor: admin, ip: null }
    )
    assert.equal(mailing.totalCount, 0)
    await mailings.run(mailing.id)
    assert.lengthOf(sentMails(), 0)
  })

  test('[spec 2.9] the List-Unsubscribe one-click POST works without a session or CSRF token', async ({
    client,
    assert,
  }) => {
    const url = new URL(unsubscribeUrl('newsletter-only@example.test'))
    const response = await client
      .post(`${url.pathname}${url.search}`)
      .form({ 'List-Unsubscribe': 'One-Click' })
    response.assertStatus(200)
    const subscriber = await Subscriber.findByOrFail('email', 'newsletter-only@example.test')
    assert.isNotNull(subscriber.unsubscribedAt)
  })

  test('[spec 2.9] a changed or unsigned link is refused and changes nothing', async ({
    client,
    assert,
  }) => {
    const user = await member('stay@example.test')
    const url = new URL(unsubscribeUrl(user.email))
    const forged = `${url.pathname}${url.search.replace('stay%40', 'other%40')}`
    for (const request of [
      client.get(forged).withInertia(),
      client.post(forged),
      client.post('/unsubscribe?email=stay@example.test'),
    ]) {
      const response = await request
      response.assertStatus(403)
    }
    await user.refresh()
    assert.isNull(user.marketingUnsubscribedAt)
  })
})

test.group('Mail: every message is recorded', (group) => {
  useDatabase(group)
  group.each.setup(() => {
    fakeMailer = mail.fake()
    return () => mail.restore()
  })

  test('[spec 2.9] a transactional mail becomes an email_histories row with subject, body and view', async ({
    assert,
  }) => {
    const user = await member('record@example.test')
    await mail.send(
      new PasswordChangedNotification({ email: user.email, name: user.name, locale: 'en' })
    )
    await emailRecorder.settled()
    const row = await EmailHistory.query().where('to_email', 'record@example.test').firstOrFail()
    assert.equal(row.status, 'sent')
    assert.equal(row.userId, user.id)
    assert.isAbove(row.subject.length, 3)
    assert.equal(row.template, 'emails/password_changed')
    assert.isAbove((row.body ?? '').length, 20)
    assert.isNotNull(row.sentAt)
  })

  test('[spec 2.9] a message the transport fails to send is recorded as failed', async ({
    assert,
  }) => {
    mail.restore()
    const mailer = mail.use() as unknown as { transport: { send: Function } }
    const original = mailer.transport
    mailer.transport = {
      send: async () => {
        throw new Error('connection refused')
      },
    }
    try {
      await mail.sendLater((message) => {
        message.to('down@example.test').subject('Hello').html('<p>Hi</p>')
      })
      const waiting = await EmailHistory.query()
        .where('to_email', 'down@example.test')
        .firstOrFail()
      assert.equal(waiting.status, 'queued')
      await assert.rejects(() => mailOutbox.deliver(waiting.mailKey!), 'connection refused')
      // The job's retries are spent.
      await mailOutbox.markFailed(waiting.mailKey!)
    } finally {
      mailer.transport = original
    }
    const row = await EmailHistory.query().where('to_email', 'down@example.test').firstOrFail()
    assert.equal(row.status, 'failed')
    assert.equal(row.error, 'connection refused')
    assert.equal(row.attempts, 1)
    assert.equal(row.mailer, 'log')
  })
})
