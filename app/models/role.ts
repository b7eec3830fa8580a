import { column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import type { RoleSlug } from '#enums/role'
import User from '#models/user'

export default class Role extends TimestampedRow {
  @column()
  declare slug: RoleSlug

  @column()
  declare name: string

  @hasMany(() => User)
  declare users: HasMany<typeof User>

  static #byId: Promise<Map<number, Role>> | null = null

  /**
   * A role by its id, from the roles read once per process. The five roles
   * are written by migrations and seeders only, and every signed-in request
   * needs its user's (User#loadRole): one query fewer on each of them.
   * An id not among them reads the table again on the next call.
   */
  static async byId(id: number): Promise<Role | null> {
    this.#byId ??= this.query().then(
      (roles) => new Map(roles.map((role) => [role.id, role])),
      (error) => {
        this.#byId = null
        throw error
      }
    )
    const roles = await this.#byId
    const role = roles.get(id) ?? null
    if (!role) this.#byId = null
    return role
  }
}
