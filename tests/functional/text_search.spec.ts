import { test } from '@japa/runner'
import { RoleSlug } from '#enums/role'
import { subscriptionsMatching, usersMatching } from '#support/text_search'
import { countRows, createUser, useDatabase } from '#tests/helpers'
import { SubscriptionFactory } from '#database/factories/billing_factories'

/** The ids a subquery of app/support/text_search.ts returns, sorted. */
async function ids(subquery: ReturnType<typeof usersMatching>) {
  const rows: Array<{ id: number }> = await subquery
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b)
}

test.group('Staff search by part of an email, name or membership number (SPEC §2.9)', (group) => {
  useDatabase(group)

  test('[spec 2.9] part of an email or a name finds the member in any case', async ({ assert }) => {
    const ana = await createUser(RoleSlug.USER, {
      email: 'ana.quintero@example.test',
      name: 'Ana Quintero',
    })
    const somchai = await createUser(RoleSlug.USER, {
      email: 'somchai@example.test',
      name: 'สมชาย ใจดี',
    })

    assert.includeMembers(await ids(usersMatching('QUINTERO@EX')), [ana.id])
    assert.notInclude(await ids(usersMatching('quintero')), somchai.id)
    assert.includeMembers(await ids(usersMatching('ใจดี')), [somchai.id])
    // Two characters: below the trigram indexes, answered by a scan — same result.
    assert.includeMembers(await ids(usersMatching('Qu')), [ana.id])
    assert.deepEqual(await ids(usersMatching('no-such-member-anywhere')), [])
  })

  test('[spec 2.9] quotes, wildcards and search operators are matched literally', async ({
    assert,
  }) => {
    const odd = await createUser(RoleSlug.USER, {
      email: 'odd_100%@example.test',
      name: 'O"Brien AND NOT x',
    })
    await createUser(RoleSlug.USER, { email: 'odda100b@example.test', name: 'Plain Name' })

    assert.deepEqual(await ids(usersMatching('_100%')), [odd.id])
    assert.deepEqual(await ids(usersMatching('O"Brien AND')), [odd.id])
    for (const hostile of [
      '"',
      '*',
      'NEAR(a b)',
      '" OR "',
      '^ab',
      'a:b',
      "'; drop table users; --",
    ]) {
      // Never an error, whatever the text.
      await ids(usersMatching(hostile))
    }
    // The table is still there (the hostile texts were data, never SQL).
    assert.equal(await countRows('users', { id: odd.id }), 1)
  })

  test('[spec 2.9] the index follows changed and deleted members', async ({ assert }) => {
    const user = await createUser(RoleSlug.USER, {
      email: 'before.change@example.test',
      name: 'Kanya B',
    })
    user.email = 'after.change@example.test'
    await user.save()
    assert.deepEqual(await ids(usersMatching('before.change')), [])
    assert.deepEqual(await ids(usersMatching('after.change')), [user.id])

    await user.delete()
    assert.deepEqual(await ids(usersMatching('after.change')), [])
  })

  test('[spec 2.9] part of a membership number finds the membership', async ({ assert }) => {
    const member = await createUser()
    const { id } = await SubscriptionFactory.merge({
      userId: member.id,
      membershipNumber: 'LX-TEST-774411',
    }).create()

    assert.deepEqual(await ids(subscriptionsMatching('test-7744')), [id])
    assert.deepEqual(await ids(subscriptionsMatching('774412')), [])
  })
})
