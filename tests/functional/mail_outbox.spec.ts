import { test } from '@japa/runner'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import app from '@adonisjs/core/services/app'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'
import { RoleSlug } from '#enums/role'
import { SubscriptionStatus } from '#enums/billing'
import EmailHistory from '#models/email_history'
import AuditLog from '#models/audit_log'
import SendMailJob from '#jobs/send_mail_job'
import mailOutbox from '#services/platform/mail_outbox'
import dashboardStats from '#services/memberships/dashboard_stats'
import { SubscriptionFactory } from '#database/factories/billing_factories'
import { createUser, useDatabase } from '#tests/helpers'

/**
 * A transport the test controls: it refuses while `down`, and counts what
 * it accepted. It stands in for the SMTP server of the configured mailer.
 */
class ControlledTransport implements MailTransportContract {
  down = false
  accepted: NodeMailerMessage[] = []
  async send(message: NodeMailerMessage) {
    if (this.down) throw new Error('connect ECONNREFUSED 127.0.0.1:587')
    this.accepted.push(message)
    return { messageId: `<${this.accepted.length}@test>`, envelope: {} } as any
  }
}

let transport: ControlledTransport
let original: MailTransportContract

function useControlledTransport() {
  const mailer = mail.use() as unknown as { transport: MailTransportContract }
  original = mailer.transport
  transport = new ControlledTransport()
  mailer.transport = transport
}

function restoreTransport() {
  ;(mail.use() as unknown as { transport: MailTransportContract }).transport = original
}

/** Runs the queued SendMailJob of a key once, as the worker would (one attempt). */
async function runJob(key: string, attempt = 1) {
  const job = new SendMailJob()
  job.$hydrate({ key }, {
    jobId: `test-${key}`,
    name: 'SendMailJob',
    attempt,
    queue: 'default',
    priority: 5,
    acquiredAt: new Date(),
    stalledCount: 0,
  } as any)
  await job.execute()
}

async function queuedJobKeys(): Promise<string[]> {
  const rows = await db.from('queue_jobs').select('data')
  return rows
    .map((row) => JSON.parse(row.data))
    .filter((data) => data.name === 'SendMailJob')
    .map((data) => data.payload.key)
}

test.group('One durable mail path (DESIGN §11)', (group) => {
  useDatabase(group)
  group.each.setup(() => {
    dashboardStats.forget()
    useControlledTransport()
    return () => restoreTransport()
  })

  test('[spec 1] SMTP down during an approval: staff see success, the mail waits queued and goes out once SMTP is back', async ({
    client,
    assert,
  }) => {
    transport.down = true
    const member = await createUser(RoleSlug.USER, { email: 'nok@example.test', locale: 'en' })
    const subscription = await SubscriptionFactory.apply('pending_review')
      .merge({ userId: member.id, membershipNumber: 'LX-2026-000090' })
      .create()
    const admin = await createUser(RoleSlug.ADMIN)

    const response = await client
      .post(`/admin/subscriptions/${subscription.id}/approve`)
      .withCsrfToken()
      .header('referer', '/admin/dashboard')
      .redirects(0)
      .loginAs(admin)
    response.assertStatus(302)
    response.assertFlashMessage(
      'success',
      'Membership LX-2026-000090 approved; the member has been emailed.'
    )
    await subscription.refresh()
    assert.equal(subscription.status, SubscriptionStatus.ACTIVE)
    // Nothing reached the transport during the request.
    assert.lengthOf(transport.accepted, 0)

    const history = await EmailHistory.query().where('to_email', member.email).firstOrFail()
    assert.equal(history.status, 'queued')
    assert.equal(history.attempts, 0)
    assert.include(await queuedJobKeys(), history.mailKey!)

    // The worker's first attempt meets the refusing server: recorded, still queued, retried.
    await assert.rejects(() => runJob(history.mailKey!), /ECONNREFUSED/)
    await history.refresh()
    assert.equal(history.status, 'queued')
    assert.equal(history.attempts, 1)
    assert.match(history.error!, /ECONNREFUSED/)

    // The server is back: the next run sends it, once.
    transport.down = false
    await runJob(history.mailKey!, 2)
    await history.refresh()
    assert.equal(history.status, 'sent')
    assert.equal(history.attempts, 2)
    assert.isNull(history.error)
    assert.isNotNull(history.sentAt)
    assert.lengthOf(transport.accepted, 1)
    assert.include(String(transport.accepted[0].text), 'LX-2026-000090')
  })

  test('[spec 2.9] a mail job run again for a message already sent sends nothing (idempotent by its key)', async ({
    assert,
  }) => {
    const member = await createUser(RoleSlug.USER, { email: 'once@example.test' })
    const { default: PasswordChangedNotification } =
      await import('#mails/password_changed_notification')
    await mail.sendLater(new PasswordChangedNotification(member))
    const history = await EmailHistory.query().where('to_email', member.email).firstOrFail()

    await runJob(history.mailKey!)
    await runJob(history.mailKey!, 2)
    await runJob(history.mailKey!, 3)
    assert.lengthOf(transport.accepted, 1)
    await history.refresh()
    assert.equal(history.status, 'sent')
    assert.equal(history.attempts, 1)
  })

  test('[spec 2.9] a mail whose retries are spent shows failed; a PDF attachment survives the queue', async ({
    assert,
  }) => {
    transport.down = true
    await mail.sendLater((message) => {
      message
        .to('files@example.test')
        .subject('Receipt')
        .text('Attached.')
        .attachData(Buffer.from('%PDF-1.7 test'), { filename: 'receipt.pdf' })
    })
    const history = await EmailHistory.query().where('to_email', 'files@example.test').firstOrFail()
    await assert.rejects(() => runJob(history.mailKey!))
    const job = new SendMailJob()
    job.$hydrate({ key: history.mailKey! }, {} as any)
    await job.failed(new Error('connect ECONNREFUSED 127.0.0.1:587'))
    await history.refresh()
    assert.equal(history.status, 'failed')

    transport.down = false
    assert.isTrue(await mailOutbox.retry(history))
    await runJob(history.mailKey!)
    const [sent] = transport.accepted
    const attachment = sent.attachments![0] as { content: string; encoding: string }
    assert.equal(
      Buffer.from(attachment.content, attachment.encoding as any).toString(),
      '%PDF-1.7 test'
    )
  })
})

