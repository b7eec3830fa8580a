import type { HttpContext } from '@adonisjs/core/http'
import BlogPost from '#models/blog_post'
import BlogCategory from '#models/blog_category'
import BlogTag from '#models/blog_tag'
import BlogPostTransformer from '#transformers/blog_post_transformer'
import BlogTermTransformer from '#transformers/blog_term_transformer'

export const POSTS_PER_PAGE = 9
const RELATED_POSTS = 3

/** Reads a query value that must be a short string; anything else counts as absent. */
function queryText(value: unknown, max = 100): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  return text === '' ? null : text.slice(0, max)
}

function pageNumber(value: unknown): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1
}

/** Blog list and detail (SPEC §2.2 resources, issue 6). */
export default class BlogController {
  async index({ inertia, request, i18n }: HttpContext) {
    const qs = request.qs()
    const page = pageNumber(qs.page)
    const categorySlug = queryText(qs.category)
    const tagSlug = queryText(qs.tag)
    const search = queryText(qs.q)

    // An unknown category or tag is a page that does not exist: 404.
    const category = categorySlug
      ? await BlogCategory.query().where('slug', categorySlug).firstOrFail()
      : null
    const tag = tagSlug ? await BlogTag.query().where('slug', tagSlug).firstOrFail() : null

    const query = BlogPost.query()
      .withScopes((scopes) => scopes.visible())
      .preload('category')
      .preload('tags', (tags) => tags.orderBy('name'))
      .preload('coverImage')
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
    if (category) query.where('category_id', category.id)
    if (tag) {
      query.whereHas('tags', (tags) => tags.where('blog_tags.id', tag.id))
    }
    if (search) {
      // LIKE wildcards typed by the visitor are matched literally by dropping them.
      const term = `%${search.replace(/[%_\\]/g, '')}%`
      query.where((where) => {
        where
          .whereILike('title', term)
          .orWhereILike('excerpt', term)
          .orWhereILike('title_th', term)
          .orWhereILike('excerpt_th', term)
      })
    }
    const posts = await query.paginate(page, POSTS_PER_PAGE)
    // Filters offer only what leads somewhere.
    const [categories, tags] = await Promise.all([
      BlogCategory.query()
        .whereHas('posts', (related) => related.withScopes((scopes) => scopes.visible()))
        .orderBy('name'),
      BlogTag.query()
        .whereHas('posts', (related) => related.withScopes((scopes) => scopes.visible()))
        .orderBy('name'),
    ])

    return inertia.render('Marketing/BlogIndex', {
      posts: BlogPostTransformer.transform(posts.all(), i18n.locale),
      meta: {
        currentPage: posts.currentPage,
        lastPage: posts.lastPage,
        total: posts.total,
        perPage: posts.perPage,
      },
      filters: { category: category?.slug ?? null, tag: tag?.slug ?? null, q: search },
      activeCategory: BlogTermTransformer.transform(category, i18n.locale),
      activeTag: BlogTermTransformer.transform(tag, i18n.locale),
      categories: BlogTermTransformer.transform(categories, i18n.locale),
      tags: BlogTermTransformer.transform(tags, i18n.locale),
    })
  }

  async show({ inertia, params, i18n }: HttpContext) {
    const post = await BlogPost.query()
      .withScopes((scopes) => scopes.visible())
      .where('slug', String(params.slug))
      .preload('category')
      .preload('tags', (tags) => tags.orderBy('name'))
      .preload('coverImage')
      .firstOrFail()
    const related = await BlogPost.query()
      .withScopes((scopes) => scopes.visible())
      .whereNot('id', post.id)
      .preload('category')
      .preload('tags', (tags) => tags.orderBy('name'))
      .preload('coverImage')
      // Same category first, then the newest.
      .if(post.categoryId !== null, (query) =>
        query.orderByRaw('CASE WHEN category_id = ? THEN 0 ELSE 1 END', [post.categoryId!])
      )
      .orderBy('published_at', 'desc')
      .limit(RELATED_POSTS)

    return inertia.render('Marketing/BlogShow', {
      post: BlogPostTransformer.transform(post, i18n.locale).useVariant('toDetail'),
      related: BlogPostTransformer.transform(related, i18n.locale),
    })
  }
}
