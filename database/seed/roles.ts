import Role from '#models/role'
import { ROLES } from '#enums/role'

/**
 * Lookup rows, seeded in every environment with stable ids.
 */
export async function seedRoles() {
  await Role.updateOrCreateMany(
    'id',
    ROLES.map((role) => ({ ...role }))
  )
}
