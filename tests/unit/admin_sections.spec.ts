import { test } from '@japa/runner'
import {
  ADMIN_SECTIONS,
  canDoInSection,
  canOpenSection,
  sectionCan,
  sectionsFor,
  type StaffIdentity,
} from '#support/admin_sections'
import { RoleSlug, roleIdFor } from '#enums/role'
import AdminPolicy from '#policies/admin_policy'
import User from '#models/user'

const FOUR = ['admin', 'super_admin', 'accounting', 'officer_access']
const as = (role: RoleSlug, email = `${role}@example.test`): StaffIdentity => ({
  roleId: roleIdFor(role),
  email,
})
const ALL_ROLES = Object.values(RoleSlug)

test.group('Admin section registry', () => {
  test('[spec 2.9] every section of the SPEC table is present with its path, plus roles and the developer links', ({
    assert,
  }) => {
    // The SPEC table, Roles, My account, the two developer links, FAQ,
    // Leads, Matters and Legal Forms.
    assert.lengthOf(ADMIN_SECTIONS, 37)
    assert.equal(
      ADMIN_SECTIONS.find((s) => s.key === 'consultancy_requests')!.path,
      '/admin/consultancy-requests'
    )
    assert.deepEqual(ADMIN_SECTIONS.find((s) => s.key === 'subscriptions')!.query, {
      subscription: 'active',
    })
    for (const entry of ADMIN_SECTIONS) assert.equal(entry.route, `admin.${entry.key}`)
    assert.deepEqual(
      ADMIN_SECTIONS.filter((s) => 'developerOnly' in s).map((s) => s.path),
      ['/monitor', '/queue']
    )
    assert.lengthOf(new Set(ADMIN_SECTIONS.map((s) => s.path)), ADMIN_SECTIONS.length)
  })

  test('[security] every staff role, and no member, opens My account', ({ assert }) => {
    for (const role of ALL_ROLES) {
      assert.equal(canOpenSection(as(role), 'account'), role !== RoleSlug.USER, role)
    }
  })

  test('[spec 6] only lawyer sees Customer POI Management and Email Histories', ({ assert }) => {
    for (const role of ALL_ROLES) {
      assert.equal(canOpenSection(as(role), 'customer_poi'), role === 'lawyer')
      assert.equal(canOpenSection(as(role), 'email_histories'), role === 'lawyer')
    }
  })

  test('[spec 6] request delete, mail, FCM, chat app and roles are super_admin only', ({
    assert,
  }) => {
    const keys = [
      'request_delete',
      'mail',
      'template',
      'send_mail',
      'schedule_history',
      'fcm_notification',
      'chat_app',
      'roles',
    ] as const
    for (const key of keys) {
      for (const role of ALL_ROLES) {
        assert.equal(canOpenSection(as(role), key), role === 'super_admin', `${role} on ${key}`)
      }
    }
  })

  test('[spec 6] officer_access sees the four-role sections but not billing ones; lawyer sees consultancy requests', ({
    assert,
  }) => {
    const officer = sectionsFor(as(RoleSlug.OFFICER_ACCESS)).map((s) => s.key)
    for (const key of ['dashboard', 'transactions', 'tapfiliate', 'tickets', 'settings']) {
      assert.include(officer, key)
    }
    assert.notInclude(officer, 'users')
    assert.notInclude(officer, 'subscriptions')
    assert.deepEqual(
      sectionsFor(as(RoleSlug.LAWYER)).map((s) => s.key),
      ['consultancy_requests', 'matters', 'customer_poi', 'email_histories', 'account']
    )
    assert.deepEqual(sectionsFor(as(RoleSlug.USER)), [])
    assert.deepEqual(sectionsFor(null), [])
    assert.deepEqual([...ADMIN_SECTIONS.find((s) => s.key === 'dashboard')!.roles], FOUR)
  })

  test('[spec 2.9] /monitor and /queue open only for the developer account, whatever its staff role', ({
    assert,
  }) => {
    const developer = 'dev@lexpat.test'
    assert.isTrue(canOpenSection(as(RoleSlug.ADMIN, 'DEV@lexpat.test'), 'monitor', developer))
    assert.isTrue(canOpenSection(as(RoleSlug.LAWYER, developer), 'queue', developer))
    assert.isFalse(canOpenSection(as(RoleSlug.SUPER_ADMIN), 'monitor', developer))
    assert.isFalse(canOpenSection(as(RoleSlug.SUPER_ADMIN, developer), 'monitor', undefined))
    assert.isFalse(canOpenSection(as(RoleSlug.USER, developer), 'monitor', developer))
    assert.notInclude(
      sectionsFor(as(RoleSlug.SUPER_ADMIN)).map((s) => s.key),
      'monitor'
    )
  })

  test('[spec 6] finer actions: role changes and erasure are super_admin only, refunds billing roles', ({
    assert,
  }) => {
    for (const role of ALL_ROLES) {
      const who = as(role)
      assert.equal(canDoInSection(who, 'users', 'changeRole'), role === 'super_admin', role)
      assert.equal(canDoInSection(who, 'request_delete', 'erase'), role === 'super_admin', role)
      assert.equal(
        canDoInSection(who, 'transactions', 'refund'),
        ['admin', 'super_admin', 'accounting'].includes(role),
        role
      )
      assert.equal(
        canDoInSection(who, 'subscribers', 'delete'),
        ['admin', 'super_admin'].includes(role),
        role
      )
    }
    assert.deepEqual(sectionCan(as(RoleSlug.ACCOUNTING), 'subscribers'), {
      export: true,
      unsubscribe: true,
      delete: false,
    })
    assert.deepEqual(sectionCan(as(RoleSlug.LAWYER), 'subscribers'), {
      export: false,
      unsubscribe: false,
      delete: false,
    })
  })

  test('every finer action is allowed only to roles that can open its section', ({ assert }) => {
    for (const entry of ADMIN_SECTIONS) {
      if (!('actions' in entry)) continue
      for (const [action, roles] of Object.entries(
        entry.actions as Record<string, readonly string[]>
      )) {
        for (const role of roles) {
          assert.include(entry.roles as readonly string[], role, `${entry.key}.${action}`)
        }
      }
    }
  })

  test('[security] the policy decides by the role id alone: no role relation is loaded', ({
    assert,
  }) => {
    const policy = new AdminPolicy()
    const accounting = new User().merge({
      roleId: roleIdFor(RoleSlug.ACCOUNTING),
      email: 'a@x.test',
    })
    assert.isTrue(policy.canOpen(accounting, 'subscribers'))
    assert.isFalse(policy.canOpen(accounting, 'customer_poi'))
    assert.isTrue(policy.can(accounting, 'transactions', 'refund'))
    assert.isFalse(policy.can(accounting, 'subscribers', 'delete'))
    assert.isTrue(accounting.isStaff())
    assert.isFalse(new User().merge({ roleId: roleIdFor(RoleSlug.USER) }).isStaff())
    assert.isUndefined(accounting.$preloaded.role)
  })
})
