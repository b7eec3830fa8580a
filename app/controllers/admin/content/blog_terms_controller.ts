import type { HttpContext } from '@adonisjs/core/http'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import BlogTag from '#models/blog_tag'
import BlogCategory from '#models/blog_category'
import { saveContent, deleteContent, uniqueSlug } from '#services/content/content_writes'
import { blogCategoryValidator, blogTagValidator } from '#validators/admin_content'
import { staffWrite } from '#support/staff_write'
import { backWith, redirectWith } from '#support/redirects'

/** Tags and Categories (SPEC §2.9, group Manage Blogs) differ only in their table. */
const KINDS = {
  tags: { model: BlogTag, validator: blogTagValidator },
  categories: { model: BlogCategory, validator: blogCategoryValidator },
} as const
type Kind = keyof typeof KINDS

type Term = BlogTag | BlogCategory

function makeController(kind: Kind) {
  const { model, validator } = KINDS[kind]
  const Model = model as unknown as LucidModel & { query: typeof BlogTag.query }
  const route = `admin.${kind}` as const
  const singular = kind === 'tags' ? 'tag' : 'category'

  return class BlogTermsController {
    async store(ctx: HttpContext) {
      const data = await ctx.request.validateUsing(validator, { meta: {} })
      const term = new (Model as unknown as new () => Term)()
      await saveContent(term, await this.#values(data), `${singular}.created`, staffWrite(ctx))
      return redirectWith(ctx, 'admin_content.flash.saved').toRoute(route)
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
      return backWith(ctx, 'admin_content.flash.saved')
    }

    async destroy(ctx: HttpContext) {
      const term = (await (Model as typeof BlogTag).findOrFail(ctx.params.id)) as Term
      await deleteContent(term, `${singular}.deleted`, staffWrite(ctx), {
        name: term.name,
        slug: term.slug,
      })
      return backWith(ctx, 'admin_content.flash.deleted')
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
