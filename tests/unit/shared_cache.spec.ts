import { test } from '@japa/runner'
import { EventEmitter } from 'node:events'
import { Redis } from 'ioredis'
import { BentoCache, bentostore } from '@adonisjs/cache'
import { memoryDriver } from 'bentocache/drivers/memory'
import { redisBusDriver, redisDriver } from 'bentocache/drivers/redis'
import redisConfig from '#config/redis'
import { cacheStore } from '#config/cache'
import { RenderCache, RenderedPage } from '#services/platform/render_cache'
import { CacheKeys, clearOnContentChange } from '#services/platform/shared_cache'

/**
 * Two web processes, as far as the cache can tell: two bentocache instances
 * shaped like config/cache.ts with CACHE_STORE=redis — each its own memory
 * level, its own Redis connections and bus subscription, one Redis second
 * level (the `cache` connection's database). Runs with CACHE_STORE=redis
 * (the scale-out set-up); with memory alone there is nothing to share.
 */
const run = `test-${Date.now()}`

async function webProcess() {
  const emitter = new EventEmitter()
  const options = { ...redisConfig.connections.cache, lazyConnect: false }
  const shared = bentostore()
    .useL1Layer(memoryDriver({ maxSize: '16mb', maxItems: 1000 }))
    .useL2Layer(redisDriver({ connection: new Redis(options), prefix: run }))
    .useBus(redisBusDriver({ connection: options }))
  // A store name of its own: the test's bus channel never meets a running app's.
  const bento = new BentoCache({ default: run, emitter, stores: { [run]: shared } })
  // As start/cache.ts does at boot: the store (and its bus subscription) exists before any read.
  bento.use()
  return { bento, emitter }
}
type Process = Awaited<ReturnType<typeof webProcess>>

/**
 * Waits until B's bus subscription is live (a real process subscribes at
 * boot, long before its first request): A publishes a probe until B hears it.
 */
async function subscribed(a: Process, b: Process) {
  let heard = false
  b.emitter.on('bus:message:received', ({ message }) => {
    if (message.keys.includes('probe')) heard = true
  })
  const deadline = Date.now() + 5000
  while (!heard && Date.now() < deadline) {
    await a.bento.delete({ key: 'probe' })
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Polls until `probe` holds; fails after `ms` (the promise under test: within a second). */
async function within<T>(ms: number, probe: () => Promise<T>, holds: (value: T) => boolean) {
  const deadline = Date.now() + ms
  let value = await probe()
  while (!holds(value) && Date.now() < deadline) {
    await new Promise((resolve) => setImmediate(resolve))
    value = await probe()
  }
  return value
}

test.group('Shared cache across web processes (DESIGN §11)', (group) => {
  const instances: BentoCache<any>[] = []
  group.each.teardown(async () => {
    for (const bento of instances.splice(0)) {
      await bento.clear().catch(() => {})
      await bento.disconnectAll()
    }
  })

  test('[design 11] a settings write on one process is read by another within a second', async ({
    assert,
  }) => {
    const a = await webProcess()
    const b = await webProcess()
    instances.push(a.bento, b.bento)
    const read = (bento: BentoCache<any>) =>
      bento.getOrSet({ key: CacheKeys.SETTINGS, ttl: '1h', factory: () => ({ version: 1 }) })

    assert.deepEqual(await read(a.bento), { version: 1 })
    assert.deepEqual(await read(b.bento), { version: 1 })
    await subscribed(a, b)

    const started = Date.now()
    await a.bento.set({ key: CacheKeys.SETTINGS, value: { version: 2 }, ttl: '1h' })
    const seen = await within(
      1000,
      () => read(b.bento),
      (value) => value.version === 2
    )
    assert.deepEqual(seen, { version: 2 })
    assert.isBelow(Date.now() - started, 1000)
  })
    .skip(cacheStore !== 'redis', 'CACHE_STORE is not redis: memory alone shares nothing')
    .timeout(10_000)

  test('[design 11] a content edit on one process clears the render cache of another', async ({
    assert,
  }) => {
    const a = await webProcess()
    const b = await webProcess()
    instances.push(a.bento, b.bento)
    const rendersOfB = new RenderCache()
    rendersOfB.enabled = true
    clearOnContentChange(b.emitter, rendersOfB)
    rendersOfB.set('/faq|en|html|v1', new RenderedPage('<p>old</p>', 'text/html', 'Accept'))
    assert.equal(rendersOfB.stats.entries, 1)

    await subscribed(a, b)
    const cleared = new Promise<void>((resolve) => {
      b.emitter.on('bus:message:received', ({ message }) => {
        if (message.keys.includes(CacheKeys.SETTINGS)) resolve()
      })
    })
    // Process A saves public content: it drops the shared settings (the content version).
    await a.bento.delete({ key: CacheKeys.SETTINGS })
    await cleared
    assert.equal(rendersOfB.stats.entries, 0)
  })
    .skip(cacheStore !== 'redis', 'CACHE_STORE is not redis: memory alone shares nothing')
    .timeout(10_000)
})
