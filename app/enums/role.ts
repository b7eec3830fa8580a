/**
 * The six roles of SPEC §6. Ids are stable in every environment (the roles
 * seeder writes them) so that factories and policies can rely on them.
 */
export const RoleSlug = {
  USER: 'user',
  ADMIN: 'admin',
  SUPER_ADMIN: 'super_admin',
  ACCOUNTING: 'accounting',
  OFFICER_ACCESS: 'officer_access',
  LAWYER: 'lawyer',
} as const

export type RoleSlug = (typeof RoleSlug)[keyof typeof RoleSlug]

export const ROLES: ReadonlyArray<{ id: number; slug: RoleSlug; name: string }> = [
  { id: 1, slug: RoleSlug.USER, name: 'User' },
  { id: 2, slug: RoleSlug.ADMIN, name: 'Admin' },
  { id: 3, slug: RoleSlug.SUPER_ADMIN, name: 'Super Admin' },
  { id: 4, slug: RoleSlug.ACCOUNTING, name: 'Accounting' },
  { id: 5, slug: RoleSlug.OFFICER_ACCESS, name: 'Officer Access' },
  { id: 6, slug: RoleSlug.LAWYER, name: 'Lawyer' },
]

export const STAFF_ROLES: ReadonlyArray<RoleSlug> = ROLES.map((role) => role.slug).filter(
  (slug) => slug !== RoleSlug.USER
)

/** "Four roles" in SPEC §2.9. */
export const FOUR_ROLES: ReadonlyArray<RoleSlug> = [
  RoleSlug.ADMIN,
  RoleSlug.SUPER_ADMIN,
  RoleSlug.ACCOUNTING,
  RoleSlug.OFFICER_ACCESS,
]

export function roleIdFor(slug: RoleSlug): number {
  return ROLES.find((role) => role.slug === slug)!.id
}
