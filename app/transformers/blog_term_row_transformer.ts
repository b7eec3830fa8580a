import { BaseTransformer } from '@adonisjs/core/transformers'
import type BlogCategory from '#models/blog_category'
import type BlogTag from '#models/blog_tag'

/**
 * One tag or category as the admin Tags and Categories lists show it
 * (SPEC §2.9, group Manage Blogs); the list counts its posts (`withCount`).
 */
export default class BlogTermRowTransformer extends BaseTransformer<BlogTag | BlogCategory> {
  toObject() {
    const term = this.resource
    return {
      id: term.id,
      name: term.name,
      nameTh: term.nameTh,
      slug: term.slug,
      posts: Number(term.$extras.posts_count ?? 0),
      createdAt: term.createdAt.toISO()!,
    }
  }
}
