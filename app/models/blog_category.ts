import { hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { BlogTerm } from '#models/concerns/blog_term'
import BlogPost from '#models/blog_post'

export default class BlogCategory extends BlogTerm {
  static table = 'blog_categories'

  @hasMany(() => BlogPost, { foreignKey: 'categoryId' })
  declare posts: HasMany<typeof BlogPost>
}
