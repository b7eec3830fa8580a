import { readFileSync } from 'node:fs'
import { test } from '@japa/runner'
import { firstLoadFiles, ISLANDS } from '#support/page_assets'
import { FALLBACK_MS, MODULE_LOADER_SCRIPT, PRELOADS_PER_TASK } from '#support/module_loader'

type Added = { tag: string; rel?: string; type?: string; src?: string; href?: string }

/**
 * Runs the loader against a stand-in document and window: what it appends
 * to the head, as the browser paints and runs its tasks. `hidden` is a
 * background tab; `paintTiming: false` a browser that reports no paint.
 */
function runLoader(
  attributes: Record<string, string>,
  { hidden = false, paintTiming = true } = {}
) {
  const added: Added[] = []
  const timers: Array<{ run: () => void; ms: number }> = []
  const frames: Array<() => void> = []
  let onPaint: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined
  let observing = false
  class Observer {
    static supportedEntryTypes = paintTiming ? ['mark', 'paint'] : ['mark']
    constructor(callback: typeof onPaint) {
      onPaint = callback
    }
    observe(options: { type: string; buffered: boolean }) {
      observing = options.type === 'paint' && options.buffered
    }
    disconnect() {
      observing = false
    }
  }
  const document = {
    hidden,
    head: { appendChild: (element: Added) => added.push(element) },
    createElement: (tag: string) => ({ tag }) as Added,
  }
  const script = { getAttribute: (name: string) => attributes[name] ?? null }
  new Function(
    'script',
    'document',
    'window',
    'requestAnimationFrame',
    'setTimeout',
    MODULE_LOADER_SCRIPT.replace('document.currentScript', 'script')
  )(
    script,
    document,
    { PerformanceObserver: Observer },
    (frame: () => void) => frames.push(frame),
    (run: () => void, ms: number) => timers.push({ run, ms })
  )
  const take = (due: (ms: number) => boolean) => {
    const at = timers.findIndex((timer) => due(timer.ms))
    if (at >= 0) timers.splice(at, 1)[0].run()
  }
  return {
    added,
    /** The first contentful paint, as a `paint` entry reports it. */
    firstPaint: () =>
      observing &&
      onPaint?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }),
    frame: () => frames.shift()?.(),
    /** The next task the loader queued for now. */
    nextTask: () => take((ms) => ms === 0),
    /** FALLBACK_MS later. */
    later: () => take((ms) => ms === FALLBACK_MS),
    pendingTasks: () => timers.filter((timer) => timer.ms === 0).length,
  }
}

const ATTRIBUTES = {
  'data-entry': '/assets/app-1.js',
  'data-imports': '/assets/react-1.js /assets/jsx-1.js',
  'data-chunks': Array.from({ length: PRELOADS_PER_TASK + 2 }, (_, i) => `/assets/c${i}.js`).join(
    ' '
  ),
}

test.group('First load: the page and islands preloaded (DESIGN §6)', () => {
  test('[spec 2.6] ISLANDS names every island of the public shell', ({ assert }) => {
    const layout = readFileSync('inertia/layouts/public_layout.tsx', 'utf8')
    const imported = [...layout.matchAll(/island\(\(\)\s*=>\s*import\('~\/([^']+)'\)/g)].map(
      ([, path]) => `inertia/${path}.tsx`
    )
    assert.isAbove(imported.length, 5)
    assert.sameMembers([...new Set(imported)], ISLANDS)
  })

  test('[spec 2.6] a page loads the entry with its imports, then its chunk, the islands and what they import beyond the entry', ({
    assert,
  }) => {
    const manifest = {
      'inertia/app.tsx': { file: 'app-1.js', imports: ['_react-1.js'] },
      '_react-1.js': { file: 'react-1.js', imports: ['_runtime-1.js'] },
      '_runtime-1.js': { file: 'runtime-1.js' },
      'inertia/pages/Marketing/Home.tsx': {
        file: 'Home-1.js',
        imports: ['_link-1.js', 'inertia/app.tsx', '_react-1.js'],
      },
      '_link-1.js': { file: 'link-1.js', imports: ['_react-1.js'] },
      'inertia/components/site_footer.tsx': { file: 'site_footer-1.js', imports: ['_link-1.js'] },
      '_lonely-1.js': { file: 'lonely-1.js' },
    }
    assert.deepEqual(
      firstLoadFiles(manifest, 'inertia/app.tsx', [
        'inertia/pages/Marketing/Home.tsx',
        'inertia/components/site_footer.tsx',
        'inertia/components/chat/chat_launcher.tsx',
      ]),
      {
        entry: 'app-1.js',
        imports: ['react-1.js', 'runtime-1.js'],
        chunks: ['Home-1.js', 'link-1.js', 'site_footer-1.js'],
      }
    )
  })
})

test.group('First load: the module loader (DESIGN §6)', () => {
  const preload = (href: string) => ({ tag: 'link', rel: 'modulepreload', href })

  test('[spec 2.6] nothing loads before the first contentful paint; then the preloads a few to a task, the entry last', ({
    assert,
  }) => {
    const loader = runLoader(ATTRIBUTES)
    loader.nextTask()
    assert.deepEqual(loader.added, [])
    loader.firstPaint()
    assert.deepEqual(loader.added, [])
    const preloads = [
      ...ATTRIBUTES['data-imports'].split(' '),
      ...ATTRIBUTES['data-chunks'].split(' '),
    ].map(preload)
    for (let task = 1; task * PRELOADS_PER_TASK < preloads.length; task++) {
      loader.nextTask()
      assert.deepEqual(loader.added, preloads.slice(0, task * PRELOADS_PER_TASK))
    }
    loader.nextTask()
    assert.deepEqual(loader.added, [
      ...preloads,
      { tag: 'script', type: 'module', src: '/assets/app-1.js' },
    ])
    assert.equal(loader.pendingTasks(), 0)
    // Once only: neither a second paint nor the fallback loads anything again.
    loader.firstPaint()
    loader.later()
    loader.nextTask()
    assert.lengthOf(loader.added, preloads.length + 1)
  })

  test('[spec 2.6] without paint timing it waits two frames; with no paint at all, FALLBACK_MS', ({
    assert,
  }) => {
    const framed = runLoader(ATTRIBUTES, { paintTiming: false })
    framed.frame()
    framed.nextTask()
    assert.deepEqual(framed.added, [])
    framed.frame()
    framed.nextTask()
    assert.deepEqual(framed.added[0], preload('/assets/react-1.js'))

    const unpainted = runLoader(ATTRIBUTES)
    unpainted.nextTask()
    assert.deepEqual(unpainted.added, [])
    unpainted.later()
    assert.deepEqual(unpainted.added[0], preload('/assets/react-1.js'))
  })

  test('[spec 2.6] a hidden tab, which paints nothing, loads at once; a page without an entry loads nothing', ({
    assert,
  }) => {
    const hidden = runLoader(ATTRIBUTES, { hidden: true })
    assert.deepEqual(hidden.added[0], preload('/assets/react-1.js'))
    const none = runLoader({})
    none.firstPaint()
    none.nextTask()
    none.later()
    assert.deepEqual(none.added, [])
  })
})
