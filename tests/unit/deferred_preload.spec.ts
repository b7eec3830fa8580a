import { test } from '@japa/runner'
import { deferred, preloadAllDeferred } from '../../inertia/lib/deferred.js'

test.group('Server render preloads (DESIGN 6)', () => {
  test('[design 6] a deferred component declared by code another one loads is loaded before the render too', async ({
    assert,
  }) => {
    const loaded: string[] = []
    let inner: { preload: () => Promise<unknown> } | undefined
    // The header island's module declares the user menu's dropdown when it is first imported.
    deferred(async () => {
      loaded.push('header')
      inner ??= deferred(async () => {
        loaded.push('dropdown')
        return () => null
      })
      return () => null
    })
    await preloadAllDeferred()
    assert.isDefined(inner)
    assert.includeMembers(loaded, ['header', 'dropdown'])
    // Preloads are kept: a second call loads nothing again.
    await preloadAllDeferred()
    assert.equal(loaded.filter((name) => name === 'dropdown').length, 1)
  })
})
