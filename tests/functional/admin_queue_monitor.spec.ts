import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { RoleSlug } from '#enums/role'
import AuditLog from '#models/audit_log'
import { createUser, useDatabase } from '#tests/helpers'

const DEVELOPER = 'developer@example.test'

async function job(id: string, status: string, extra: Record<string, unknown> = {}) {
  await db.table('queue_jobs').insert({
    id,
    queue: 'default',
    status,
    data: JSON.stringify({
      id,
      name: 'RenewMembershipJob',
      payload: { subscriptionId: 1 },
      attempts: 2,
    }),
    score: status === 'pending' ? 5e13 + Date.parse('2026-11-01T00:00:00Z') : null,
    ...extra,
  })
}

test.group('Admin Queue monitor (SPEC §2.9)', (group) => {
  useDatabase(group)
  let previous: string | undefined
  group.setup(() => {
    previous = env.get('DEVELOPER_EMAIL')
    env.set('DEVELOPER_EMAIL', DEVELOPER)
    return () => env.set('DEVELOPER_EMAIL', previous ?? '')
  })

  test('[spec 2.9] the developer sees real jobs: counts, oldest waiting, failed with error', async ({
    client,
    assert,
  }) => {
    await job('a', 'pending')
    await job('b', 'active', { acquired_at: Date.now() })
    await job('c', 'failed', { error: 'gateway timed out', finished_at: Date.now() })
    await job('d', 'completed', { finished_at: Date.now() })
    const developer = await createUser(RoleSlug.SUPER_ADMIN, { email: DEVELOPER })
    const response = await client.get('/queue').withInertia().loginAs(developer)
    response.assertStatus(200)
    response.assertInertiaComponent('Admin/QueueMonitor')
    const { queue } = response.inertiaProps as any
    assert.deepEqual(queue.counts, { waiting: 1, running: 1, failed: 1, completed: 1 })
    assert.equal(queue.oldestWaitingAt, '2026-11-01T00:00:00.000Z')
    assert.equal(queue.failed[0].error, 'gateway timed out')
    assert.equal(queue.failed[0].name, 'RenewMembershipJob')
  })

  test('[spec 2.9] a staff member who is not the developer gets 403', async ({ client }) => {
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const response = await client.get('/queue').withInertia().loginAs(admin)
    response.assertStatus(403)
    const retry = await client.post('/queue/jobs/c/retry').withCsrfToken().loginAs(admin)
    retry.assertStatus(403)
  })

  test('[spec 2.9] retrying a failed job puts it back in the queue, once, audited', async ({
    client,
    assert,
  }) => {
    await job('c', 'failed', { error: 'gateway timed out', finished_at: Date.now() })
    const developer = await createUser(RoleSlug.SUPER_ADMIN, { email: DEVELOPER })
    const response = await client
      .post('/queue/jobs/c/retry')
      .withCsrfToken()
      .loginAs(developer)
      .redirects(0)
    response.assertStatus(302)
    const row = await db.from('queue_jobs').where('id', 'c').first()
    assert.equal(row.status, 'pending')
    assert.isNull(row.error)
    const again = await client
      .post('/queue/jobs/c/retry')
      .withCsrfToken()
      .loginAs(developer)
      .redirects(0)
    again.assertStatus(302)
    const audits = await AuditLog.query().where('action', 'queue.job_retried')
    assert.lengthOf(audits, 1)
    assert.equal(audits[0].userId, developer.id)
  })
})
