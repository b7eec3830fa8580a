import { BaseTransformer } from '@adonisjs/core/transformers'
import type BlogPost from '#models/blog_post'
import { thaiMissing } from '#support/thai_content'

/** One post as the admin Blogs list shows it (SPEC §2.9): no body; category and tags preloaded. */
export default class BlogPostRowTransformer extends BaseTransformer<BlogPost> {
  toObject() {
    const post = this.resource
    return {
      id: post.id,
      title: post.title,
      titleTh: post.titleTh,
      slug: post.slug,
      status: post.status,
      category: post.category?.name ?? null,
      tags: (post.tags ?? []).map((tag) => tag.name),
      thaiMissing: thaiMissing(post, 'blog'),
      publishedAt: post.publishedAt?.toISO() ?? null,
      updatedAt: post.updatedAt?.toISO() ?? null,
    }
  }
}
