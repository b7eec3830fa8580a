import { BaseTransformer } from '@adonisjs/core/transformers'
import type SurveyQuestion from '#models/survey_question'

/** A survey question (SPEC §3, §5): id, question, type, options (a list). */
export default class SurveyQuestionTransformer extends BaseTransformer<SurveyQuestion> {
  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'question', 'type']),
      options: this.resource.options ?? [],
    }
  }

  /** Feedbacks › survey questions: with its survey, its place and how many answers it has (counted). */
  toAdmin() {
    return {
      ...this.toObject(),
      surveyId: this.resource.surveyId,
      position: this.resource.position,
      answers: Number(this.resource.$extras.responses_count ?? 0),
    }
  }
}
