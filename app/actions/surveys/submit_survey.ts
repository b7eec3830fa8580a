import db from '@adonisjs/lucid/services/db'
import type SurveyQuestion from '#models/survey_question'
import type User from '#models/user'
import Feedback from '#models/feedback'
import SurveyResponse from '#models/survey_response'

export type GivenAnswer = { question: SurveyQuestion; answer: unknown }

/** The questions the member actually answered (blank text and empty choices count as skipped). */
export function givenAnswers(
  questions: SurveyQuestion[],
  answers: Record<string, unknown>
): GivenAnswer[] {
  return questions
    .map((question) => ({ question, answer: answers[String(question.id)] }))
    .filter(
      ({ answer }) =>
        answer !== undefined &&
        answer !== null &&
        answer !== '' &&
        !(Array.isArray(answer) && answer.length === 0)
    )
}

/**
 * Stores one member's survey answers (SPEC §2.2, §5): a feedback row and
 * one response per answered question, together or not at all.
 */
export default class SubmitSurvey {
  async handle(user: User, surveyId: number, given: GivenAnswer[]) {
    return db.transaction(async (trx) => {
      const feedback = await Feedback.create(
        { userId: user.id, surveyData: { survey_id: surveyId } },
        { client: trx }
      )
      await SurveyResponse.createMany(
        given.map(({ question, answer }) => ({
          feedbackId: feedback.id,
          surveyQuestionId: question.id,
          answer: Array.isArray(answer) ? JSON.stringify(answer) : String(answer),
        })),
        { client: trx }
      )
      return feedback
    })
  }
}
