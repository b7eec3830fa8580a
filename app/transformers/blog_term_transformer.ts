import { BaseTransformer } from '@adonisjs/core/transformers'
import type BlogCategory from '#models/blog_category'
import type BlogTag from '#models/blog_tag'
import { localized } from '#support/localized'

/** A blog category or tag as filters and links show it. */
export default class BlogTermTransformer extends BaseTransformer<BlogCategory | BlogTag> {
  constructor(
    term: BlogCategory | BlogTag,
    protected locale: string = 'en'
  ) {
    super(term)
  }

  toObject() {
    // The Thai name when staff gave one (Tags and Categories screens).
    return {
      name: localized(this.resource.name, this.resource.nameTh, this.locale),
      slug: this.resource.slug,
    }
  }
}
