import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { jsonColumn } from '#support/columns'
import LegalForm from '#models/legal_form'

/** A member's answers to one legal form, kept between visits (one per member and form). */
export default class LegalFormDraft extends BaseModel {
  static table = 'legal_form_drafts'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare legalFormId: number

  @belongsTo(() => LegalForm)
  declare legalForm: BelongsTo<typeof LegalForm>

  /** Field key → what the member typed (always text; checked strictly only for the PDF). */
  @column(jsonColumn)
  declare values: Record<string, string>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
