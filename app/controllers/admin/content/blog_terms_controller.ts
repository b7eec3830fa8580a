import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import BlogTag from '#models/blog_tag'
import BlogCategory from '#models/blog_category'
import { saveContent, deleteContent, uniqueSlug } from '#services/admin/content_writes'
import { toBlogTermRow } from '#transformers/admin_content_transformer'
import { blogCategoryValidator, blogTagValidator } from '#validators/admin_content'
import { containsAny, listPage, parseListQuery } from '#support/list_query'
import { staffWrite } from '#support/staff_write'

const list = {
  sorts: { name: 'name', slug: 'slug', created_at: 'created_at' },
  defaultSort: 'name',
  defaultDir: 'asc',
  filters: {},
} as const

/** Tags and Categories (SPEC §2.9, group Manage Blogs) differ only in their table. */
const KINDS = {
  tags: { model: BlogTag, validator: blogTagValidator, postsKey: 'posts' },
  categories: { model: BlogCategory, validator: blogCategoryValidator, postsKey: 'posts' },
} as const
type Kind = keyof typeof KINDS

type Term = BlogTag | BlogCategory

/** How many posts use each of these tags or categories: one grouped query. */
async function postCounts(kind: Kind, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const rows =
    kind === 'tags'
      ? await db
          .from('blog_post_tag')
          .whereIn('blog_tag_id', ids)
          .groupBy('blog_tag_id')
          .select('blog_tag_id as id')
          .count('* as total')
      : await db
          .from('blog_posts')
          .whereIn('category_id', ids)
          .groupBy('category_id')
          .select('category_id as id')
          .count('* as total')
  return new Map(rows.map((row) => [Number(row.id), Number(row.total)]))
}

function makeController(kind: Kind) {
  const { model, validator } = KINDS[kind]
  const Model = model as unknown as LucidModel & { query: typeof BlogTag.query }
  const route = `admin.${kind}` as const
  const singular = kind === 'tags' ? 'tag' : 'category'

  return class BlogTermsController {
    async index({ request, inertia }: HttpContext) {
      const params = parseListQuery(request.qs(), list)
      const page = await listPage(
        Model as typeof BlogTag,
        params,
        list,
        (query, { q }) =>
          query
            .withCount('posts')
            .if(q, (sub) =>
              sub.where((where) => containsAny(where, ['name', 'name_th', 'slug'], q))
            ),
        (term) => term
      )
      const counts = await postCounts(
        kind,
        page.rows.map((term) => term.id)
      )
      return inertia.render('Admin/BlogTerms', {
        kind,
        list: {
          ...page,
          rows: page.rows.map((term) => toBlogTermRow(term, counts.get(term.id) ?? 0)),
        },
      })
    }

    async store(ctx: HttpContext) {
      const data = await ctx.request.validateUsing(validator, { meta: {} })
      const term = new (Model as unknown as new () => Term)()
      await saveContent(term, await this.#values(data), `${singular}.created`, staffWrite(ctx))
      ctx.session.flash('success', ctx.i18n.t('admin_content.flash.saved'))
      return ctx.response.redirect().toRoute(route)
    }

    async update(ctx: HttpContext) {
      const term = (await (Model as typeof BlogTag).findOrFail(ctx.params.id)) as Term
      const data = await ctx.request.validateUsing(validator, { meta: { id: term.id } })
      await saveContent(
        term,
        await this.#values(data, term.id),
        `${singular}.updated`,
        staffWrite(ctx)
      )
      ctx.session.flash('success', ctx.i18n.t('admin_content.flash.saved'))
      return ctx.response.redirect().withQs().back()
    }

    async destroy(ctx: HttpContext) {
      const term = (await (Model as typeof BlogTag).findOrFail(ctx.params.id)) as Term
      await deleteContent(term, `${singular}.deleted`, staffWrite(ctx), {
        name: term.name,
        slug: term.slug,
      })
      ctx.session.flash('success', ctx.i18n.t('admin_content.flash.deleted'))
      return ctx.response.redirect().withQs().back()
    }

    async #values(
      data: { name: string; name_th?: string | null; slug?: string | null },
      ownId?: number
    ) {
      return {
        name: data.name,
        nameTh: data.name_th || null,
        // An empty slug is made from the name.
        slug: data.slug || (await uniqueSlug(Model.table, data.name, ownId)),
      }
    }
  }
}

export const TagsController = makeController('tags')
export const CategoriesController = makeController('categories')
