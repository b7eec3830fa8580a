import { beforeSave, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import { jsonColumn } from '#support/columns'
import { sanitizeRichText } from '#support/rich_text'
import Plan from '#models/plan'

/** One accordion section of the plan-details modal (SPEC §2.6, §3). */
export default class PlanDetailItem extends TimestampedRow {
  @column()
  declare planId: number

  @belongsTo(() => Plan)
  declare plan: BelongsTo<typeof Plan>

  @column()
  declare question: string

  @column()
  declare questionTh: string | null

  @column()
  declare description: string | null

  @column()
  declare descriptionTh: string | null

  /** Answer lines, each a short piece of rich text (HTML, sanitized on save and on render). */
  @column(jsonColumn)
  declare answers: string[] | null

  @column(jsonColumn)
  declare answersTh: string[] | null

  /** Variants of the description (SPEC §3), plain text lines. */
  @column(jsonColumn)
  declare variants: string[] | null

  @column(jsonColumn)
  declare variantsTh: string[] | null

  @column()
  declare position: number

  @beforeSave()
  static sanitize(item: PlanDetailItem) {
    const clean = (lines: string[] | null) =>
      lines === null ? null : lines.map((line) => sanitizeRichText(line)).filter(Boolean)
    if (item.$dirty.answers !== undefined) item.answers = clean(item.answers)
    if (item.$dirty.answersTh !== undefined) item.answersTh = clean(item.answersTh)
  }
}
