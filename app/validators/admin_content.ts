import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import { BUSINESS_ZONE } from '#support/business_hours'
import { RATING_MAX, RATING_MIN } from '#enums/content'
import { id, integer } from '#validators/rules'

/**
 * The content screens. Rich text is limited in size
 * only: its HTML is sanitized by the models on save (app/support/rich_text.ts).
 */
export const CONTENT_TITLE_MAX = 200
export const CONTENT_SLUG_MAX = 120
export const CONTENT_EXCERPT_MAX = 500
export const SEO_TITLE_MAX = 70
export const SEO_DESCRIPTION_MAX = 320
export const RICH_TEXT_MAX = 100_000
export const REVIEW_COMMENT_MAX = 2000
export const TERM_NAME_MAX = 80
export const VERSION_MAX = 40
/** Images accepted in rich text and as blog covers: never SVG (it can carry script). */
export const CONTENT_IMAGE_EXTNAMES = ['png', 'jpg', 'jpeg', 'gif', 'webp']
export const CONTENT_IMAGE_SIZE = '5mb'
/** A slug: lower-case words of letters and digits joined by single dashes. */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$'
/** `<input type="datetime-local">`, read in Bangkok time. */
const LOCAL_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/

/** A wall-clock time in Bangkok (what staff type) as a DateTime, or null. */
export function bangkokTime(value: string): DateTime | null {
  const parsed = DateTime.fromISO(value, { zone: BUSINESS_ZONE })
  return parsed.isValid ? parsed : null
}

const futureTime = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const time = bangkokTime(value)
  if (!time) field.report('The {field} field must be a valid date', 'date', field)
  else if (time <= DateTime.now()) {
    field.report('The {field} field must be a time in the future', 'future_time', field)
  }
})

const title = () => vine.string().trim().minLength(2).maxLength(CONTENT_TITLE_MAX)
const optionalText = (max: number) => vine.string().trim().maxLength(max).optional()
const richText = () => vine.string().trim().minLength(1).maxLength(RICH_TEXT_MAX)
const slug = (table: string) =>
  vine
    .string()
    .trim()
    .toLowerCase()
    .maxLength(CONTENT_SLUG_MAX)
    .regex(new RegExp(SLUG_PATTERN, 'u'))
    .unique({
      table,
      column: 'slug',
      filter: (query, _value, field) => {
        const own = field.meta.id as number | undefined
        if (own) query.whereNot('id', own)
      },
    })
    .optional()

const image = () => vine.file({ size: CONTENT_IMAGE_SIZE, extnames: CONTENT_IMAGE_EXTNAMES })

export const contentImageValidator = vine.create({ image: image() })

export const blogPostValidator = vine.create({
  title: title(),
  title_th: optionalText(CONTENT_TITLE_MAX),
  slug: slug('blog_posts'),
  excerpt: optionalText(CONTENT_EXCERPT_MAX),
  excerpt_th: optionalText(CONTENT_EXCERPT_MAX),
  body: richText(),
  body_th: vine.string().trim().maxLength(RICH_TEXT_MAX).optional(),
  seo_title: optionalText(SEO_TITLE_MAX),
  seo_title_th: optionalText(SEO_TITLE_MAX),
  seo_description: optionalText(SEO_DESCRIPTION_MAX),
  seo_description_th: optionalText(SEO_DESCRIPTION_MAX),
  category_id: id().exists({ table: 'blog_categories', column: 'id' }).optional(),
  tag_ids: vine
    .array(id().exists({ table: 'blog_tags', column: 'id' }))
    .maxLength(20)
    .optional(),
  cover: image().optional(),
  remove_cover: vine.boolean().optional(),
  publish: vine.enum(['draft', 'now', 'schedule'] as const),
  publish_at: vine
    .string()
    .trim()
    .regex(LOCAL_DATETIME)
    .use(futureTime())
    .optional()
    .requiredWhen('publish', '=', 'schedule'),
})

export const blogPublishValidator = vine.create({
  publish_at: vine.string().trim().regex(LOCAL_DATETIME).use(futureTime()).optional(),
})

const termName = () => vine.string().trim().minLength(1).maxLength(TERM_NAME_MAX)

export const blogTagValidator = vine.create({
  name: termName(),
  name_th: optionalText(TERM_NAME_MAX),
  slug: slug('blog_tags'),
})

export const blogCategoryValidator = vine.create({
  name: termName(),
  name_th: optionalText(TERM_NAME_MAX),
  slug: slug('blog_categories'),
})

export const serviceValidator = vine.create({
  title: title(),
  title_th: optionalText(CONTENT_TITLE_MAX),
  slug: slug('services'),
  description: vine.string().trim().maxLength(RICH_TEXT_MAX).optional(),
  description_th: vine.string().trim().maxLength(RICH_TEXT_MAX).optional(),
  position: integer().min(0).max(10_000).optional(),
  is_active: vine.boolean().optional(),
})

export const reviewValidator = vine.create({
  name: vine.string().trim().minLength(2).maxLength(160),
  comment: vine.string().trim().minLength(2).maxLength(REVIEW_COMMENT_MAX),
  comment_th: optionalText(REVIEW_COMMENT_MAX),
  rating: integer().range([RATING_MIN, RATING_MAX]),
  is_published: vine.boolean().optional(),
})

export const termsValidator = vine.create({
  title: title(),
  title_th: optionalText(CONTENT_TITLE_MAX),
  version: vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(VERSION_MAX)
    .regex(/^[\w.\- ]+$/u)
    .unique({
      table: 'terms_and_conditions',
      column: 'version',
      filter: (query, _value, field) => {
        const own = field.meta.id as number | undefined
        if (own) query.whereNot('id', own)
      },
    }),
  description: richText(),
  description_th: vine.string().trim().maxLength(RICH_TEXT_MAX).optional(),
})
