import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import env from '#start/env'
import limiter from '@adonisjs/limiter/services/main'
import { RoleSlug } from '#enums/role'
import { createUser, useDatabase } from '#tests/helpers'
import { PASSWORD, forgetTags, signIn, using } from '#tests/support/devices'
import { TOUCH_INTERVAL_MS, touchDue } from '#support/session_touch'

/** When the session expires, from whichever store holds it (a row, or a Redis key's TTL). */
async function expiryOf(sid: string) {
  if (env.get('SESSION_DRIVER') === 'redis') {
    const ms = await redis.connection('main').pttl(sid)
    return ms > 0 ? Date.now() + ms : null
  }
  const row = await db.from('sessions').where('id', sid).first()
  return row ? new Date(row.expires_at).getTime() : null
}

test.group('Signed-in page views write nothing (DESIGN §6)', (group) => {
  useDatabase(group)
  group.each.setup(() => limiter.clear())
  group.each.setup(() => forgetTags())

  test('[spec 2.8] a plain page view within the minute does not slide the session again', async ({
    client,
    assert,
  }) => {
    await createUser(RoleSlug.USER, { email: 'touch@example.com', password: PASSWORD })
    const device = await signIn(client, 'touch@example.com')
    const first = await using(client.get('/settings/profile-details').withInertia(), device)
    first.assertStatus(200)
    const expiry = await expiryOf(device.sid)
    assert.isNotNull(expiry)

    await new Promise((resolve) => setTimeout(resolve, 80))
    for (let view = 0; view < 3; view++) {
      const again = await using(client.get('/settings/profile-details').withInertia(), device)
      again.assertStatus(200)
    }
    // A touch would have moved the expiry by the 80 ms waited at least; Redis reads it to the ms.
    const after = await expiryOf(device.sid)
    assert.isAtMost(after! - expiry!, 30, 'the session was not written again')
  })

  test('[spec 2.8] the expiry slides again once a minute has passed', ({ assert }) => {
    const now = Date.now()
    assert.isTrue(touchDue('sid-a', now))
    assert.isFalse(touchDue('sid-a', now + 1_000))
    assert.isFalse(touchDue('sid-a', now + TOUCH_INTERVAL_MS - 1))
    assert.isTrue(touchDue('sid-a', now + TOUCH_INTERVAL_MS))
    assert.isTrue(touchDue('sid-b', now + 1_000), 'each session has its own minute')
  })
})
