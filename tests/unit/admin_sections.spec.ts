import { test } from '@japa/runner'
import { ADMIN_SECTIONS, canOpenSection, sectionsFor } from '#support/admin_sections'
import { RoleSlug } from '#enums/role'

const FOUR = ['admin', 'super_admin', 'accounting', 'officer_access']

test.group('Admin section registry', () => {
  test('[spec 2.9] every section of the SPEC table is present with its path', ({ assert }) => {
    assert.lengthOf(ADMIN_SECTIONS, 29)
    assert.equal(
      ADMIN_SECTIONS.find((s) => s.key === 'consultancy_requests')!.path,
      '/admin/consultancy-requests'
    )
    assert.deepEqual(ADMIN_SECTIONS.find((s) => s.key === 'subscriptions')!.query, {
      subscription: 'active',
    })
  })

  test('[spec 6] only lawyer sees Customer POI Management and Email Histories', ({ assert }) => {
    for (const role of Object.values(RoleSlug)) {
      assert.equal(canOpenSection(role, 'customer_poi'), role === 'lawyer')
      assert.equal(canOpenSection(role, 'email_histories'), role === 'lawyer')
    }
  })

  test('[spec 6] request delete, mail, FCM and chat app are super_admin only', ({ assert }) => {
    for (const key of [
      'request_delete',
      'mail',
      'template',
      'send_mail',
      'schedule_history',
      'fcm_notification',
      'chat_app',
    ]) {
      for (const role of Object.values(RoleSlug)) {
        assert.equal(canOpenSection(role, key), role === 'super_admin', `${role} on ${key}`)
      }
    }
  })

  test('[spec 6] officer_access sees the four-role sections but not billing ones; lawyer sees consultancy requests', ({
    assert,
  }) => {
    const officer = sectionsFor(RoleSlug.OFFICER_ACCESS).map((s) => s.key)
    for (const key of ['dashboard', 'transactions', 'tapfiliate', 'tickets', 'settings']) {
      assert.include(officer, key)
    }
    assert.notInclude(officer, 'users')
    assert.notInclude(officer, 'subscriptions')
    assert.deepEqual(
      sectionsFor(RoleSlug.LAWYER).map((s) => s.key),
      ['consultancy_requests', 'customer_poi', 'email_histories']
    )
    assert.deepEqual(sectionsFor(RoleSlug.USER), [])
    assert.deepEqual([...ADMIN_SECTIONS.find((s) => s.key === 'dashboard')!.roles], FOUR)
  })
})
