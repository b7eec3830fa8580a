import vine from '@vinejs/vine'
import { RATING_MAX, RATING_MIN, SurveyQuestionType } from '#enums/content'
import { id, integer, SURVEY_TEXT_MAX } from '#validators/rules'

export type SurveyQuestionRules = {
  id: number
  type: SurveyQuestionType
  options: string[] | null
}

/** The survey in the query string: /survey?survey=1. */
export const surveyQueryValidator = vine.create({
  survey: id(),
})

/** The survey a submission answers, checked before its questions are loaded. */
export const surveySubmissionValidator = vine.create({
  survey_id: id(),
})

function ruleFor(question: SurveyQuestionRules) {
  const options = question.options ?? []
  switch (question.type) {
    case SurveyQuestionType.RATING:
      return integer().range([RATING_MIN, RATING_MAX]).optional()
    case SurveyQuestionType.MULTIPLE_CHOICE:
      return vine.enum(options).optional()
    case SurveyQuestionType.CHECKBOX:
      return vine.array(vine.enum(options)).distinct().optional()
    default:
      return vine.string().trim().maxLength(SURVEY_TEXT_MAX).optional()
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
    survey_id: id(),
    answers: vine.object(answers).optional(),
  })
}
