import { manyToMany } from '@adonisjs/lucid/orm'
import type { ManyToMany } from '@adonisjs/lucid/types/relations'
import { BlogTerm } from '#models/concerns/blog_term'
import BlogPost from '#models/blog_post'

export default class BlogTag extends BlogTerm {
  static table = 'blog_tags'

  @manyToMany(() => BlogPost, {
    pivotTable: 'blog_post_tag',
    pivotForeignKey: 'blog_tag_id',
    pivotRelatedForeignKey: 'blog_post_id',
  })
  declare posts: ManyToMany<typeof BlogPost>
}
