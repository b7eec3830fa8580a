import type { HttpContext } from '@adonisjs/core/http'
import { blogsList } from '#lists/blogs_list'

/** SPEC §2.9 Blogs: the list of posts, published, scheduled and drafts. */
export default class BlogsListController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/Blogs', { list: await blogsList.page(ctx) })
  }
}
