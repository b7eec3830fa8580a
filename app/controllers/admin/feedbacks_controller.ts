import type { HttpContext } from '@adonisjs/core/http'
import SurveyQuestion from '#models/survey_question'
import SurveyQuestionTransformer from '#transformers/survey_question_transformer'
import { feedbacksList } from '#lists/feedbacks_list'

/** SPEC §2.9 Feedbacks: the survey answers members gave about their lawyer. */
export default class FeedbacksController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/Feedbacks', { list: await feedbacksList.page(ctx) })
  }

  async export(ctx: HttpContext) {
    return feedbacksList.csv(ctx)
  }

  /**
   * SPEC §7 GET /admin/survey-questions/{surveyId}: the survey's questions
   * (id, question, type, options) as JSON; a survey without questions is a
   * 404, which the Feedback screen logs before showing its empty text.
   */
  async surveyQuestions({ params, response }: HttpContext) {
    const questions = await SurveyQuestion.forSurvey(Number(params.surveyId))
    if (questions.length === 0) {
      return response.notFound({ message: 'No survey questions for this survey.' })
    }
    return response.ok(
      questions.map((question) => new SurveyQuestionTransformer(question).toObject())
    )
  }
}
