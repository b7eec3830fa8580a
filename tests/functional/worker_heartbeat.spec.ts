import { test } from '@japa/runner'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import os from 'node:os'
import ace from '@adonisjs/core/services/ace'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import env from '#start/env'
import { RoleSlug } from '#enums/role'
import WorkerSilentMail from '#mails/worker_silent_mail'
import {
  ALERT_AFTER_MS,
  checkWorkerSilence,
  recordStop,
  recordTick,
  workerId,
} from '#services/platform/worker_heartbeat'
import { createUser, useDatabase } from '#tests/helpers'

const DEVELOPER = 'dev-heartbeat@lexpat.test'
const MINUTE = 60_000

/** Inside the test's transaction: no heartbeat left by other suites' worker processes. */
async function noHeartbeats() {
  await db.from('worker_heartbeats').delete()
  await db.from('worker_alerts').update({ alerted_for: null, alerted_at: null })
}

/** A worker on this host that ticked `secondsAgo` seconds ago. */
async function tickedAgo(secondsAgo: number, pid = 424242) {
  await recordTick(Date.now() - secondsAgo * 1000, workerId(pid))
}

test.group(
  'Worker heartbeat: /monitor, readiness, worker:health (SPEC §2.9, DESIGN §7)',
  (group) => {
    useDatabase(group)
    group.each.setup(noHeartbeats)
    group.each.setup(() => {
      const before = env.get('DEVELOPER_EMAIL') ?? ''
      env.set('DEVELOPER_EMAIL', DEVELOPER)
      return () => env.set('DEVELOPER_EMAIL', before)
    })

    test('[spec 2.9] /monitor shows "last tick N s ago" while a worker ticks', async ({
      client,
      assert,
    }) => {
      await tickedAgo(4)
      const developer = await createUser(RoleSlug.ADMIN, { email: DEVELOPER })
      const response = await client.get('/monitor').withInertia().loginAs(developer)
      response.assertStatus(200)
      const { worker } = (response.inertiaProps as any).status
      assert.equal(worker.status, 'running')
      assert.equal(worker.running, 1)
      assert.closeTo(worker.ageSeconds, 4, 2)
    })

    test('[spec 2.9] /monitor shows the worker stopped after a minute without a tick, or stopped on purpose', async ({
      client,
      assert,
    }) => {
      const developer = await createUser(RoleSlug.ADMIN, { email: DEVELOPER })
      const never = await client.get('/monitor').withInertia().loginAs(developer)
      assert.equal((never.inertiaProps as any).status.worker.status, 'never')

      await tickedAgo(90)
      const silent = await client.get('/monitor').withInertia().loginAs(developer)
      const worker = (silent.inertiaProps as any).status.worker
      assert.equal(worker.status, 'stopped')
      assert.isAtLeast(worker.ageSeconds, 89)

      await tickedAgo(2, 5151)
      await recordStop(Date.now(), workerId(5151))
      const stopped = await client.get('/monitor').withInertia().loginAs(developer)
      assert.equal((stopped.inertiaProps as any).status.worker.status, 'stopped')
    })

    test('[spec 2] /health/ready reports the worker apart and stays 200 when it is stopped', async ({
      client,
      assert,
    }) => {
      await tickedAgo(600)
      const stopped = await client.get('/health/ready')
      stopped.assertStatus(200)
      assert.equal(stopped.body().status, 'ok')
      assert.equal(stopped.body().worker.status, 'stopped')
      assert.isAtLeast(stopped.body().worker.ageSeconds, 599)

      await tickedAgo(1, 777)
      const running = await client.get('/health/ready')
      running.assertStatus(200)
      assert.equal(running.body().worker.status, 'running')
    })

    test('[spec 2.9] worker:health exits 0 after a recent tick and 1 when the worker is silent', async ({
      assert,
    }) => {
      const never = await ace.exec('worker:health', [])
      assert.equal(never.exitCode, 1)

      await tickedAgo(120)
      const silent = await ace.exec('worker:health', [])
      assert.equal(silent.exitCode, 1)
      // A wider threshold accepts the same tick.
      const tolerant = await ace.exec('worker:health', ['--max-age', '300'])
      tolerant.assertSucceeded()

      await tickedAgo(3, 31337)
      const healthy = await ace.exec('worker:health', [])
      healthy.assertSucceeded()
    })

    test('[spec 2.9] worker:health looks at the workers of its own host unless told --any-host', async ({
      assert,
    }) => {
      await db.table('worker_heartbeats').insert({
        id: 'another-host:1',
        host: 'another-host',
        pid: 1,
        started_at: Date.now(),
        ticked_at: Date.now(),
      })
      assert.notEqual(os.hostname(), 'another-host')
      const own = await ace.exec('worker:health', [])
      assert.equal(own.exitCode, 1)
      const any = await ace.exec('worker:health', ['--any-host'])
      any.assertSucceeded()
    })
  }
)

