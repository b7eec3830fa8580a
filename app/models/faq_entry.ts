import { beforeSave, column, scope } from '@adonisjs/lucid/orm'
import { TimestampedRow } from '#models/concerns/rows'
import { toBoolean } from '#support/columns'
import { sanitizeRichText } from '#support/rich_text'
import { withResponsiveImages } from '#services/content/images'

/**
 * One FAQ question. Entries of a page are shown in position order; the
 * first of a group carries its heading, its followers have none (SPEC §3).
 */
export default class FaqEntry extends TimestampedRow {
  static table = 'faq_entries'

  /** The page the entry belongs to, see FaqPage. */
  @column()
  declare pageKey: string

  @column()
  declare groupHeading: string | null

  @column()
  declare groupHeadingTh: string | null

  @column()
  declare question: string

  /** HTML, sanitized on save (DESIGN §6). */
  @column()
  declare answer: string

  @column()
  declare questionTh: string | null

  @column()
  declare answerTh: string | null

  @column()
  declare position: number

  @column({ consume: toBoolean })
  declare isPublished: boolean

  @beforeSave()
  static async sanitize(entry: FaqEntry) {
    if (entry.$dirty.answer !== undefined) {
      entry.answer = await withResponsiveImages(sanitizeRichText(entry.answer))
    }
    if (entry.$dirty.answerTh !== undefined && entry.answerTh !== null) {
      entry.answerTh = await withResponsiveImages(sanitizeRichText(entry.answerTh))
    }
    if (entry.groupHeading !== null && entry.groupHeading?.trim() === '') entry.groupHeading = null
    if (entry.groupHeadingTh?.trim() === '') entry.groupHeadingTh = null
  }

  /** Published entries of one page, in display order. */
  static forPage = scope((query, pageKey: string) => {
    query.where('page_key', pageKey).where('is_published', true).orderBy('position').orderBy('id')
  })
}
