import { test } from '@japa/runner'
import { InFlight } from '#support/in_flight'

/** A request that ends when the test says so. */
function pendingRequest() {
  let finish!: () => void
  let fail!: (error: Error) => void
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve
    fail = reject
  })
  return { finish, fail, work: () => done }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

test.group('Requests in flight at shutdown (DESIGN §6: the web process stops cleanly)', () => {
  test('[design 6] shutdown waits for every request still being worked on, failed ones included', async ({
    assert,
  }) => {
    const inFlight = new InFlight()
    const first = pendingRequest()
    const second = pendingRequest()
    const answers = [inFlight.track(first.work), inFlight.track(second.work).catch(() => 'failed')]
    assert.equal(inFlight.count, 2)

    let drained: boolean | undefined
    const waiting = inFlight.drained(5_000).then((result) => (drained = result))
    first.finish()
    await settle()
    assert.isUndefined(drained, 'one request is still running')

    second.fail(new Error('the database went away'))
    await waiting
    assert.isTrue(drained)
    assert.equal(inFlight.count, 0)
    assert.deepEqual(await Promise.all(answers), [undefined, 'failed'])
  })

  test('[design 6] with nothing in flight shutdown goes on at once', async ({ assert }) => {
    assert.isTrue(await new InFlight().drained(5_000))
  })

  test('[design 6] a request that never ends holds shutdown up only until the time limit', async ({
    assert,
  }) => {
    const inFlight = new InFlight()
    const stuck = pendingRequest()
    void inFlight.track(stuck.work)
    const started = Date.now()
    assert.isFalse(await inFlight.drained(50))
    assert.isAtLeast(Date.now() - started, 45)
    assert.equal(inFlight.count, 1)
    // It ends later: a second shutdown wait sees it gone.
    stuck.finish()
    assert.isTrue(await inFlight.drained(1_000))
  })
})
