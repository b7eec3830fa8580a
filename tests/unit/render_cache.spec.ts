import { test } from '@japa/runner'
import { randomBytes } from 'node:crypto'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { brotliWindow, compress, RenderCache, RenderedPage } from '#services/platform/render_cache'

const page = (text: string) => new RenderedPage(text, 'text/html; charset=utf-8', 'X-Inertia')

test.group(
  'Render cache (DESIGN §6: an expired page is rendered once, not once per visitor)',
  () => {
    test('[design 6] past its time, the first request renders the page again and the others get the stored copy meanwhile', ({
      assert,
    }) => {
      const cache = new RenderCache()
      const old = page('<html>old</html>')
      cache.set('/view-plans', old)
      assert.strictEqual(cache.get('/view-plans'), old)
      assert.isUndefined(old.refreshingSince)

      cache.ttlMs = -1
      assert.isNull(cache.get('/view-plans'), 'the first request after expiry renders')
      assert.strictEqual(cache.get('/view-plans'), old, 'the next ones are served the old copy')
      assert.strictEqual(cache.get('/view-plans'), old)
      assert.isNumber(old.refreshingSince)

      // The render stored its page: every request gets the new one.
      cache.ttlMs = 60_000
      const fresh = page('<html>new</html>')
      cache.set('/view-plans', fresh)
      assert.strictEqual(cache.get('/view-plans'), fresh)
      assert.isUndefined(fresh.refreshingSince)
    })

    test('[design 6] a render that never stored its page leaves the next request to try again after refreshMs', ({
      assert,
    }) => {
      const cache = new RenderCache()
      const old = page('<html>old</html>')
      cache.set('/faqs/general', old)
      cache.ttlMs = -1
      cache.refreshMs = -1
      assert.isNull(cache.get('/faqs/general'))
      assert.isNull(cache.get('/faqs/general'), 'the first render is given up on: this one renders')
      // The copy stays for an outage (DESIGN §11).
      assert.strictEqual(cache.get('/faqs/general', { stale: true }), old)
    })

    test('[design 6] other pages are not held up by one page being rendered again', ({
      assert,
    }) => {
      const cache = new RenderCache()
      cache.set('/a', page('a'))
      cache.set('/b', page('b'))
      cache.ttlMs = -1
      assert.isNull(cache.get('/a'))
      assert.isNull(cache.get('/b'))
    })
  }
)

test.group('Render cache (DESIGN §6: a page is kept from its second render)', () => {
  test('[design 6] a key rendered once is only remembered; the second render is stored, and a stored page is replaced at once', ({
    assert,
  }) => {
    const cache = new RenderCache()
    assert.isFalse(cache.admits('/faqs/general'))
    assert.isTrue(cache.admits('/faqs/general'))
    cache.set('/faqs/general', page('v1'))
    // Stored: a render after its time replaces the copy without a second sight.
    assert.isTrue(cache.admits('/faqs/general'))
    // Each other key needs its own second render.
    assert.isFalse(cache.admits('/faqs/general?gclid=1'))
    assert.isFalse(cache.admits('/faqs/general?gclid=2'))
    assert.deepEqual(cache.stats, { entries: 1, bytes: 2, seenOnce: 2 })
  })

  test('[design 6] only the last keys seen once are remembered, and clear() forgets them', ({
    assert,
  }) => {
    const cache = new RenderCache()
    cache.seenLimit = 3
    for (const key of ['/a', '/b', '/c', '/d']) {
      assert.isFalse(cache.admits(key))
    }
    assert.equal(cache.stats.seenOnce, 3)
    // '/a' was the oldest: forgotten, so it counts as a first render again.
    assert.isFalse(cache.admits('/a'))
    assert.isTrue(cache.admits('/d'))
    cache.clear()
    assert.isFalse(cache.admits('/c'))
  })
})

test.group('Render cache compression (DESIGN §6)', () => {
  test('[design 6] a page compresses to what it was, in a window sized to it, as small as with the default window', async ({
    assert,
  }) => {
    // A page of the home's size, varied enough that brotli has work to do.
    const body = Buffer.from(
      Array.from({ length: 4000 }, (_, i) => `<p class="row-${i % 97}">Line ${i * 7919}</p>`).join(
        '\n'
      )
    )
    assert.equal(brotliWindow(body.length), 18)
    assert.equal(brotliWindow(100), 16)
    assert.equal(brotliWindow(50 * 1024 * 1024), 22)
    for (const use of ['stored', 'once'] as const) {
      const compressed = await compress(body, 'br', use)
      assert.deepEqual(brotliDecompressSync(compressed), body)
      const defaultWindow = brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: use === 'stored' ? 5 : 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
      assert.isAtMost(compressed.length, defaultWindow.length)
    }
    assert.deepEqual(gunzipSync(await compress(body, 'gzip', 'once')), body)
  })
})

test.group('Render cache size (DESIGN §6: bounded in bytes, compressed copies included)', () => {
  // Random hex compresses to about half: each copy is a real share of the page.
  const randomPage = (kilobytes: number) => page(randomBytes(kilobytes * 512).toString('hex'))

  test('[design 6] the brotli and gzip copies made for browsers count toward the bound', async ({
    assert,
  }) => {
    const cache = new RenderCache()
    const stored = randomPage(40)
    cache.set('/view-plans', stored)
    assert.equal(cache.stats.bytes, stored.size)
    const br = await stored.encoded('br')
    const gzip = await stored.encoded('gzip')
    // Asked again: the copy already made, not counted twice.
    await stored.encoded('br')
    assert.equal(cache.stats.bytes, stored.size + br.length + gzip.length)
    assert.equal(stored.heldBytes, cache.stats.bytes)
  })

  test('[design 6] a compressed copy that takes the cache past its bound pushes out the least recently used page', async ({
    assert,
  }) => {
    const cache = new RenderCache()
    // Eight pages fill it (a page larger than an eighth of the bound is never stored).
    const pages = Array.from({ length: 8 }, () => randomPage(4))
    cache.maxBytes = pages.reduce((sum, stored) => sum + stored.size, 0) + 512
    pages.forEach((stored, index) => cache.set(`/page-${index}`, stored))
    assert.equal(cache.stats.entries, 8)
    await pages[7].encoded('gzip')
    assert.isNull(cache.get('/page-0'), 'the least recently used page made room')
    assert.strictEqual(cache.get('/page-7'), pages[7])
    assert.equal(cache.stats.entries, 7)
    assert.isAtMost(cache.stats.bytes, cache.maxBytes)
    assert.equal(
      cache.stats.bytes,
      pages.slice(1).reduce((sum, stored) => sum + stored.heldBytes, 0)
    )
  })

  test('[design 6] a page replaced or pushed out before its copy is made no longer counts', async ({
    assert,
  }) => {
    const cache = new RenderCache()
    const old = randomPage(20)
    cache.set('/faqs/general', old)
    const copy = old.encoded('br')
    const fresh = randomPage(20)
    cache.set('/faqs/general', fresh)
    await copy
    assert.equal(cache.stats.bytes, fresh.size)
    cache.clear()
    assert.equal(cache.stats.bytes, 0)
  })
})
