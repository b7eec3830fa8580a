import { test } from '@japa/runner'
import Review from '#models/review'
import { catalogKeep } from '#services/content/site_catalog'
import { bumpContentVersion } from '#services/content/content_version'
import { useDatabase } from '#tests/helpers'

const reviewNames = (props: Record<string, unknown>) =>
  (props.reviews as Array<{ name: string }>).map((review) => review.name)

test.group('Marketing catalog kept per content version (DESIGN §6)', (group) => {
  useDatabase(group)
  group.each.setup(() => {
    catalogKeep.clear()
    catalogKeep.enabled = true
    return () => {
      catalogKeep.enabled = false
      catalogKeep.clear()
    }
  })

  test('[design 6] a page reads the catalog once per content version; a staff edit shows at once', async ({
    client,
    assert,
  }) => {
    const before = await client.get('/').withInertia()
    assert.notInclude(reviewNames(before.inertiaProps), 'Somchai R.')

    // Written without going through the content services: the kept rows stand…
    await Review.create({
      name: 'Somchai R.',
      comment: 'They sorted out my condo deposit in a week.',
      rating: 5,
      isPublished: true,
    })
    const kept = await client.get('/').withInertia()
    assert.notInclude(reviewNames(kept.inertiaProps), 'Somchai R.')

    // …until the content version changes, as every staff edit does.
    await bumpContentVersion()
    const after = await client.get('/').withInertia()
    assert.include(reviewNames(after.inertiaProps), 'Somchai R.')
  })

  test('[design 6] kept rows last at most ttlMs', async ({ client, assert }) => {
    await client.get('/').withInertia()
    await Review.create({ name: 'Nok P.', comment: 'Quick answers.', rating: 4, isPublished: true })
    catalogKeep.ttlMs = -1
    try {
      const after = await client.get('/').withInertia()
      assert.include(reviewNames(after.inertiaProps), 'Nok P.')
    } finally {
      catalogKeep.ttlMs = 60_000
    }
  })

  test('[design 6] a plan page answered from kept rows shows the same plan as its first read', async ({
    client,
    assert,
  }) => {
    const page = await client.get('/personal-plan/coverage-and-pricing').withInertia()
    assert.equal(page.status(), 200)
    const again = await client.get('/personal-plan/coverage-and-pricing').withInertia()
    assert.deepEqual(again.inertiaProps.plan, page.inertiaProps.plan)
  })
})
