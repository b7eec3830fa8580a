import { test } from '@japa/runner'
import cache from '#services/platform/shared_cache'
import settings from '#services/platform/settings_store'

const KEY = 'test_settings_store_key'

/** Counts the store's trips to the shared cache while `run` runs. */
async function cacheReads(run: () => Promise<unknown>) {
  const getOrSet = cache.getOrSet.bind(cache)
  let reads = 0
  cache.getOrSet = ((options: any) => {
    reads++
    return getOrSet(options)
  }) as typeof cache.getOrSet
  try {
    await run()
  } finally {
    cache.getOrSet = getOrSet
  }
  return reads
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

test.group('Settings read once per turn of the event loop (DESIGN 6)', (group) => {
  group.each.teardown(async () => {
    await settings.delete(KEY)
  })

  test('[design 6] the reads of one page view share one copy; the next turn reads again', async ({
    assert,
  }) => {
    await settings.forget()
    await nextTurn()
    const reads = await cacheReads(() =>
      Promise.all([
        settings.get('site_name', ''),
        settings.get('language_picker_visible', false),
        settings.get('social_links', null),
        settings.get('contact_channels', null),
        settings.get('maintenance', null),
      ])
    )
    assert.equal(reads, 1)
    await nextTurn()
    assert.equal(await cacheReads(() => settings.get('site_name', '')), 1)
  })

  test('[design 6] a write through the store is read back at once, in the same turn', async ({
    assert,
  }) => {
    await settings.set(KEY, 'first')
    assert.equal(await settings.get(KEY, null), 'first')
    await settings.set(KEY, { nested: ['second'] })
    assert.deepEqual(await settings.get(KEY, null), { nested: ['second'] })
    await settings.delete(KEY)
    assert.equal(await settings.get(KEY, 'gone'), 'gone')
  })
})
