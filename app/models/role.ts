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
}
