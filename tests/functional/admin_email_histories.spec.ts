import { test } from '@japa/runner'
import { RoleSlug } from '#enums/role'
import { EmailHistoryFactory, MailTemplateFactory } from '#database/factories/content_factories'
import { sanitizeEmailHtml } from '#support/email_html'
import { createUser, useDatabase } from '#tests/helpers'

/** The status a request answers. */
async function statusOf(request: PromiseLike<{ status(): number }>) {
  const response = await request
  return response.status()
}

/** The Inertia props a request answers. */
async function propsOf(request: PromiseLike<{ inertiaProps: any }>) {
  const response = await request
  return response.inertiaProps
}

test.group('Admin Email Histories (SPEC §2.9, §6)', (group) => {
  useDatabase(group)

  test('[spec 2.9] a lawyer sees every sent message: to, subject, template, status and time', async ({
    client,
    assert,
  }) => {
    const template = await MailTemplateFactory.merge({ key: 'welcome_test' }).create()
    await EmailHistoryFactory.merge({
      toEmail: 'ann@example.test',
      subject: 'Welcome aboard',
      mailTemplateId: template.id,
    }).create()
    await EmailHistoryFactory.merge({
      toEmail: 'bob@example.test',
      subject: 'Payment failed',
      status: 'failed',
      error: 'Mailbox full',
    }).create()
    const lawyer = await createUser(RoleSlug.LAWYER)
    const response = await client.get('/admin/email-histories').withInertia().loginAs(lawyer)
    response.assertStatus(200)
    response.assertInertiaComponent('Admin/EmailHistories')
    const rows = response.inertiaProps.list.rows
    assert.lengthOf(rows, 2)
    const welcome = rows.find((row: any) => row.toEmail === 'ann@example.test')
    assert.deepInclude(welcome, {
      subject: 'Welcome aboard',
      template: 'welcome_test',
      status: 'sent',
    })
    assert.isString(welcome.sentAt)
  })

  test('[spec 2.9] a failed message is retryable from the list only when its content was kept', async ({
    client,
    assert,
  }) => {
    const failed = { status: 'failed', error: 'Mailbox full', mailKey: 'renewal_reminder' } as const
    await EmailHistoryFactory.merge({
      ...failed,
      toEmail: 'kept@example.test',
      payload: '{"to":"kept@example.test"}',
      body: '<p>The whole message</p>',
    }).create()
    await EmailHistoryFactory.merge({ ...failed, toEmail: 'lost@example.test' }).create()
    await EmailHistoryFactory.merge({
      toEmail: 'sent@example.test',
      mailKey: 'renewal_reminder',
      payload: '{"to":"sent@example.test"}',
    }).create()
    const lawyer = await createUser(RoleSlug.LAWYER)
    const props = await propsOf(client.get('/admin/email-histories').withInertia().loginAs(lawyer))
    const retryable = Object.fromEntries(
      props.list.rows.map((row: any) => [row.toEmail, row.retryable])
    )
    assert.deepEqual(retryable, {
      'kept@example.test': true,
      'lost@example.test': false,
      'sent@example.test': false,
    })
    for (const row of props.list.rows) {
      assert.notProperty(row, 'body')
      assert.notProperty(row, 'payload')
      assert.equal(row.attempts, 0)
    }
  })

  test('[spec 2.9] the list searches recipient, subject and template and filters by status', async ({
    client,
    assert,
  }) => {
    const template = await MailTemplateFactory.merge({ key: 'renewal_reminder_x' }).create()
    await EmailHistoryFactory.merge({ toEmail: 'ann@example.test', subject: 'Hello' }).create()
    await EmailHistoryFactory.merge({
      toEmail: 'bob@example.test',
      subject: 'Your renewal',
      mailTemplateId: template.id,
      status: 'failed',
    }).create()
    const lawyer = await createUser(RoleSlug.LAWYER)
    const emails = async (qs: string) => {
      const props = await propsOf(
        client.get(`/admin/email-histories?${qs}`).withInertia().loginAs(lawyer)
      )
      return props.list.rows.map((row: any) => row.toEmail)
    }
    assert.deepEqual(await emails('q=ANN@'), ['ann@example.test'])
    assert.deepEqual(await emails('q=renewal_reminder'), ['bob@example.test'])
    assert.deepEqual(await emails('status=failed'), ['bob@example.test'])
    const csv = await client.get('/admin/email-histories/export?status=failed').loginAs(lawyer)
    csv.assertStatus(200)
    assert.include(csv.text(), 'bob@example.test')
    assert.notInclude(csv.text(), 'ann@example.test')
  })

  test('[spec 2.9] opening a message shows what was sent, sanitized for a script-free sandbox', async ({
    client,
    assert,
  }) => {
    const template = await MailTemplateFactory.merge({
      body: '<p>Dear {{name}},</p><p>Your plan renews soon.</p>',
    }).create()
    const history = await EmailHistoryFactory.merge({
      subject: 'Renewal soon',
      mailTemplateId: template.id,
    }).create()
    const lawyer = await createUser(RoleSlug.LAWYER)
    const response = await client
      .get(`/admin/email-histories/${history.id}`)
      .withInertia()
      .loginAs(lawyer)
    response.assertStatus(200)
    response.assertInertiaComponent('Admin/EmailHistoriesShow')
    const { email } = response.inertiaProps
    assert.equal(email.subject, 'Renewal soon')
    assert.equal(email.source, 'template')
    assert.include(email.html, 'Your plan renews soon.')
    assert.equal(await statusOf(client.get('/admin/email-histories/999999').loginAs(lawyer)), 404)
  })

  test('[spec 2.9] the email sanitizer keeps a mail layout and drops every way to run code', ({
    assert,
  }) => {
    const clean = sanitizeEmailHtml(
      '<table role="presentation" style="max-width:560px"><tr><td style="color:#fff">Hi</td></tr></table>' +
        '<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>' +
        '<svg onload="alert(4)"></svg><iframe src="https://evil.test"></iframe><style>body{}</style>' +
        '<form action="https://evil.test"><input name="a"></form>'
    )
    assert.include(clean, '<table role="presentation" style="max-width:560px">')
    assert.include(clean, 'style="color:#fff"')
    for (const banned of [
      '<script',
      'onerror',
      'javascript:',
      '<svg',
      'onload',
      '<iframe',
      '<style',
      '<form',
      '<input',
    ]) {
      assert.notInclude(clean, banned)
    }
  })

  for (const role of [
    RoleSlug.ADMIN,
    RoleSlug.SUPER_ADMIN,
    RoleSlug.ACCOUNTING,
    RoleSlug.OFFICER_ACCESS,
    RoleSlug.USER,
  ]) {
    test(`[spec 6] ${role} gets 403 on /admin/email-histories (lawyer only)`, async ({
      client,
      assert,
    }) => {
      const history = await EmailHistoryFactory.create()
      const user = await createUser(role)
      assert.equal(await statusOf(client.get('/admin/email-histories').loginAs(user)), 403)
      assert.equal(
        await statusOf(client.get(`/admin/email-histories/${history.id}`).loginAs(user)),
        403
      )
    })
  }
})
