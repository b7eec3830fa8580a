import type { HttpContext } from '@adonisjs/core/http'
import BlogPostTransformer from '#transformers/blog_post_transformer'
import BlogTermTransformer from '#transformers/blog_term_transformer'
import {
  blogFilterTerms,
  blogListing,
  relatedBlogPosts,
  visibleBlogPost,
} from '#services/content/blog'

/** Blog list and detail (SPEC §2.2 resources). */
export default class BlogController {
  async index({ inertia, request, i18n }: HttpContext) {
    const { posts, category, tag, search } = await blogListing(request.qs())
    const { categories, tags } = await blogFilterTerms()
    const { currentPage, lastPage, total, perPage } = posts
    return inertia.render('Marketing/BlogIndex', {
      posts: BlogPostTransformer.transform(posts.all(), i18n.locale),
      meta: { currentPage, lastPage, total, perPage },
      filters: { category: category?.slug ?? null, tag: tag?.slug ?? null, q: search },
      activeCategory: BlogTermTransformer.transform(category, i18n.locale),
      activeTag: BlogTermTransformer.transform(tag, i18n.locale),
      categories: BlogTermTransformer.transform(categories, i18n.locale),
      tags: BlogTermTransformer.transform(tags, i18n.locale),
    })
  }

  async show({ inertia, params, i18n }: HttpContext) {
    const post = await visibleBlogPost(String(params.slug))
    return inertia.render('Marketing/BlogShow', {
      post: BlogPostTransformer.transform(post, i18n.locale).useVariant('toDetail'),
      related: BlogPostTransformer.transform(await relatedBlogPosts(post), i18n.locale),
    })
  }
}
