import { DateTime } from 'luxon'
import string from '@adonisjs/core/helpers/string'
import { beforeSave, belongsTo, column, manyToMany, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo, ManyToMany } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import User from '#models/user'
import BlogCategory from '#models/blog_category'
import BlogTag from '#models/blog_tag'
import ContentImage from '#models/content_image'
import { BlogPostStatus } from '#enums/content'
import { sanitizeRichText } from '#support/rich_text'
import { withResponsiveImages } from '#services/content/images'

export default class BlogPost extends TimestampedRow {
  static table = 'blog_posts'

  @column()
  declare title: string

  @column()
  declare slug: string

  @column()
  declare excerpt: string | null

  /** Rich text, sanitized on save (DESIGN §6). */
  @column()
  declare body: string

  @column()
  declare titleTh: string | null

  @column()
  declare excerptTh: string | null

  @column()
  declare bodyTh: string | null

  @column()
  declare coverImageUrl: string | null

  /** The cover's key on the public-content Drive disk when uploaded here (config/drive.ts). */
  @column()
  declare coverImageKey: string | null

  /** The cover as processed (dimensions, AVIF/WebP variants); none for an external cover URL. */
  @belongsTo(() => ContentImage, { foreignKey: 'coverImageKey', localKey: 'key' })
  declare coverImage: BelongsTo<typeof ContentImage>

  @column()
  declare seoTitle: string | null

  @column()
  declare seoTitleTh: string | null

  @column()
  declare seoDescription: string | null

  @column()
  declare seoDescriptionTh: string | null

  @column()
  declare status: BlogPostStatus

  @column.dateTime()
  declare publishedAt: DateTime | null

  @column()
  declare categoryId: number | null

  @belongsTo(() => BlogCategory, { foreignKey: 'categoryId' })
  declare category: BelongsTo<typeof BlogCategory>

  @column()
  declare authorId: number | null

  @belongsTo(() => User, { foreignKey: 'authorId' })
  declare author: BelongsTo<typeof User>

  @manyToMany(() => BlogTag, {
    pivotTable: 'blog_post_tag',
    pivotForeignKey: 'blog_post_id',
    pivotRelatedForeignKey: 'blog_tag_id',
  })
  declare tags: ManyToMany<typeof BlogTag>

  @beforeSave()
  static async prepare(post: BlogPost) {
    if (!post.slug) post.slug = string.slug(post.title, { lower: true, strict: true })
    if (!post.status) post.status = BlogPostStatus.DRAFT
    // Our images become <picture>s with AVIF/WebP variants and their dimensions.
    if (post.$dirty.body !== undefined) {
      post.body = await withResponsiveImages(sanitizeRichText(post.body))
    }
    if (post.$dirty.bodyTh !== undefined && post.bodyTh !== null) {
      post.bodyTh = await withResponsiveImages(sanitizeRichText(post.bodyTh))
    }
    // Publishing without a date publishes now.
    if (post.status === BlogPostStatus.PUBLISHED && !post.publishedAt) {
      post.publishedAt = DateTime.now()
    }
  }

  /** What the public blog lists: published and already due. */
  static visible = scope((query) => {
    // Formatted the way Lucid stores dates, so SQLite compares like with like.
    const now = DateTime.now().toFormat(query.client.dialect.dateTimeFormat)
    query
      .where('status', BlogPostStatus.PUBLISHED)
      .whereNotNull('published_at')
      .where('published_at', '<=', now)
  })
}
