import db from '@adonisjs/lucid/services/db'
import SurveyQuestion from '#models/survey_question'
import type User from '#models/user'
import Feedback from '#models/feedback'
import SurveyResponse from '#models/survey_response'
import { Refusal } from '#exceptions/refusal'

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

/** The questions of the survey a member answers; a survey without questions does not exist. */
export async function surveyQuestions(surveyId: number) {
  const questions = await SurveyQuestion.forSurvey(surveyId)
  if (questions.length === 0) {
    throw new Refusal('E_UNKNOWN_SURVEY', 'forms.survey.unknown', { field: 'survey_id' })
  }
  return questions
}

/**
 * Stores one member's survey answers (SPEC §2.2, §5): a feedback row and
 * one response per answered question, together or not at all. At least
 * one question must be answered.
 */
export default class SubmitSurvey {
  async handle(
    user: User,
    surveyId: number,
    questions: SurveyQuestion[],
    answers: Record<string, unknown>
  ) {
    const given = givenAnswers(questions, answers)
    if (given.length === 0) {
      throw new Refusal('E_NO_ANSWER', 'forms.survey.answer_one', { field: 'answers' })
    }
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
