import { test } from '@japa/runner'
import { RenderQueue } from '#support/render_queue'

/** A render that ends when the test says so. */
function pendingRender(label: string) {
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  return {
    finish,
    render: async () => {
      await done
      return label
    },
  }
}

/** Lets every promise callback that is ready run. */
const settle = () => new Promise((resolve) => setImmediate(resolve))

test.group('Render queue (DESIGN §6: bounded server renders)', () => {
  test('[design 6] renders up to the concurrency run at once; the next ones wait their turn', async ({
    assert,
  }) => {
    const queue = new RenderQueue(2, 4)
    const renders = [1, 2, 3, 4].map((n) => pendingRender(`page ${n}`))
    const started: string[] = []
    const answers = renders.map((entry, index) =>
      queue.run(
        () => {
          started.push(`page ${index + 1}`)
          return entry.render()
        },
        () => 'busy'
      )
    )
    await settle()
    assert.deepEqual(started, ['page 1', 'page 2'])
    assert.deepEqual(queue.stats, { running: 2, waiting: 2, rejected: 0 })

    renders[0].finish()
    await settle()
    assert.deepEqual(started, ['page 1', 'page 2', 'page 3'])

    for (const entry of renders) entry.finish()
    assert.deepEqual(await Promise.all(answers), ['page 1', 'page 2', 'page 3', 'page 4'])
    assert.deepEqual(queue.stats, { running: 0, waiting: 0, rejected: 0 })
  })

  test('[design 6] a render beyond the queue depth is answered busy and never started', async ({
    assert,
  }) => {
    const queue = new RenderQueue(1, 2)
    const renders = [1, 2, 3].map((n) => pendingRender(`page ${n}`))
    const answers = renders.map((entry) => queue.run(entry.render, () => 'busy'))
    let extraStarted = false
    const extra = await queue.run(
      async () => {
        extraStarted = true
        return 'page 4'
      },
      () => 'busy'
    )
    assert.equal(extra, 'busy')
    assert.isFalse(extraStarted)
    assert.deepEqual(queue.stats, { running: 1, waiting: 2, rejected: 1 })

    for (const entry of renders) entry.finish()
    assert.deepEqual(await Promise.all(answers), ['page 1', 'page 2', 'page 3'])
    // Room again once the queue drained.
    assert.equal(
      await queue.run(
        async () => 'page 5',
        () => 'busy'
      ),
      'page 5'
    )
  })

  test('[design 6] a render that fails frees its slot for the next one', async ({ assert }) => {
    const queue = new RenderQueue(1, 1)
    const failing = queue.run(
      async () => {
        throw new Error('boom')
      },
      () => 'busy'
    )
    const next = queue.run(
      async () => 'page 2',
      () => 'busy'
    )
    await assert.rejects(() => failing, 'boom')
    assert.equal(await next, 'page 2')
    assert.deepEqual(queue.stats, { running: 0, waiting: 0, rejected: 0 })
  })

  test('[design 6] a queue of depth 0 only runs renders while a slot is free', async ({
    assert,
  }) => {
    const queue = new RenderQueue(1, 0)
    const first = pendingRender('page 1')
    const running = queue.run(first.render, () => 'busy')
    assert.equal(
      await queue.run(
        async () => 'page 2',
        () => 'busy'
      ),
      'busy'
    )
    first.finish()
    assert.equal(await running, 'page 1')
  })

  test('[design 6] bounds that make no sense are refused at start', ({ assert }) => {
    assert.throws(() => new RenderQueue(0, 32), /RENDER_CONCURRENCY/)
    assert.throws(() => new RenderQueue(1.5, 32), /RENDER_CONCURRENCY/)
    assert.throws(() => new RenderQueue(2, -1), /RENDER_QUEUE_DEPTH/)
  })
})
