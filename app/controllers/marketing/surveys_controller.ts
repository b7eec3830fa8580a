import type { HttpContext } from '@adonisjs/core/http'
import router from '@adonisjs/core/services/router'
import { Exception } from '@adonisjs/core/exceptions'
import SurveyQuestion from '#models/survey_question'
import {
  surveyAnswersValidator,
  surveyQueryValidator,
  surveySubmissionValidator,
} from '#validators/survey'
import SurveyQuestionTransformer from '#transformers/survey_question_transformer'
import SubmitSurvey, { surveyQuestions } from '#actions/surveys/submit_survey'
import { Refusal } from '#exceptions/refusal'

const unknownSurvey = () =>
  new Exception('This survey does not exist.', { status: 404, code: 'E_SURVEY_NOT_FOUND' })

/** The id in /survey?survey=1, or null when it is missing or malformed. */
async function surveyIdFrom(value: unknown): Promise<number | null> {
  const result = await surveyQueryValidator.tryValidate({ survey: value })
  return result[0] ? null : result[1].survey
}

/** The login page's URL when the accounts area provides one (route `login`). */
function loginUrl(): string | null {
  return router.find('login')?.pattern ?? null
}

/** Survey form (SPEC §2.2, §5): members rate the help they received. */
export default class SurveysController {
  async show({ inertia, request, auth }: HttpContext) {
    const survey = await surveyIdFrom(request.qs().survey)
    const questions = survey === null ? [] : await SurveyQuestion.forSurvey(survey)
    if (survey === null || questions.length === 0) throw unknownSurvey()
    return inertia.render('Marketing/Survey', {
      surveyId: survey,
      questions: SurveyQuestionTransformer.transform(questions),
      signedIn: Boolean(auth.user),
      loginUrl: auth.user ? null : loginUrl(),
    })
  }

  async store({ request, response, session, i18n, auth }: HttpContext) {
    if (!auth.user) throw new Refusal('E_SIGN_IN_REQUIRED', 'forms.survey.sign_in_required')
    // The id is checked for its type first (`true` is not survey 1).
    const { survey_id: surveyId } = await request.validateUsing(surveySubmissionValidator)
    const questions = await surveyQuestions(surveyId)
    const { answers = {} } = await request.validateUsing(surveyAnswersValidator(questions))
    const given = answers as Record<string, unknown>
    await new SubmitSurvey().handle(auth.user, surveyId, questions, given)
    session.flash('success', i18n.t('forms.survey.success'))
    return response.redirect().toRoute('survey', [], { qs: { survey: surveyId } })
  }
}
