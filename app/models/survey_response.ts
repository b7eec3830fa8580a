import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import Feedback from '#models/feedback'
import SurveyQuestion from '#models/survey_question'

/**
 * One answer of a feedback. Checkbox answers are stored as a JSON list of
 * the chosen options.
 */
export default class SurveyResponse extends TimestampedRow {
  static table = 'survey_responses'

  @column()
  declare feedbackId: number

  @belongsTo(() => Feedback)
  declare feedback: BelongsTo<typeof Feedback>

  @column()
  declare surveyQuestionId: number

  @belongsTo(() => SurveyQuestion)
  declare surveyQuestion: BelongsTo<typeof SurveyQuestion>

  @column()
  declare answer: string | null

  /** The answer as shown to staff; a JSON list reads as "a, b". */
  displayAnswer(): string | null {
    const raw = this.answer?.trim()
    if (!raw) return null
    if (raw.startsWith('[')) {
      try {
        const list = JSON.parse(raw)
        if (Array.isArray(list)) return list.length ? list.join(', ') : null
      } catch {
        // Not JSON: shown as typed.
      }
    }
    return raw
  }
}
