import string from '@adonisjs/core/helpers/string'
import { beforeSave, column, scope } from '@adonisjs/lucid/orm'
import { TimestampedRow } from '#models/concerns/rows'
import { toBoolean } from '#support/columns'
import { sanitizeRichText } from '#support/rich_text'
import { withResponsiveImages } from '#services/content/images'

/** A legal service offered to members (SPEC §3: id, title). */
export default class Service extends TimestampedRow {
  static table = 'services'

  @column()
  declare title: string

  @column()
  declare slug: string

  /** Rich text, sanitized on save (DESIGN §6). */
  @column()
  declare description: string | null

  @column()
  declare titleTh: string | null

  /** Rich text, sanitized on save (DESIGN §6). */
  @column()
  declare descriptionTh: string | null

  @column({ consume: toBoolean })
  declare isActive: boolean

  @column()
  declare position: number

  @beforeSave()
  static async fillSlug(service: Service) {
    if (!service.slug) service.slug = string.slug(service.title, { lower: true, strict: true })
    if (service.$dirty.description !== undefined && service.description !== null) {
      service.description = await withResponsiveImages(sanitizeRichText(service.description))
    }
    if (service.$dirty.descriptionTh !== undefined && service.descriptionTh !== null) {
      service.descriptionTh = await withResponsiveImages(sanitizeRichText(service.descriptionTh))
    }
  }

  static active = scope((query) => {
    query.where('is_active', true).orderBy('position').orderBy('id')
  })
}
