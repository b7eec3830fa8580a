import string from '@adonisjs/core/helpers/string'
import { beforeSave, column } from '@adonisjs/lucid/orm'
import { TimestampedRow } from '#models/concerns/rows'

/**
 * What a blog category and a blog tag both are (Manage Blogs › Tags and
 * Categories): a name in English and Thai and a slug, made from the name
 * when none is given. Each declares how it reaches its posts.
 */
export class BlogTerm extends TimestampedRow {
  @column()
  declare name: string

  @column()
  declare slug: string

  @column()
  declare nameTh: string | null

  @beforeSave()
  static fillSlug(term: BlogTerm) {
    if (!term.slug) term.slug = string.slug(term.name, { lower: true, strict: true })
  }
}
