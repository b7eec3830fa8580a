import BlogPost from '#models/blog_post'
import BlogCategory from '#models/blog_category'
import BlogTag from '#models/blog_tag'

/**
 * What the public blog shows (SPEC §2.2 resources): the visible posts a
 * visitor's filters select, one post with its related posts, and the
 * categories and tags that lead somewhere. Queries only, returning models;
 * the pages receive them through BlogPostTransformer and BlogTermTransformer.
 */
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

/** Visible posts with what a card shows: category, tags by name, cover image. */
function visiblePosts() {
  return BlogPost.query()
    .withScopes((scopes) => scopes.visible())
    .preload('category')
    .preload('tags', (tags) => tags.orderBy('name'))
    .preload('coverImage')
}

/**
 * One page of the blog list for the visitor's query string (page, category,
 * tag, q). An unknown category or tag is a page that does not exist: 404.
 */
export async function blogListing(qs: Record<string, unknown>) {
  const categorySlug = queryText(qs.category)
  const tagSlug = queryText(qs.tag)
  const search = queryText(qs.q)
  const category = categorySlug
    ? await BlogCategory.query().where('slug', categorySlug).firstOrFail()
    : null
  const tag = tagSlug ? await BlogTag.query().where('slug', tagSlug).firstOrFail() : null

  const query = visiblePosts().orderBy('published_at', 'desc').orderBy('id', 'desc')
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
  const posts = await query.paginate(pageNumber(qs.page), POSTS_PER_PAGE)
  return { posts, category, tag, search }
}

/** The categories and tags that have a visible post: filters offer only what leads somewhere. */
export async function blogFilterTerms() {
  const [categories, tags] = await Promise.all([
    BlogCategory.query()
      .whereHas('posts', (related) => related.withScopes((scopes) => scopes.visible()))
      .orderBy('name'),
    BlogTag.query()
      .whereHas('posts', (related) => related.withScopes((scopes) => scopes.visible()))
      .orderBy('name'),
  ])
  return { categories, tags }
}

/** One visible post by slug; a missing or hidden post is a 404. */
export async function visibleBlogPost(slug: string) {
  return visiblePosts().where('slug', slug).firstOrFail()
}

/** Other visible posts to read next: the same category first, then the newest. */
export async function relatedBlogPosts(post: BlogPost) {
  return visiblePosts()
    .whereNot('id', post.id)
    .if(post.categoryId !== null, (query) =>
      query.orderByRaw('CASE WHEN category_id = ? THEN 0 ELSE 1 END', [post.categoryId!])
    )
    .orderBy('published_at', 'desc')
    .limit(RELATED_POSTS)
}
