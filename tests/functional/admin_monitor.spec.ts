import { test } from '@japa/runner'
import type { ApiRequest } from '@japa/api-client'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import { RoleSlug } from '#enums/role'
import { clearErrorRing, lastErrors, recordLog, RING_SIZE } from '#services/platform/error_ring'
import { createUser, useDatabase } from '#tests/helpers'

const DEVELOPER = 'dev-monitor@lexpat.test'

/** The request is refused with 403. */
async function forbidden(request: ApiRequest) {
  const response = await request
  response.assertStatus(403)
}

test.group('Server monitor /monitor (SPEC §2.9, DESIGN §10)', (group) => {
  useDatabase(group)
  group.each.setup(() => {
    const before = env.get('DEVELOPER_EMAIL') ?? ''
    env.set('DEVELOPER_EMAIL', DEVELOPER)
    clearErrorRing()
    return () => env.set('DEVELOPER_EMAIL', before)
  })

  test('[spec 2.9] the developer account sees version, uptime, memory, event loop, database, disk and last errors', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.ADMIN, { email: 'DEV-monitor@lexpat.test' })
    // Through the real logger: proves config/logger.ts feeds the ring (the line is printed too).
    logger.error(new Error('boom from a test'), 'a failing request')
    const response = await client.get('/monitor').withInertia().loginAs(user)
    response.assertStatus(200)
    response.assertInertiaComponent('Admin/Monitor')
    // Live figures, never from a cache.
    response.assertHeader('cache-control', 'private, no-store')
    const { status } = response.inertiaProps as any
    assert.match(status.version, /^\d+\.\d+\.\d+/)
    assert.isAbove(status.uptimeSeconds, -1)
    assert.isAbove(status.memory.rssMb, 0)
    assert.properties(status.eventLoop, ['meanMs', 'p50Ms', 'p99Ms', 'maxMs'])
    assert.isTrue(status.database.ok)
    assert.isTrue(status.disk.ok)
    assert.isAbove(status.disk.freeMb, 0)
    assert.property(status, 'queue')
    assert.equal(status.errors[0].message, 'a failing request')
    assert.equal(status.errors[0].name, 'Error')
  })

  test('[spec 2.9] every other staff account, whatever its role, gets 403', async ({ client }) => {
    for (const role of [RoleSlug.SUPER_ADMIN, RoleSlug.ADMIN, RoleSlug.LAWYER]) {
      const user = await createUser(role)
      const response = await client.get('/monitor').withInertia().loginAs(user)
      response.assertStatus(403)
    }
    const member = await createUser(RoleSlug.USER, { email: 'dev-monitor-member@lexpat.test' })
    await forbidden(client.get('/monitor').withInertia().loginAs(member))
  })

  test('[spec 2.9] without DEVELOPER_EMAIL nobody opens the monitor', async ({ client }) => {
    env.set('DEVELOPER_EMAIL', '')
    const user = await createUser(RoleSlug.SUPER_ADMIN, { email: DEVELOPER })
    await forbidden(client.get('/monitor').withInertia().loginAs(user))
  })

  test('[spec 2.9] the error ring keeps the last 50 error-level lines, newest first', ({
    assert,
  }) => {
    for (let i = 0; i < RING_SIZE + 5; i++) recordLog(50, [`error ${i}`])
    recordLog(40, ['only a warning'])
    const entries = lastErrors()
    assert.lengthOf(entries, RING_SIZE)
    assert.equal(entries[0].message, `error ${RING_SIZE + 4}`)
    assert.notInclude(
      entries.map((entry) => entry.message),
      'only a warning'
    )
  })
})
