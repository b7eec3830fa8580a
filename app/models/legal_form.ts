import { column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import type { LegalFormCategory, LegalFormField } from '#enums/legal_forms'
import { jsonColumn, toBoolean } from '#support/columns'
import LegalFormDraft from '#models/legal_form_draft'
import { localized } from '#support/localized'

/**
 * A template of the online legal forms library (SPEC §1):
 * titles, descriptions and bodies in English and Thai, the fields a member
 * fills in, and `{{key}}` placeholders in the bodies.
 */
export default class LegalForm extends TimestampedRow {
  static table = 'legal_forms'

  @column()
  declare slug: string

  @column()
  declare titleEn: string

  @column()
  declare titleTh: string

  @column()
  declare descriptionEn: string | null

  @column()
  declare descriptionTh: string | null

  @column()
  declare category: LegalFormCategory

  @column(jsonColumn)
  declare fields: LegalFormField[]

  @column()
  declare bodyEn: string

  @column()
  declare bodyTh: string

  @column({ consume: toBoolean })
  declare published: boolean

  @column()
  declare position: number

  @hasMany(() => LegalFormDraft)
  declare drafts: HasMany<typeof LegalFormDraft>

  static published = scope((query) => {
    query.where('published', true).orderBy('category').orderBy('position').orderBy('id')
  })

  title(locale: string) {
    return locale === 'th' ? this.titleTh : this.titleEn
  }

  /** The Thai description is optional: a blank one shows the English. */
  description(locale: string) {
    return localized(this.descriptionEn, this.descriptionTh, locale)
  }

  body(locale: string) {
    return locale === 'th' ? this.bodyTh : this.bodyEn
  }
}
