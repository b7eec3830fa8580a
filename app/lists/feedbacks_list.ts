import Feedback from '#models/feedback'
import SurveyQuestion from '#models/survey_question'
import FeedbackTransformer from '#transformers/feedback_transformer'
import { defineList, search, nameColumns, personColumns } from '#lists/kit'

/** Each question of the feedback's survey with its answer, one per line. */
function responsesText(feedback: Feedback, questions: SurveyQuestion[]) {
  const byId = new Map(feedback.responses.map((r) => [r.surveyQuestionId, r.displayAnswer()]))
  return questions
    .filter((question) => question.surveyId === feedback.surveyId)
    .map((question) => `${question.question}: ${byId.get(question.id) ?? ''}`)
    .join('\n')
}

/** SPEC §2.9 Feedbacks: sorted by date, searched by the member's or the lawyer's name. */
export const feedbacksList = defineList({
  name: 'admin_feedbacks',
  route: 'admin.feedbacks',
  model: Feedback,
  search: [
    search.related('feedbacks.user_id', 'users', ['name']),
    search.related('feedbacks.lawyer_id', 'users', ['name']),
  ],
  sorts: { created_at: 'created_at' },
  defaultSort: 'created_at',
  // What FeedbackTransformer and the CSV read: the member's name and email, the lawyer's
  // name, each answer by its question.
  preload: (query) =>
    query
      .preload('user', personColumns)
      .preload('lawyer', nameColumns)
      .preload('responses', (responses) =>
        responses.select('id', 'feedback_id', 'survey_question_id', 'answer')
      ),
  transformer: FeedbackTransformer,
  csv: {
    filename: 'feedbacks.csv',
    extra: () => SurveyQuestion.query().orderBy('position').orderBy('id'),
    columns: {
      'Member': (row) => row.user?.name ?? '',
      'Lawyer': (row) => row.lawyer?.name ?? '',
      'Survey': 'surveyId',
      'Created at': 'createdAt',
      'Responses': (_row, record, questions) => responsesText(record, questions),
    },
  },
})
