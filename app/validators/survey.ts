import vine from '@vinejs/vine'
import { RATING_MAX, RATING_MIN, SurveyQuestionType } from '#enums/content'

export type SurveyQuestionRules = {
  id: number
  type: SurveyQuestionType
  options: string[] | null
}

export const FREE_TEXT_MAX = 2000

/** The survey in the query string: /survey?survey=1. */
export const surveyQueryValidator = vine.create({
  survey: vine.number().withoutDecimals().positive(),
})

function ruleFor(question: SurveyQuestionRules) {
  const options = question.options ?? []
  switch (question.type) {
    case SurveyQuestionType.RATING:
      return vine.number().withoutDecimals().range([RATING_MIN, RATING_MAX]).optional()
    case SurveyQuestionType.MULTIPLE_CHOICE:
      return vine.enum(options).optional()
    case SurveyQuestionType.CHECKBOX:
      return vine.array(vine.enum(options)).distinct().optional()
    default:
      return vine.string().trim().maxLength(FREE_TEXT_MAX).optional()
  }
}

/**
 * Answers keyed by question id, each checked against its question's type
 * (SPEC §5: rating 1-5, one of the choices, some of the choices, free text).
 * An unanswered question is allowed: staff see "No response provided."
 */
export function surveyAnswersValidator(questions: SurveyQuestionRules[]) {
  const answers = Object.fromEntries(
    questions.map((question) => [String(question.id), ruleFor(question)])
  )
  return vine.create({
    // An id is a number or its digits; `true` (which Number() turns into 1) is refused.
    survey_id: vine
      .number()
      .parse((value) => (typeof value === 'boolean' ? Number.NaN : value))
      .withoutDecimals()
      .positive(),
    answers: vine.object(answers).optional(),
  })
}
