import vine from '@vinejs/vine'
import {
  CONSULTANCY_REQUEST_STATUSES,
  SUPPORT_TICKET_STATUSES,
  SURVEY_QUESTION_TYPES,
  SurveyQuestionType,
} from '#enums/content'
import { MESSAGE_MAX, SHORT_MESSAGE_MAX } from '#validators/limits'
import { id, message, subject } from '#validators/rules'

/** Support Tickets: move a ticket to another status (the service checks the transition). */
export const ticketStatusValidator = vine.create({ status: vine.enum(SUPPORT_TICKET_STATUSES) })

/** Support Tickets: a reply sent to the ticket's email address. */
export const ticketReplyValidator = vine.create({
  subject: subject(),
  message: message(MESSAGE_MAX),
})

/** Consultancy Requests: move a request to another status. */
export const consultancyStatusValidator = vine.create({
  status: vine.enum(CONSULTANCY_REQUEST_STATUSES),
})

/** Consultancy Requests: the lawyer who takes it (a lawyer-role account, checked by the service). */
export const consultancyAssignValidator = vine.create({ lawyer_id: id().max(2_147_483_647) })

/** Consultancy Requests: a staff note. */
export const consultancyNoteValidator = vine.create({
  body: vine.string().trim().minLength(2).maxLength(SHORT_MESSAGE_MAX),
})

export const SURVEY_ID_MAX = 2_147_483_647
export const SURVEY_OPTIONS_MAX = 10
const CHOICE_TYPES: string[] = [SurveyQuestionType.MULTIPLE_CHOICE, SurveyQuestionType.CHECKBOX]

/**
 * Feedbacks › survey questions (SPEC §5: rating, multiple_choice, checkbox,
 * free text). Options are one per line in the form; a choice question needs
 * at least two, the other types keep none.
 */
export const surveyQuestionValidator = vine.create({
  survey_id: id().max(SURVEY_ID_MAX),
  question: vine.string().trim().minLength(3).maxLength(255),
  type: vine.enum(SURVEY_QUESTION_TYPES),
  options: vine
    .string()
    .trim()
    .maxLength(1000)
    .optional()
    .requiredWhen((field) => CHOICE_TYPES.includes(String(field.parent.type))),
})

/** The options text of the form as the stored list (empty lines dropped, duplicates once). */
export function optionsFrom(type: string, text: string | undefined): string[] | null {
  if (type === SurveyQuestionType.RATING) return ['1', '2', '3', '4', '5']
  if (!CHOICE_TYPES.includes(type)) return null
  const list = [
    ...new Set(
      (text ?? '')
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    ),
  ]
  return list
}

export function isChoiceType(type: string) {
  return CHOICE_TYPES.includes(type)
}

/** Feedbacks › survey questions: move one up or down. */
export const surveyQuestionMoveValidator = vine.create({
  direction: vine.enum(['up', 'down'] as const),
})
