import { BaseTransformer } from '@adonisjs/core/transformers'
import type SurveyQuestion from '#models/survey_question'

/** A survey question as the survey form renders it (SPEC §5). */
export default class SurveyQuestionTransformer extends BaseTransformer<SurveyQuestion> {
  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'question', 'type']),
      options: this.resource.options ?? [],
    }
  }
}