test.group('Worker heartbeat: staff mailed once after 5 silent minutes (DESIGN §7)', (group) => {
  useDatabase(group)
  group.each.setup(noHeartbeats)

  test('[spec 2.9] admins get one mail after five silent minutes, however many web processes check', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    try {
      const admin = await createUser(RoleSlug.ADMIN, { email: 'heartbeat-admin@lexpat.test' })
      const superAdmin = await createUser(RoleSlug.SUPER_ADMIN, {
        email: 'heartbeat-super@lexpat.test',
      })
      await createUser(RoleSlug.LAWYER, { email: 'heartbeat-lawyer@lexpat.test' })
      const lastTick = Date.now() - 10 * MINUTE
      await recordTick(lastTick, workerId(9001))

      // Four minutes of silence: nothing yet.
      assert.equal(await checkWorkerSilence({ now: lastTick + 4 * MINUTE }), 'running')
      assert.lengthOf(mails.sent(), 0)

      // Two web processes checking at once, then again a minute later: one mail.
      const results = await Promise.all([
        checkWorkerSilence({ now: lastTick + ALERT_AFTER_MS + 1000 }),
        checkWorkerSilence({ now: lastTick + ALERT_AFTER_MS + 1000 }),
      ])
      assert.sameMembers(results, ['alerted', 'already_alerted'])
      assert.equal(await checkWorkerSilence({ now: lastTick + 7 * MINUTE }), 'already_alerted')
      const sent = mails.sent((message) => message instanceof WorkerSilentMail)
      assert.lengthOf(sent, 1)
      const message = sent[0] as WorkerSilentMail
      assert.sameMembers(message.recipients, [admin.email, superAdmin.email])
      assert.include(message.subject!, 'silent for 5 minutes')

      // The worker comes back, then falls silent again: a new alert.
      const back = lastTick + 8 * MINUTE
      await recordTick(back, workerId(9001))
      assert.equal(await checkWorkerSilence({ now: back + MINUTE }), 'running')
      assert.equal(await checkWorkerSilence({ now: back + 6 * MINUTE }), 'alerted')
      assert.lengthOf(mails.sent(), 2)
    } finally {
      mail.restore()
    }
  })

  test('[spec 2.9] a worker that never ran is reported five minutes after the web process started', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    try {
      const bootedAt = Date.now() - 6 * MINUTE
      assert.equal(
        await checkWorkerSilence({ now: bootedAt + 2 * MINUTE, upSinceMs: bootedAt }),
        'running'
      )
      assert.equal(await checkWorkerSilence({ upSinceMs: bootedAt }), 'alerted')
      assert.equal(await checkWorkerSilence({ upSinceMs: bootedAt }), 'already_alerted')
      assert.lengthOf(mails.sent(), 1)
    } finally {
      mail.restore()
    }
  })
})

test.group('Worker heartbeat: the real worker process (DESIGN §7)', () => {
  test('[spec 2.9] `node ace worker` ticks while it runs and records its stop on SIGTERM', async ({
    assert,
  }) => {
    // The worker starts idle: jobs other tests left queued are not this test's business.
    await db.from('queue_jobs').delete()
    const worker = spawn(process.execPath, ['ace', 'worker'], {
      cwd: app.makePath(),
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error' },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    // Read what it says: an undrained pipe would block the worker once its buffer is full.
    let said = ''
    worker.stderr!.on('data', (chunk) => {
      said = (said + chunk).slice(-4000)
    })
    const id = workerId(worker.pid)
    try {
      const deadline = Date.now() + 150_000
      let row: any = null
      while (!row && Date.now() < deadline) {
        row = await db.from('worker_heartbeats').where('id', id).first()
        if (!row) await new Promise((resolve) => setTimeout(resolve, 200))
      }
      assert.exists(row, `the worker never recorded a tick: ${said}`)
      assert.isNull(row.stopped_at)
      const health = await ace.exec('worker:health', [])
      health.assertSucceeded()

      worker.kill('SIGTERM')
      const exited = await Promise.race([
        once(worker, 'exit').then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 60_000)),
      ])
      assert.isTrue(exited, `the worker did not exit on SIGTERM: ${said}`)
      const stopped = await db.from('worker_heartbeats').where('id', id).first()
      assert.isNotNull(stopped.stopped_at, `the worker's stop was not recorded: ${said}`)
    } finally {
      if (worker.exitCode === null) worker.kill('SIGKILL')
      await db.from('worker_heartbeats').where('id', id).delete()
      await db.from('queue_jobs').delete()
      await db.from('queue_schedules').delete()
    }
  }).timeout(240_000)
})
