import factory from '@adonisjs/lucid/factories'
import User from '#models/user'
import { roleIdFor, RoleSlug } from '#enums/role'

export const UserFactory = factory
  .define(User, ({ faker }) => ({
    name: faker.person.fullName(),
    email: faker.internet.email().toLowerCase(),
    password: 'Secret-pass-123',
    roleId: roleIdFor(RoleSlug.USER),
    // ISO 3166-1 alpha-2 codes, as stored (SPEC §2.8).
    country: 'TH',
    nationality: faker.helpers.arrayElement(['GB', 'US', 'DE', 'AU', 'TH']),
    locale: 'en',
    isFreeMember: false,
    isOmiseUser: false,
  }))
  .state('admin', (user) => (user.roleId = roleIdFor(RoleSlug.ADMIN)))
  .state('super_admin', (user) => (user.roleId = roleIdFor(RoleSlug.SUPER_ADMIN)))
  .state('accounting', (user) => (user.roleId = roleIdFor(RoleSlug.ACCOUNTING)))
  .state('officer_access', (user) => (user.roleId = roleIdFor(RoleSlug.OFFICER_ACCESS)))
  .state('lawyer', (user) => (user.roleId = roleIdFor(RoleSlug.LAWYER)))
  .state('free_member', (user) => (user.isFreeMember = true))
  .state('omise_user', (user) => (user.isOmiseUser = true))
  .build()
