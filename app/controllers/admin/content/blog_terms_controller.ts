import type { HttpContext } from '@adonisjs/core/http'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import BlogTag from '#models/blog_tag'
import BlogCategory from '#models/blog_category'
import { saveContent, deleteContent, uniqueSlug } from '#services/content/content_writes'
import { blogCategoryValidator, blogTagValidator } from '#validators/admin_content'
import { staffWrite } from '#support/staff_write'
import { categoriesList, tagsList } from '#lists/blog_terms_list'

/** Tags and Categories (SPEC §2.9, group Manage Blogs) differ only in their table. */
const KINDS = {
  tags: { model: BlogTag, validator: blogTagValidator, list: tagsList },
  categories: { model: BlogCategory, validator: blogCategoryValidator, list: categoriesList },
} as const
type Kind = keyof typeof KINDS

type Term = BlogTag | BlogCategory

function makeController(kind: Kind) {
  const { model, validator, list } = KINDS[kind]
  const Model = model as unknown as LucidModel & { query: typeof BlogTag.query }
  const route = `admin.${kind}` as const
  const singular = kind === 'tags' ? 'tag' : 'category'

  return class BlogTermsController {
    async index(ctx: HttpContext) {
      return ctx.inertia.render('Admin/BlogTerms', { kind, list: await list.page(ctx) })
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
