import BlogCategory from '#models/blog_category'
import BlogTag from '#models/blog_tag'
import BlogTermRowTransformer from '#transformers/blog_term_row_transformer'
import { defineList } from '#lists/kit'

/** Tags and categories are listed alike: by name, with the number of posts using each. */
const terms = {
  search: ['name', 'name_th', 'slug'],
  sorts: { name: 'name', slug: 'slug', created_at: 'created_at' },
  defaultSort: 'name',
  defaultDir: 'asc',
  transformer: BlogTermRowTransformer,
} as const

/** SPEC §2.9 Tags (group Manage Blogs): by name, with the number of posts using each. */
export const tagsList = defineList({
  name: 'tags',
  i18n: 'admin_content.tags',
  route: 'admin.tags',
  model: BlogTag,
  ...terms,
  preload: (query) => query.withCount('posts'),
})

/** SPEC §2.9 Categories (group Manage Blogs): as the tags. */
export const categoriesList = defineList({
  name: 'categories',
  i18n: 'admin_content.categories',
  route: 'admin.categories',
  model: BlogCategory,
  ...terms,
  preload: (query) => query.withCount('posts'),
})
