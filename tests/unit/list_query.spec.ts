import { test } from '@japa/runner'
import {
  cappedCounts,
  likePattern,
  listPage,
  parseListQuery,
  type ListSpec,
} from '#support/list_query'
import User from '#models/user'
import { globalTransaction } from '#tests/helpers'
import testUtils from '@adonisjs/core/services/test_utils'
import { DashboardStatsService } from '#services/memberships/dashboard_stats'
import { UserFactory } from '#database/factories/user_factory'
import { pageWindow } from '../../inertia/components/data_table/page_window.js'

const spec: ListSpec<'email' | 'created_at', 'status'> = {
  sorts: { email: 'email', created_at: 'created_at' },
  defaultSort: 'created_at',
  defaultDir: 'desc',
  filters: { status: ['subscribed', 'pending'] },
  maxSize: 50,
  maxOffset: 1000,
}

test.group('List query (admin list kit)', () => {
  test('reads page, size, sort, dir, q and whitelisted filters', ({ assert }) => {
    assert.deepEqual(
      parseListQuery(
        { page: '3', size: '20', sort: 'email', dir: 'asc', q: '  ann ', status: 'pending' },
        spec
      ),
      { page: 3, size: 20, sort: 'email', dir: 'asc', q: 'ann', filters: { status: 'pending' } }
    )
  })

  test('falls back instead of failing: unknown sort, bad dir, junk page, unknown filter value', ({
    assert,
  }) => {
    assert.deepEqual(
      parseListQuery(
        { page: '-4', size: 'lots', sort: 'password', dir: 'asc', status: 'vip', other: 'x' },
        spec
      ),
      { page: 1, size: 25, sort: 'created_at', dir: 'desc', q: '', filters: {} }
    )
    assert.equal(parseListQuery({ sort: 'email', dir: 'up' }, spec).dir, 'desc')
    // Repeated parameters (?page=2&page=9) take the first.
    assert.equal(parseListQuery({ page: ['2', '9'] }, spec).page, 2)
  })

  test('caps the size and the depth of offset paging', ({ assert }) => {
    assert.equal(parseListQuery({ size: '5000' }, spec).size, 50)
    assert.equal(parseListQuery({ size: '0' }, spec).size, 1)
    // 1000 rows deep at 50 a page: page 21 is the last reachable.
    assert.equal(parseListQuery({ size: '50', page: '999999' }, spec).page, 21)
    assert.lengthOf(parseListQuery({ q: 'x'.repeat(500) }, spec).q, 100)
  })

  test('a search pattern matches % and _ literally', ({ assert }) => {
    assert.equal(likePattern('50%_Off\\'), '%50\\%\\_off\\\\%')
  })
})

test.group('List counts past the cap (admin list kit)', (group) => {
  group.each.setup(async () => {
    cappedCounts.clear()
    const rollback = await globalTransaction()
    return async () => {
      cappedCounts.clear()
      await rollback()
    }
  })

  const capped: ListSpec<'id'> = {
    sorts: { id: 'id' },
    defaultSort: 'id',
    defaultDir: 'desc',
    filters: {},
    countCap: 2,
  }
  const usersPage = (q: string) =>
    listPage(
      User,
      parseListQuery({}, capped),
      capped,
      (query) => query.whereILike('email', `%${q}%`),
      (user) => user.email
    )

  test('[spec 2.9] a count past its cap reads "N+" and is not counted again for a minute', async ({
    assert,
  }) => {
    await UserFactory.merge([
      { email: 'capped-1@example.test' },
      { email: 'capped-2@example.test' },
      { email: 'capped-3@example.test' },
      { email: 'under-1@example.test' },
    ]).createMany(4)
    const first = await usersPage('capped-')
    assert.deepInclude(first, { total: 2, totalCapped: true })
    assert.lengthOf(first.rows, 3)
    assert.equal(cappedCounts.entries.size, 1)

    // Fewer rows now, but "at least 2" is taken as read until the minute is over…
    await User.query().where('email', 'capped-3@example.test').delete()
    await User.query().where('email', 'capped-2@example.test').delete()
    assert.deepInclude(await usersPage('capped-'), { total: 2, totalCapped: true })
    // …then counted again, exactly.
    for (const key of cappedCounts.entries.keys()) cappedCounts.entries.set(key, Date.now() - 1)
    assert.deepInclude(await usersPage('capped-'), { total: 1, totalCapped: false })
    assert.equal(cappedCounts.entries.size, 0)
  })

  test('[spec 2.9] a count under its cap is exact on every view, and kept by no key', async ({
    assert,
  }) => {
    await UserFactory.merge([{ email: 'under-1@example.test' }]).createMany(1)
    assert.deepInclude(await usersPage('under-'), { total: 1, totalCapped: false })
    await UserFactory.merge([{ email: 'under-2@example.test' }]).createMany(1)
    assert.deepInclude(await usersPage('under-'), { total: 2, totalCapped: false })
    assert.equal(cappedCounts.entries.size, 0)
    // A different search is a different count.
    await UserFactory.merge([{ email: 'under-3@example.test' }]).createMany(1)
    assert.deepInclude(await usersPage('under-'), { total: 2, totalCapped: true })
    assert.deepInclude(await usersPage('under-1'), { total: 1, totalCapped: false })
  })

  test('keeps at most `max` keys, the oldest leaving first', ({ assert }) => {
    const max = cappedCounts.max
    cappedCounts.max = 2
    try {
      cappedCounts.add('a')
      cappedCounts.add('b')
      cappedCounts.add('c')
      assert.deepEqual([...cappedCounts.entries.keys()], ['b', 'c'])
      assert.isTrue(cappedCounts.has('c'))
      assert.isFalse(cappedCounts.has('a'))
    } finally {
      cappedCounts.max = max
    }
  })
})

test.group('Dashboard counts cache', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('[spec 2.9] answers from the shared cache until forget(), then counts again', async ({
    assert,
  }) => {
    const service = new DashboardStatsService()
    await service.forget()
    const first = await service.get()
    await UserFactory.create()
    // Cached: the new member is not counted yet.
    assert.deepEqual(await service.get(), first)
    await service.forget()
    const recounted = await service.get()
    assert.equal(recounted.members, first.members + 1)
  })
})

test.group('Windowed pagination (admin lists, blog)', () => {
  test('shows every page when there are few', ({ assert }) => {
    assert.deepEqual(pageWindow(1, 1), [1])
    assert.deepEqual(pageWindow(2, 5), [1, 2, 3, 4, 5])
  })

  test('keeps the first, the last and the neighbours of the current page, with gaps', ({
    assert,
  }) => {
    assert.deepEqual(pageWindow(1, 400), [1, 2, 3, 4, 5, 'gap', 400])
    assert.deepEqual(pageWindow(200, 400), [1, 'gap', 199, 200, 201, 'gap', 400])
    assert.deepEqual(pageWindow(400, 400), [1, 'gap', 396, 397, 398, 399, 400])
    // A gap of one page shows that page instead of an ellipsis.
    assert.deepEqual(pageWindow(4, 9), [1, 2, 3, 4, 5, 'gap', 9])
  })
})
