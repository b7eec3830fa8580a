import { BLOG_POST_STATUSES } from '#enums/content'
import BlogPost from '#models/blog_post'
import BlogPostRowTransformer from '#transformers/blog_post_row_transformer'
import { defineList, filter } from '#lists/kit'

/** SPEC §2.9 Blogs: newest change first, by status and Thai coverage. */
export const blogsList = defineList({
  name: 'blogs',
  i18n: 'admin_content.blogs',
  route: 'admin.blogs',
  model: BlogPost,
  search: ['title', 'title_th', 'slug'],
  sorts: { updated_at: 'updated_at', title: 'title', published_at: 'published_at' },
  defaultSort: 'updated_at',
  filters: {
    thai: filter.thai('blog'),
    status: {
      ...filter.column('status', BLOG_POST_STATUSES),
      labels: 'admin_content.blogs.status',
    },
  },
  preload: (query) => query.preload('category').preload('tags', (tags) => tags.orderBy('name')),
  transformer: BlogPostRowTransformer,
})
