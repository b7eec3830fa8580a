import { DateTime } from 'luxon'
import { beforeSave, column, scope } from '@adonisjs/lucid/orm'
import { TimestampedRow } from '#models/concerns/rows'
import { toBoolean } from '#support/columns'
import { sanitizeRichText } from '#support/rich_text'
import { localized } from '#support/localized'
import type { ContentLocale } from '#enums/content'

/** A version of the terms and conditions; one is active at a time. */
export default class TermsAndCondition extends TimestampedRow {
  static table = 'terms_and_conditions'

  @column()
  declare title: string

  /** Rich text (SPEC §3), sanitized on save (DESIGN §6). */
  @column()
  declare description: string

  @column()
  declare version: string

  @column()
  declare titleTh: string | null

  /** Rich text, sanitized on save (DESIGN §6). */
  @column()
  declare descriptionTh: string | null

  @column({ consume: toBoolean })
  declare isActive: boolean

  @column.dateTime()
  declare publishedAt: DateTime | null

  @beforeSave()
  static sanitize(terms: TermsAndCondition) {
    if (terms.$dirty.description !== undefined) {
      terms.description = sanitizeRichText(terms.description)
    }
    if (terms.$dirty.descriptionTh !== undefined && terms.descriptionTh !== null) {
      terms.descriptionTh = sanitizeRichText(terms.descriptionTh)
    }
  }

  /**
   * The text a reader of `locale` is shown and accepts: the Thai when the
   * version has a Thai text, otherwise the English (DESIGN §1 fallback).
   */
  textFor(locale: string): { locale: ContentLocale; title: string; html: string } {
    const thai = locale === 'th' && (this.descriptionTh ?? '').trim() !== ''
    return {
      locale: thai ? 'th' : 'en',
      title: thai ? localized(this.title, this.titleTh, 'th') : this.title,
      html: sanitizeRichText(thai ? this.descriptionTh : this.description),
    }
  }

  static active = scope((query) => {
    query.where('is_active', true)
  })

  /** The version members accept today: the active one published last. */
  static current() {
    return this.query()
      .where('is_active', true)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .first()
  }
}
