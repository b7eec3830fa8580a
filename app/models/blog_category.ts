import string from '@adonisjs/core/helpers/string'
import { beforeSave, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import BlogPost from '#models/blog_post'

export default class BlogCategory extends TimestampedRow {
  static table = 'blog_categories'

  @column()
  declare name: string

  @column()
  declare slug: string

  @column()
  declare nameTh: string | null

  @hasMany(() => BlogPost, { foreignKey: 'categoryId' })
  declare posts: HasMany<typeof BlogPost>

  @beforeSave()
  static fillSlug(category: BlogCategory) {
    if (!category.slug) category.slug = string.slug(category.name, { lower: true, strict: true })
  }
}
