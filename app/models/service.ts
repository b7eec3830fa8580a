import { DateTime } from 'luxon'
import string from '@adonisjs/core/helpers/string'
import { BaseModel, beforeSave, column, scope } from '@adonisjs/lucid/orm'
import { toBoolean } from '#support/columns'

/** A legal service offered to members (SPEC §3: id, title). */
export default class Service extends BaseModel {
  static table = 'services'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare title: string

  @column()
  declare slug: string

  @column()
  declare description: string | null

  @column({ consume: toBoolean })
  declare isActive: boolean

  @column()
  declare position: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @beforeSave()
  static fillSlug(service: Service) {
    if (!service.slug) service.slug = string.slug(service.title, { lower: true, strict: true })
  }

  static active = scope((query) => {
    query.where('is_active', true).orderBy('position').orderBy('id')
  })
}
