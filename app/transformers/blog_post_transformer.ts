import { BaseTransformer } from '@adonisjs/core/transformers'
import type BlogPost from '#models/blog_post'
import { localized } from '#support/localized'
import { sanitizeRichText } from '#support/rich_text'
import { responsiveImage } from '#services/content/images'

/** A blog post in the visitor's language (category and tags preloaded). */
export default class BlogPostTransformer extends BaseTransformer<BlogPost> {
  constructor(
    post: BlogPost,
    protected locale: string
  ) {
    super(post)
  }

  /** The list shape: cards on the blog and the related posts. */
  toObject() {
    const post = this.resource
    return {
      slug: post.slug,
      title: localized(post.title, post.titleTh, this.locale),
      excerpt: localized(post.excerpt, post.excerptTh, this.locale),
      coverImageUrl: post.coverImageUrl,
      cover: this.#cover(),
      publishedAt: post.publishedAt?.toISO() ?? null,
      category: post.category ? this.#term(post.category) : null,
      tags: post.tags.map((tag) => this.#term(tag)),
    }
  }

  /** The detail shape: the list fields plus the sanitized body. */
  toDetail() {
    return {
      ...this.toObject(),
      body: sanitizeRichText(localized(this.resource.body, this.resource.bodyTh, this.locale)),
      updatedAt: this.resource.updatedAt?.toISO() ?? null,
      // SEO texts staff wrote (Blogs screen); the page falls back to title and excerpt.
      seoTitle: localized(this.resource.seoTitle, this.resource.seoTitleTh, this.locale),
      seoDescription: localized(
        this.resource.seoDescription,
        this.resource.seoDescriptionTh,
        this.locale
      ),
    }
  }

  /** The cover with its dimensions and AVIF/WebP candidates (an external URL has neither). */
  #cover() {
    const { coverImageUrl: url, coverImage: image } = this.resource
    if (!url) return null
    if (image) return responsiveImage(image, url)
    return { src: url, width: 1280, height: 720, sources: [] }
  }

  #term(term: { name: string; nameTh: string | null; slug: string }) {
    return { name: localized(term.name, term.nameTh, this.locale), slug: term.slug }
  }
}
