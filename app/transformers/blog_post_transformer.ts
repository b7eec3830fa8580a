import { BaseTransformer } from '@adonisjs/core/transformers'
import BlogPost from '#models/blog_post'
import { BUSINESS_ZONE } from '#support/business_hours'
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

  /** The edit form of Manage Blogs (tags preloaded); a new post starts as a blank draft. */
  static form(post: BlogPost | null) {
    return new BlogPostTransformer(post ?? new BlogPost(), 'en').toForm()
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

  /**
   * Form values carry the validator's field names; rich text reaches the
   * editor sanitized, the schedule as Bangkok time for a datetime-local input.
   */
  toForm() {
    const post = this.resource
    return {
      title: post.title ?? '',
      title_th: post.titleTh ?? '',
      slug: post.slug ?? '',
      excerpt: post.excerpt ?? '',
      excerpt_th: post.excerptTh ?? '',
      body: sanitizeRichText(post.body),
      body_th: sanitizeRichText(post.bodyTh),
      seo_title: post.seoTitle ?? '',
      seo_title_th: post.seoTitleTh ?? '',
      seo_description: post.seoDescription ?? '',
      seo_description_th: post.seoDescriptionTh ?? '',
      category_id: post.categoryId ? String(post.categoryId) : '',
      tag_ids: post.tags ? post.tags.map((tag) => String(tag.id)) : [],
      publish: (post.status === 'published'
        ? 'now'
        : post.status === 'scheduled'
          ? 'schedule'
          : 'draft') as 'draft' | 'now' | 'schedule',
      publish_at:
        post.status === 'scheduled' && post.publishedAt
          ? post.publishedAt.setZone(BUSINESS_ZONE).toFormat("yyyy-LL-dd'T'HH:mm")
          : '',
    }
  }

  #term(term: { name: string; nameTh: string | null; slug: string }) {
    return { name: localized(term.name, term.nameTh, this.locale), slug: term.slug }
  }
}
