import { DateTime } from 'luxon'
import string from '@adonisjs/core/helpers/string'
import { BaseModel, beforeSave, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import BlogPost from '#models/blog_post'

export default class BlogCategory extends BaseModel {
  static table = 'blog_categories'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column()
  declare slug: string

  @column()
  declare nameTh: string | null

  @hasMany(() => BlogPost, { foreignKey: 'categoryId' })
  declare posts: HasMany<typeof BlogPost>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @beforeSave()
  static fillSlug(category: BlogCategory) {
    if (!category.slug) category.slug = string.slug(category.name, { lower: true, strict: true })
  }
}
