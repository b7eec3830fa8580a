import type { HttpContext } from '@adonisjs/core/http'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Feedback from '#models/feedback'
import { preloadPage } from '#support/preload_page'
import SurveyQuestion from '#models/survey_question'
import { toFeedbackRow } from '#transformers/support_desk_transformer'
import SurveyQuestionTransformer from '#transformers/survey_question_transformer'
import {
  likePattern,
  listPage,
  parseListQuery,
  streamCsv,
  type ListParams,
} from '#support/list_query'

/** SPEC §2.9 Feedbacks: sorted by date, searched by the member's or the lawyer's name. */
const list = {
  sorts: { created_at: 'created_at' },
  defaultSort: 'created_at',
  defaultDir: 'desc',
  filters: {},
} as const

type Params = ListParams<keyof typeof list.sorts, never>
type FeedbackQuery = ModelQueryBuilderContract<typeof Feedback>

function narrow(query: FeedbackQuery, { q }: Params) {
  const pattern = likePattern(q)
  const named = (column: 'user_id' | 'lawyer_id') => (exists: any) =>
    exists
      .from('users')
      .whereColumn('users.id', `feedbacks.${column}`)
      .whereRaw('lower(users.name) like ? escape ?', [pattern, '\\'])
  query.if(q, (sub) =>
    sub.where((or) => or.whereExists(named('user_id')).orWhereExists(named('lawyer_id')))
  )
}

const withPeople = (query: FeedbackQuery) =>
  query.preload('user').preload('lawyer').preload('responses')

/** SPEC §2.9 Feedbacks (issue 13 item 9): the survey answers members gave about their lawyer. */
export default class FeedbacksController {
  async index({ request, inertia }: HttpContext) {
    const params = parseListQuery(request.qs(), list) as Params
    const page = await listPage(Feedback, params, list, narrow, (row) => row)
    const rows = await preloadPage(Feedback, page.rows, withPeople)
    return inertia.render('Admin/Feedbacks', { list: { ...page, rows: rows.map(toFeedbackRow) } })
  }

  async export(ctx: HttpContext) {
    const params = parseListQuery(ctx.request.qs(), list) as Params
    const questions = await SurveyQuestion.query().orderBy('position').orderBy('id')
    const matched = new Map<number, string>()
    streamCsv(ctx, 'feedbacks.csv', Feedback, (query) => narrow(withPeople(query), params), [
      { header: 'Member', value: (row) => row.user?.name ?? '' },
      { header: 'Lawyer', value: (row) => row.lawyer?.name ?? '' },
      { header: 'Survey', value: (row) => row.surveyId },
      { header: 'Created at', value: (row) => row.createdAt.toISO() },
      {
        header: 'Responses',
        value: (row) => {
          if (!matched.has(row.id)) {
            const byId = new Map(row.responses.map((r) => [r.surveyQuestionId, r.displayAnswer()]))
            const lines = questions
              .filter((question) => question.surveyId === row.surveyId)
              .map((question) => `${question.question}: ${byId.get(question.id) ?? ''}`)
            matched.set(row.id, lines.join('\n'))
          }
          return matched.get(row.id)!
        },
      },
    ])
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
