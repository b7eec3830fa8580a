import type { HttpContext } from '@adonisjs/core/http'
import { categoriesList, tagsList } from '#lists/blog_terms_list'

/** Tags and Categories (SPEC §2.9, group Manage Blogs): one page over either table. */
function listController(
  kind: 'tags' | 'categories',
  list: typeof tagsList | typeof categoriesList
) {
  return class BlogTermsListController {
    async index(ctx: HttpContext) {
      return ctx.inertia.render('Admin/BlogTerms', { kind, list: await list.page(ctx) })
    }
  }
}

export const TagsListController = listController('tags', tagsList)
export const CategoriesListController = listController('categories', categoriesList)
