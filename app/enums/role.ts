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

export function roleIdFor(slug: RoleSlug): number {
  return ROLES.find((role) => role.slug === slug)!.id
}

/** The stable ids, for role checks that need no relation load (policies, `User.isStaff()`). */
export const RoleId = {
  USER: 1,
  ADMIN: 2,
  SUPER_ADMIN: 3,
  ACCOUNTING: 4,
  OFFICER_ACCESS: 5,
  LAWYER: 6,
} as const satisfies Record<keyof typeof RoleSlug, number>

const slugById = new Map<number, RoleSlug>(ROLES.map((role) => [role.id, role.slug]))

/** The role of a `role_id` column, without touching the database. */
export function roleSlugForId(id: number | null | undefined): RoleSlug | undefined {
  return id === null || id === undefined ? undefined : slugById.get(id)
}
