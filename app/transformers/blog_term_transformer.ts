import { BaseTransformer } from '@adonisjs/core/transformers'
import type BlogCategory from '#models/blog_category'
import type BlogTag from '#models/blog_tag'

/** A blog category or tag as filters and links show it. */
export default class BlogTermTransformer extends BaseTransformer<BlogCategory | BlogTag> {
  toObject() {
    return this.pick(this.resource, ['name', 'slug'])
  }
}
