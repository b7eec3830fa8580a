import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import { jsonColumn } from '#support/columns'
import LegalForm from '#models/legal_form'

/** A member's answers to one legal form, kept between visits (one per member and form). */
export default class LegalFormDraft extends TimestampedRow {
  static table = 'legal_form_drafts'

  @column()
  declare userId: number

  @column()
  declare legalFormId: number

  @belongsTo(() => LegalForm)
  declare legalForm: BelongsTo<typeof LegalForm>

  /** Field key → what the member typed (always text; checked strictly only for the PDF). */
  @column(jsonColumn)
  declare values: Record<string, string>
}
