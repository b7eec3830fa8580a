import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import mail from '@adonisjs/mail/services/main'
import { RoleSlug } from '#enums/role'
import PlanAgreement from '#models/plan_agreement'
import { createUser, useDatabase } from '#tests/helpers'
import { SubscriptionFactory } from '#database/factories/billing_factories'

/** Plan Agreements and Change Password, checked as a member uses them. */
test.group('Plan Agreements and Change Password (SPEC §2.8)', (group) => {
  useDatabase(group)

  test('[spec 2.8] Plan Agreements lists each accepted terms version with when, and its PDF opens', async ({
    client,
    assert,
  }) => {
    const member = await createUser(RoleSlug.USER)
    const first = await SubscriptionFactory.merge({ userId: member.id }).create()
    const older = await PlanAgreement.create({
      subscriptionId: first.id,
      userId: member.id,
      termsVersion: '2025.2',
      acceptedAt: DateTime.fromISO('2025-09-01T03:00:00Z'),
      acceptedIp: '203.0.113.9',
    })
    const newer = await PlanAgreement.create({
      subscriptionId: first.id,
      userId: member.id,
      termsVersion: '2026.1',
      acceptedAt: DateTime.fromISO('2026-03-14T10:00:00Z'),
      acceptedIp: '203.0.113.9',
    })
    const page = await client.get('/settings/plan-agreements').withInertia().loginAs(member)
    page.assertInertiaComponent('Settings/PlanAgreements')
    const agreements = page.inertiaProps.agreements as Array<Record<string, unknown>>
    assert.deepEqual(
      agreements.map((row) => [row.id, row.termsVersion, row.acceptedOn]),
      [
        [newer.id, '2026.1', '14 March 2026'],
        [older.id, '2025.2', '1 September 2025'],
      ]
    )
    for (const agreement of [newer, older]) {
      const pdf = await client.get(`/settings/plan-agreements/${agreement.id}/pdf`).loginAs(member)
      pdf.assertStatus(200)
      assert.equal(pdf.header('content-type'), 'application/pdf')
    }
  })

  test('[spec 2.8] Change Password needs the current password; without it nothing changes', async ({
    client,
    assert,
  }) => {
    mail.fake()
    try {
      const member = await createUser(RoleSlug.USER, { password: 'Secret-pass-123' })
      for (const current of [undefined, 'Not-the-password-1']) {
        const response = await client
          .put('/settings/change-password')
          .withCsrfToken()
          .loginAs(member)
          .withSession({ 'auth.password_confirmed_at': Date.now() })
          .header('referer', '/settings/change-password')
          .form({
            ...(current ? { current_password: current } : {}),
            password: 'Brand-new-pass-456',
            password_confirmation: 'Brand-new-pass-456',
          })
          .redirects(0)
        response.assertStatus(302)
        const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
        assert.property(errors, 'current_password')
        await member.refresh()
        assert.isTrue(await hash.verify(member.password!, 'Secret-pass-123'))
      }
    } finally {
      mail.restore()
    }
  })
})
