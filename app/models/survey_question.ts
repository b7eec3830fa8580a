import { column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import SurveyResponse from '#models/survey_response'
import type { SurveyQuestionType } from '#enums/content'
import { jsonColumn } from '#support/columns'

export default class SurveyQuestion extends TimestampedRow {
  static table = 'survey_questions'

  @column()
  declare surveyId: number

  @column()
  declare question: string

  @column()
  declare type: SurveyQuestionType

  /** Choices for multiple_choice and checkbox; null for the other types. */
  @column(jsonColumn)
  declare options: string[] | null

  @column()
  declare position: number

  @hasMany(() => SurveyResponse)
  declare responses: HasMany<typeof SurveyResponse>

  /** The questions of one survey in display order (SPEC §7). */
  static forSurvey(surveyId: number) {
    return this.query().where('survey_id', surveyId).orderBy('position').orderBy('id')
  }
}
