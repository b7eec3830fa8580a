import string from '@adonisjs/core/helpers/string'
import { beforeSave, column, manyToMany } from '@adonisjs/lucid/orm'
import type { ManyToMany } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import BlogPost from '#models/blog_post'

export default class BlogTag extends TimestampedRow {
  static table = 'blog_tags'

  @column()
  declare name: string

  @column()
  declare slug: string

  @column()
  declare nameTh: string | null

  @manyToMany(() => BlogPost, {
    pivotTable: 'blog_post_tag',
    pivotForeignKey: 'blog_tag_id',
    pivotRelatedForeignKey: 'blog_post_id',
  })
  declare posts: ManyToMany<typeof BlogPost>

  @beforeSave()
  static fillSlug(tag: BlogTag) {
    if (!tag.slug) tag.slug = string.slug(tag.name, { lower: true, strict: true })
  }
}
