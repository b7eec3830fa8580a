import { test } from '@japa/runner'
import { memberMenuFor, partnerMayUse } from '#services/memberships/member_menu'
import { roleIdFor, type RoleSlug } from '#enums/role'

const member = (overrides: Partial<{ isFreeMember: boolean; isOmiseUser: boolean }> = {}) => ({
  isFreeMember: false,
  isOmiseUser: false,
  roleId: roleIdFor('user'),
  ...overrides,
})
const personal = { name: 'Personal', custom_created: false }
const business = { name: 'Business', custom_created: false }
const titles = (entries: Array<{ title: string }>) => entries.map((entry) => entry.title)

test.group('Member menu (SPEC §6)', () => {
  test('[spec 2.8] a paying Personal member sees every entry with its SPEC title and route, in order', ({
    assert,
  }) => {
    assert.deepEqual(memberMenuFor(member(), [personal]), [
      { key: 'profile-details', title: 'Profile Details', route: 'settings.profile-details' },
      { key: 'payment-methods', title: 'Payment Methods', route: 'settings.payment-methods' },
      { key: 'subscriptions', title: 'Subscriptions', route: 'settings.subscriptions' },
      { key: 'invoices', title: 'Invoices', route: 'settings.invoices' },
      { key: 'plan-agreements', title: 'Plan Agreements', route: 'settings.plan-agreements' },
      { key: 'change-password', title: 'Change Password', route: 'settings.change-password' },
      { key: 'member-card', title: 'Member Card', route: 'settings.member-card' },
      {
        key: 'partner-details',
        title: 'Spouse / Partner Details',
        route: 'settings.partner-details',
      },
      { key: 'legal-forms', title: 'Legal Forms', route: 'settings.legal-forms' },
      { key: 'services-used', title: 'Services used', route: 'settings.services-used' },
      { key: 'my-requests', title: 'My requests', route: 'settings.my-requests' },
    ])
  })

  test('[spec 6] Profile Details, Change Password and Member Card are always there', ({
    assert,
  }) => {
    const cases = [
      memberMenuFor(member(), []),
      memberMenuFor(member({ isFreeMember: true, isOmiseUser: true }), [
        { name: 'Business', custom_created: true },
      ]),
    ]
    for (const menu of cases) {
      assert.includeMembers(titles(menu), ['Profile Details', 'Change Password', 'Member Card'])
    }
  })

  test('[spec 6] Payment Methods is hidden for free members', ({ assert }) => {
    assert.notInclude(
      titles(memberMenuFor(member({ isFreeMember: true }), [business])),
      'Payment Methods'
    )
    assert.include(titles(memberMenuFor(member(), [business])), 'Payment Methods')
  })

  test('[spec 6] Subscriptions, Invoices and Plan Agreements are hidden for is_omise_user accounts', ({
    assert,
  }) => {
    const menu = titles(memberMenuFor(member({ isOmiseUser: true }), [business]))
    assert.notIncludeMembers(menu, ['Subscriptions', 'Invoices', 'Plan Agreements'])
    assert.include(menu, 'Payment Methods')
  })

  test('[spec 6] Subscriptions, Invoices and Plan Agreements are hidden with a custom_created plan', ({
    assert,
  }) => {
    const menu = titles(
      memberMenuFor(member(), [business, { name: 'Personal', custom_created: true }])
    )
    assert.notIncludeMembers(menu, ['Subscriptions', 'Invoices', 'Plan Agreements'])
    assert.includeMembers(titles(memberMenuFor(member(), [business])), [
      'Subscriptions',
      'Invoices',
      'Plan Agreements',
    ])
  })

  test('[spec 6] Spouse / Partner Details shows only with a current plan named Personal', ({
    assert,
  }) => {
    assert.include(
      titles(memberMenuFor(member(), [business, personal])),
      'Spouse / Partner Details'
    )
    assert.notInclude(titles(memberMenuFor(member(), [business])), 'Spouse / Partner Details')
    assert.notInclude(titles(memberMenuFor(member(), [])), 'Spouse / Partner Details')
  })

  for (const slug of [
    'admin',
    'super_admin',
    'accounting',
    'officer_access',
    'lawyer',
  ] as RoleSlug[]) {
    test(`[spec 6] ${slug} gets no member menu (only the Admin Dashboard link)`, ({ assert }) => {
      assert.deepEqual(memberMenuFor({ ...member(), roleId: roleIdFor(slug) }, [personal]), [])
    })
  }

  test("[spec 2.8] a partner's own login sees the reduced menu, whatever the plan (DESIGN §11)", ({
    assert,
  }) => {
    const partner = { ...member(), partnerOfUserId: 41 }
    assert.deepEqual(titles(memberMenuFor(partner, [personal])), [
      'Profile Details',
      'Change Password',
      'Member Card',
      'My requests',
    ])
    assert.deepEqual(titles(memberMenuFor({ ...partner, isOmiseUser: true }, [personal])), [
      'Profile Details',
      'Change Password',
      'Member Card',
      'My requests',
    ])
  })

  test('[spec 6] a partner may use the routes of its menu pages and no other settings route', ({
    assert,
  }) => {
    for (const name of [
      'settings.profile-details',
      'settings.profile-details.update',
      'settings.change-password.update',
      'settings.devices.destroy',
      'settings.member-card.pdf',
      'settings.member-card.rotate',
      'settings.my-requests',
    ]) {
      assert.isTrue(partnerMayUse(name), name)
    }
    for (const name of [
      'settings.profile-details.invoice-details.update',
      'settings.partner-details',
      'settings.partner-details.partner.invitation.store',
      'settings.subscriptions',
      'settings.invoices.pdf',
      'settings.data-export',
      'settings.services-used',
      'settings.written-requests.confirm',
      undefined,
    ]) {
      assert.isFalse(partnerMayUse(name), String(name))
    }
  })
})
