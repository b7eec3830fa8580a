import { test } from '@japa/runner'
import { RoleSlug } from '#enums/role'
import Subscription from '#models/subscription'
import User from '#models/user'
import { search, type Query } from '#lists/kit'
import { SubscriptionFactory } from '#database/factories/billing_factories'
import db from '@adonisjs/lucid/services/db'
import { subscriptionsMatching } from '#support/text_search'
import { createUser, useDatabase } from '#tests/helpers'

/** The ids a list's query finds with only this search clause applied. */
async function found<M extends typeof Subscription | typeof User>(
  model: M,
  column: string,
  q: string,
  max: number,
  clause = search.members<M>(column, max)
): Promise<number[]> {
  if (typeof clause !== 'object') throw new Error('the clause prepares a lookup')
  const apply = await clause.prepare(q)
  const query = model.query() as unknown as Query<M>
  query.where((group) => apply(group, q))
  const rows = await query.orderBy(`${model.table}.id`)
  return rows.map((row) => Number(row.$primaryKeyValue))
}

test.group('Admin search by member (SPEC §2.9)', (group) => {
  useDatabase(group)

  test('[spec 2.9] a search by member name or email finds the same rows whether few or many members match', async ({
    assert,
  }) => {
    const named = []
    for (const [name, email] of [
      ['Prasert Widename', 'prasert@example.test'],
      ['Anong Widename', 'anong@example.test'],
      ['Malee Other', 'malee.widename@example.test'],
    ]) {
      const member = await createUser(RoleSlug.USER, { name, email })
      const subscription = await SubscriptionFactory.merge({ userId: member.id }).create()
      named.push(subscription.id)
    }
    const other = await createUser(RoleSlug.USER, { name: 'Somsak Nobody' })
    await SubscriptionFactory.merge({ userId: other.id }).create()

    // 1,000 ids at most: the ids path; at most 1: three members match, so the row-by-row path.
    const byIds = await found(Subscription, 'user_id', 'WIDENAME', 1000)
    const byRows = await found(Subscription, 'user_id', 'WIDENAME', 1)
    assert.deepEqual(
      byIds,
      named.sort((a, b) => a - b)
    )
    assert.deepEqual(byRows, byIds)

    // The Users list searches its own table through the same clause.
    const usersByIds = await found(User, 'users.id', 'widename', 1000)
    const usersByRows = await found(User, 'users.id', 'widename', 1)
    assert.lengthOf(usersByIds, 3)
    assert.deepEqual(usersByRows, usersByIds)

    // A related table's columns (Feedbacks, Matters, Consultancy Requests): names only here.
    const related = (max: number) =>
      found(
        Subscription,
        'user_id',
        'widename',
        max,
        search.related('user_id', 'users', ['name'], max)
      )
    const relatedByIds = await related(1000)
    assert.deepEqual(relatedByIds, named.slice(0, 2))
    assert.deepEqual(await related(1), relatedByIds)
    assert.deepEqual(await related(0), relatedByIds)
  })

  test('[spec 2.9] a member search that matches nobody lists nothing, and LIKE characters are literal', async ({
    assert,
  }) => {
    const member = await createUser(RoleSlug.USER, { name: 'Wipa 100% Sure' })
    await SubscriptionFactory.merge({ userId: member.id }).create()
    assert.deepEqual(await found(Subscription, 'user_id', 'nobody-at-all', 1000), [])
    assert.deepEqual(await found(Subscription, 'user_id', 'nobody-at-all', 0), [])
    assert.lengthOf(await found(Subscription, 'user_id', '100%', 1000), 1)
    assert.lengthOf(await found(Subscription, 'user_id', '100%', 0), 1)
    assert.deepEqual(await found(Subscription, 'user_id', '10_%', 0), [])
  })

  test('[spec 2.9] a search by membership number finds the same rows through ids or the subquery', async ({
    assert,
  }) => {
    const numbered = []
    for (const number of ['LX-2026-007771', 'LX-2026-007772', 'LX-2026-017773']) {
      const member = await createUser(RoleSlug.USER)
      await SubscriptionFactory.merge({ userId: member.id, membershipNumber: number }).create()
      numbered.push(member.id)
    }
    const other = await createUser(RoleSlug.USER)
    await SubscriptionFactory.merge({
      userId: other.id,
      membershipNumber: 'LX-2026-000001',
    }).create()

    // As Manage Users searches: the members whose membership number holds the text.
    const byNumber = (max: number, q: string) =>
      found(
        User,
        'users.id',
        q,
        max,
        search.indexed(
          'users.id',
          (text) =>
            db
              .from('subscriptions')
              .select('user_id as id')
              .whereIn('id', subscriptionsMatching(text)),
          max
        )
      )
    // Up to 1,000: the ids looked up first; at most 1 of 3: the subquery itself.
    assert.deepEqual(await byNumber(1000, '-0077'), numbered.slice(0, 2))
    assert.deepEqual(await byNumber(1, '-0077'), numbered.slice(0, 2))
    assert.deepEqual(await byNumber(1000, '777'), numbered)
    assert.deepEqual(await byNumber(0, '777'), numbered)
    // Nothing matches: no row, never every row.
    assert.deepEqual(await byNumber(1000, 'zz-none'), [])
    assert.deepEqual(await byNumber(0, 'zz-none'), [])
  })
})
