import { test } from '@japa/runner'
import { RoleSlug } from '#enums/role'
import { IdentityVerificationFactory } from '#database/factories/content_factories'
import { createUser, useDatabase } from '#tests/helpers'

test.group('Admin Customer POI Management list (SPEC §2.9)', (group) => {
  useDatabase(group)

  test('[spec 2.9] a lawyer sees each proof of identity with the member it belongs to', async ({
    client,
    assert,
  }) => {
    const member = await createUser(RoleSlug.USER, {
      name: 'Pim Member',
      email: 'pim@example.test',
    })
    const verification = await IdentityVerificationFactory.merge({ userId: member.id }).create()
    const lawyer = await createUser(RoleSlug.LAWYER)
    const response = await client
      .get('/admin/customer-poi-management')
      .withInertia()
      .loginAs(lawyer)
    response.assertStatus(200)
    response.assertInertiaComponent('Admin/CustomerPoi')
    const [row] = response.inertiaProps.list.rows
    assert.lengthOf(response.inertiaProps.list.rows, 1)
    assert.deepEqual(
      { ...row, createdAt: undefined },
      {
        id: verification.id,
        memberName: 'Pim Member',
        memberEmail: 'pim@example.test',
        documentType: 'passport',
        status: 'pending',
        linkExpiresAt: null,
        uploadedAt: null,
        reviewedAt: null,
        createdAt: undefined,
      }
    )
    // To the second: SQLite keeps whole seconds, PostgreSQL milliseconds.
    const second = (millis: number) => Math.floor(millis / 1000)
    assert.equal(second(Date.parse(row.createdAt)), second(verification.createdAt.toMillis()))
  })
})
