import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import SurveyQuestion from '#models/survey_question'
import {
  SURVEY_ID_MAX,
  optionsFrom,
  surveyQuestionMoveValidator,
  surveyQuestionValidator,
} from '#validators/admin_support'
import SurveyQuestionTransformer from '#transformers/survey_question_transformer'
import { staffWrite } from '#support/staff_write'
import { Refusal } from '#exceptions/refusal'
import {
  createQuestion,
  deleteQuestion,
  moveQuestion,
  updateQuestion,
  type QuestionInput,
} from '#services/support_desk/survey_questions'

/** The survey the page shows: ?survey=N, else the first one. */
async function surveyIds() {
  const rows = await db.from('survey_questions').distinct('survey_id').orderBy('survey_id')
  return rows.map((row) => Number(row.survey_id))
}

function requestedSurvey(value: unknown, known: number[]) {
  const id = Number(Array.isArray(value) ? value[0] : value)
  if (Number.isSafeInteger(id) && id > 0 && id <= SURVEY_ID_MAX) return id
  return known[0] ?? 1
}

/** The question with its options read from the form (one per line). */
async function validated(ctx: HttpContext): Promise<QuestionInput> {
  const data = await ctx.request.validateUsing(surveyQuestionValidator)
  const options = optionsFrom(data.type, data.options)
  if (options !== null && options.length < 2) {
    throw new Refusal('E_TOO_FEW_OPTIONS', 'admin_feedbacks.questions.options_min', {
      field: 'options',
    })
  }
  return { surveyId: data.survey_id, question: data.question, type: data.type, options }
}

/** Feedbacks › survey questions (SPEC §5 types): create, edit, order, delete. */
/** Back on the questions of the survey just edited, with a toast. */
function backToSurvey(ctx: HttpContext, outcome: 'created' | 'updated', surveyId: number) {
  ctx.session.flash('success', ctx.i18n.t(`admin_feedbacks.questions.flash.${outcome}`))
  return ctx.response
    .redirect()
    .toRoute('admin.feedbacks.questions', {}, { qs: { survey: surveyId } })
}

export default class SurveyQuestionsController {
  async index({ request, inertia }: HttpContext) {
    const known = await surveyIds()
    const survey = requestedSurvey(request.qs().survey, known)
    const questions = await SurveyQuestion.forSurvey(survey).withCount('responses')
    return inertia.render('Admin/FeedbackQuestions', {
      survey,
      surveys: known.includes(survey) ? known : [...known, survey].sort((a, b) => a - b),
      questions: SurveyQuestionTransformer.transform(questions).useVariant('toAdmin'),
    })
  }

  async store(ctx: HttpContext) {
    const data = await validated(ctx)
    await createQuestion(data, staffWrite(ctx))
    return backToSurvey(ctx, 'created', data.surveyId)
  }

  async update(ctx: HttpContext) {
    const question = await SurveyQuestion.findOrFail(ctx.params.id)
    const data = await validated(ctx)
    await updateQuestion(question, data, staffWrite(ctx))
    return backToSurvey(ctx, 'updated', data.surveyId)
  }

  /** Swaps the question with its neighbour above or below. */
  async move(ctx: HttpContext) {
    const question = await SurveyQuestion.findOrFail(ctx.params.id)
    const { direction } = await ctx.request.validateUsing(surveyQuestionMoveValidator)
    await moveQuestion(question, direction, staffWrite(ctx))
    return ctx.response.redirect().withQs().back()
  }

  /** A question members already answered keeps its answers: it cannot be deleted. */
  async destroy(ctx: HttpContext) {
    const question = await SurveyQuestion.findOrFail(ctx.params.id)
    await deleteQuestion(question, staffWrite(ctx))
    ctx.session.flash('success', ctx.i18n.t('admin_feedbacks.questions.flash.deleted'))
    return ctx.response.redirect().withQs().back()
  }
}
