import { belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { compose } from '@adonisjs/core/helpers'
import { TimestampedRow } from '#models/concerns/rows'
import { withOptionalUser } from '#models/concerns/owners'
import User from '#models/user'
import SurveyQuestion from '#models/survey_question'
import SurveyResponse from '#models/survey_response'
import { NO_RESPONSE_PROVIDED } from '#enums/content'
import { jsonColumn } from '#support/columns'

export type SurveyData = { survey_id: number; [key: string]: unknown }

export type MatchedSurveyResponse = { question: string; answer: string }

/** A member's feedback on a lawyer, answering one survey (SPEC §3). */
export default class Feedback extends compose(
  TimestampedRow,
  withOptionalUser(() => User)
) {
  static table = 'feedbacks'

  @column()
  declare lawyerId: number | null

  @belongsTo(() => User, { foreignKey: 'lawyerId' })
  declare lawyer: BelongsTo<typeof User>

  @column(jsonColumn)
  declare surveyData: SurveyData | null

  @hasMany(() => SurveyResponse)
  declare responses: HasMany<typeof SurveyResponse>

  get surveyId(): number | null {
    const id = Number(this.surveyData?.survey_id)
    return Number.isInteger(id) && id > 0 ? id : null
  }

  /**
   * Every question of the feedback's survey with its answer, in order;
   * "No response provided." where none was given (SPEC §8). Pass the
   * questions when listing many feedbacks of one survey, to avoid N+1.
   */
  async matchedSurveyResponses(questions?: SurveyQuestion[]): Promise<MatchedSurveyResponse[]> {
    const surveyId = this.surveyId
    if (surveyId === null) return []
    let list = questions?.filter((question) => question.surveyId === surveyId)
    if (!list) {
      const query = SurveyQuestion.forSurvey(surveyId)
      if (this.$trx) query.useTransaction(this.$trx)
      list = await query
    }
    if (!this.$preloaded.responses) {
      await (this as Feedback).load('responses')
    }
    const byQuestion = new Map(this.responses.map((r) => [r.surveyQuestionId, r]))
    return list.map((question) => ({
      question: question.question,
      answer: byQuestion.get(question.id)?.displayAnswer() ?? NO_RESPONSE_PROVIDED,
    }))
  }
}
