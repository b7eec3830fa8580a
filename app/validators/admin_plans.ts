import vine from '@vinejs/vine'
import { BillingPeriod } from '#enums/billing'
import { FAQ_PAGES, IDENTITY_DOCUMENT_TYPES } from '#enums/content'
import { EMAIL_MAX } from '#validators/limits'
import { email, integer } from '#validators/rules'

/**
 * Validators of Manage Plan Details, FAQ and Customer POI Management. Messages:
 * `admin_plans.validator.*`,
 * `admin_faq.validator.*`, `poi.validator.*` (scopedMessages).
 */

export const PLAN_DESCRIPTION_MAX = 2000
export const DETAIL_QUESTION_MAX = 255
export const DETAIL_DESCRIPTION_MAX = 2000
export const DETAIL_LINE_MAX = 300
export const DETAIL_ANSWER_MAX = 4000
export const DETAIL_LINES_MAX = 20
export const FAQ_HEADING_MAX = 200
export const FAQ_QUESTION_MAX = 500
export const RICH_TEXT_MAX = 20_000
export const REASON_MAX = 1000
export const REQUEST_NOTE_MAX = 1000
/** Prices are whole satang between 1 THB and 1,000,000 THB. */
export const PRICE_MIN_SATANG = 100
export const PRICE_MAX_SATANG = 100_000_000

/** Rich text with something to read once the tags are gone (an emptied editor sends `<p></p>`). */
const hasVisibleText = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const text = value.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '')
  if (text === '' && !/<img\b/i.test(value)) {
    field.report('The {field} field is required', 'required', field)
  }
})

const text = (max: number) => vine.string().trim().maxLength(max)
const optionalText = (max: number) => text(max).optional().nullable()
const richText = () => vine.string().trim().maxLength(RICH_TEXT_MAX).use(hasVisibleText())
const optionalRichText = () => vine.string().trim().maxLength(RICH_TEXT_MAX).optional().nullable()
/** A list of lines; an emptied line arrives as null (the body parser's empty-string rule) and is dropped. */
const lines = (max: number) =>
  vine.array(vine.string().trim().maxLength(max).nullable()).maxLength(DETAIL_LINES_MAX)

export const planCopyValidator = vine.create({
  description: text(PLAN_DESCRIPTION_MAX).minLength(1),
  description_th: optionalText(PLAN_DESCRIPTION_MAX),
})

export const planPriceValidator = vine.create({
  billing_period: vine.enum(Object.values(BillingPeriod)),
  amount_satang: integer().range([PRICE_MIN_SATANG, PRICE_MAX_SATANG]),
})

export const detailItemValidator = vine.create({
  question: text(DETAIL_QUESTION_MAX).minLength(2),
  question_th: optionalText(DETAIL_QUESTION_MAX),
  description: optionalText(DETAIL_DESCRIPTION_MAX),
  description_th: optionalText(DETAIL_DESCRIPTION_MAX),
  variants: lines(DETAIL_LINE_MAX),
  variants_th: lines(DETAIL_LINE_MAX),
  answers: lines(DETAIL_ANSWER_MAX),
  answers_th: lines(DETAIL_ANSWER_MAX),
})

export const moveValidator = vine.create({
  direction: vine.enum(['up', 'down'] as const),
})

export const faqValidator = vine.create({
  page_key: vine.enum(FAQ_PAGES),
  group_heading: optionalText(FAQ_HEADING_MAX),
  group_heading_th: optionalText(FAQ_HEADING_MAX),
  question: text(FAQ_QUESTION_MAX).minLength(2),
  question_th: optionalText(FAQ_QUESTION_MAX),
  answer: richText(),
  answer_th: optionalRichText(),
  is_published: vine.boolean(),
})

/** Customer POI: which member, what to send, a note shown on the upload page. */
export const poiRequestValidator = vine.create({
  email: email().maxLength(EMAIL_MAX),
  document_type: vine.enum(IDENTITY_DOCUMENT_TYPES),
  note: optionalText(REQUEST_NOTE_MAX),
})

/** The member's upload: one PDF, JPEG or PNG (the content is checked too, not only the name). */
export const POI_MAX_BYTES = 5 * 1024 * 1024
export const poiUploadValidator = vine.create({
  document: vine.file({ size: POI_MAX_BYTES, extnames: ['pdf', 'jpg', 'jpeg', 'png'] }),
})

export const poiRejectValidator = vine.create({
  reason: text(REASON_MAX).minLength(3),
})