test.group('Email Histories retry (SPEC §2.9)', (group) => {
  useDatabase(group)
  group.each.setup(() => {
    useControlledTransport()
    return () => restoreTransport()
  })

  async function failedMail(email = 'member@example.test') {
    await mail.sendLater((message) => {
      message.to(email).subject('Your receipt').text('Thank you.')
    })
    const history = await EmailHistory.query().where('to_email', email).firstOrFail()
    await mailOutbox.markFailed(history.mailKey!, new Error('SMTP 421 try later'))
    await history.refresh()
    return history
  }

  test('[spec 2.9] lawyer retries a failed mail from Email Histories: queued again, audited, then sent', async ({
    client,
    assert,
  }) => {
    const history = await failedMail()
    const lawyer = await createUser(RoleSlug.LAWYER)
    const { length: before } = await queuedJobKeys()

    const response = await client
      .post(`/admin/email-histories/${history.id}/retry`)
      .withCsrfToken()
      .header('referer', '/admin/email-histories')
      .redirects(0)
      .loginAs(lawyer)
    response.assertStatus(302)
    response.assertHeader('location', '/admin/email-histories')
    response.assertFlashMessage('success', 'The mail to member@example.test is queued again.')

    await history.refresh()
    assert.equal(history.status, 'queued')
    assert.lengthOf(await queuedJobKeys(), before + 1)
    const audit = await AuditLog.query().where('action', 'email.retried').firstOrFail()
    assert.equal(audit.userId, lawyer.id)
    assert.equal(audit.subjectId, String(history.id))

    await runJob(history.mailKey!)
    await history.refresh()
    assert.equal(history.status, 'sent')
    assert.lengthOf(transport.accepted, 1)
  })

  test('[spec 2.9] a mail that was sent cannot be retried: refused with a message, nothing queued', async ({
    client,
    assert,
  }) => {
    const history = await failedMail()
    await mailOutbox.retry(history)
    await runJob(history.mailKey!)
    await history.refresh()
    const { length: before } = await queuedJobKeys()
    const response = await client
      .post(`/admin/email-histories/${history.id}/retry`)
      .withCsrfToken()
      .header('referer', '/admin/email-histories')
      .redirects(0)
      .loginAs(await createUser(RoleSlug.LAWYER))
    response.assertStatus(302)
    response.assertFlashMessage('error', 'Only a failed mail can be sent again.')
    assert.lengthOf(await queuedJobKeys(), before)
    assert.isNull(await AuditLog.query().where('action', 'email.retried').first())
  })

  test('[spec 2.9] accounting (no Email Histories) cannot retry a mail', async ({
    client,
    assert,
  }) => {
    const history = await failedMail()
    const response = await client
      .post(`/admin/email-histories/${history.id}/retry`)
      .withCsrfToken()
      .redirects(0)
      .loginAs(await createUser(RoleSlug.ACCOUNTING))
    response.assertStatus(403)
    await history.refresh()
    assert.equal(history.status, 'failed')
  })
})

/**
 * The real worker process sends what a request queued. Nothing here runs
 * in the per-test transaction: the worker must see the rows, so the test
 * commits them and removes them afterwards.
 */
test.group('One durable mail path: the worker process (DESIGN §11)', () => {
  test('[spec 1] a queued mail is sent by `node ace worker` and recorded sent', async ({
    assert,
  }) => {
    const to = `worker-${Date.now()}@example.test`
    await mail.sendLater((message) => {
      message.to(to).subject('Sent by the worker').text('Hello from the queue.')
    })
    const worker = spawn(process.execPath, ['ace', 'worker'], {
      cwd: app.makePath(),
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    try {
      const deadline = Date.now() + 60_000
      let row = await EmailHistory.query().where('to_email', to).firstOrFail()
      while (row.status !== 'sent' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200))
        await row.refresh()
      }
      assert.equal(row.status, 'sent')
      assert.equal(row.attempts, 1)
      assert.isNotNull(row.messageId)
    } finally {
      worker.kill('SIGKILL')
      await once(worker, 'exit')
      await EmailHistory.query().where('to_email', to).delete()
      await db.from('queue_jobs').delete()
      await db.from('queue_schedules').delete()
    }
  }).timeout(90_000)
})
