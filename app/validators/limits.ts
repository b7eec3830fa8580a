/**
 * The limits of every form field, in one file with no imports so that the
 * VineJS rules (app/validators/rules.ts) and the browser's form kit
 * (inertia/components/form) read the same numbers: a constraint is never
 * typed twice. Each `*_FIELD` object is what a text input receives
 * (minLength, maxLength, pattern); the server rules are built from it.
 */

export const EMAIL_MAX = 254
export const PERSON_NAME_MIN = 2
export const PERSON_NAME_MAX = 160
export const PHONE_MIN = 6
export const PHONE_MAX = 40
export const SUBJECT_MIN = 3
export const SUBJECT_MAX = 200
export const MESSAGE_MIN = 10
export const MESSAGE_MAX = 5000
/** A shorter free text: an emergency situation, a deletion reason. */
export const SHORT_MESSAGE_MAX = 2000
export const PLACE_MIN = 2
export const PLACE_MAX = 80
/** Shortest and longest password; 72 is where the common hashes stop reading. */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 72
/** A password being checked (not chosen): anything up to this length is compared. */
export const CURRENT_PASSWORD_MAX = 200
export const CARDHOLDER_MIN = 2
export const CARDHOLDER_MAX = 100
export const CARD_NUMBER_MAX = 23
export const SURVEY_TEXT_MAX = 2000
/** The earliest date of birth accepted (exclusive). */
export const BIRTH_DATE_AFTER = '1900-01-01'

/**
 * Digits, spaces, dashes, dots, brackets and a leading +: how people type
 * Thai and foreign numbers ("+66 81 234 5678", "(02) 123-4567"), with at
 * least six digits. Valid as a JavaScript regex both with the `u` flag
 * (server) and the `v` flag browsers use for the pattern attribute.
 */
export const PHONE_PATTERN = '^(?=(?:\\D*\\d){6})\\+?[\\d \\(\\)\\.\\-]+$'

/** Membership numbers as issued: LX-2026-000123 (DESIGN §3). */
export const MEMBERSHIP_NUMBER_PATTERN = '^LX-\\d{4}-\\d{6}$'
export const MEMBERSHIP_NUMBER_MAX = 14

/** 12-19 digits with spaces between groups (the server also checks the Luhn digit). */
export const CARD_NUMBER_PATTERN = '^[\\d ]{12,23}$'
export const CVC_PATTERN = '^\\d{3,4}$'
export const CVC_MAX = 4

/** Constraints a text input carries (SPEC §5: required, min/max length, pattern). */
export type TextLimits = Readonly<{ minLength?: number; maxLength: number; pattern?: string }>

export const EMAIL_FIELD: TextLimits = { maxLength: EMAIL_MAX }
export const PERSON_NAME_FIELD: TextLimits = {
  minLength: PERSON_NAME_MIN,
  maxLength: PERSON_NAME_MAX,
}
export const PHONE_FIELD: TextLimits = {
  minLength: PHONE_MIN,
  maxLength: PHONE_MAX,
  pattern: PHONE_PATTERN,
}
export const SUBJECT_FIELD: TextLimits = { minLength: SUBJECT_MIN, maxLength: SUBJECT_MAX }
export const MESSAGE_FIELD: TextLimits = { minLength: MESSAGE_MIN, maxLength: MESSAGE_MAX }
export const SHORT_MESSAGE_FIELD: TextLimits = {
  minLength: MESSAGE_MIN,
  maxLength: SHORT_MESSAGE_MAX,
}
export const REASON_FIELD: TextLimits = { maxLength: SHORT_MESSAGE_MAX }
export const PLACE_FIELD: TextLimits = { minLength: PLACE_MIN, maxLength: PLACE_MAX }
export const NEW_PASSWORD_FIELD: TextLimits = { minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }
export const CURRENT_PASSWORD_FIELD: TextLimits = { maxLength: CURRENT_PASSWORD_MAX }
export const MEMBERSHIP_NUMBER_FIELD: TextLimits = {
  maxLength: MEMBERSHIP_NUMBER_MAX,
  pattern: MEMBERSHIP_NUMBER_PATTERN,
}
export const CARDHOLDER_FIELD: TextLimits = { minLength: CARDHOLDER_MIN, maxLength: CARDHOLDER_MAX }
export const CARD_NUMBER_FIELD: TextLimits = {
  maxLength: CARD_NUMBER_MAX,
  pattern: CARD_NUMBER_PATTERN,
}
export const CVC_FIELD: TextLimits = { maxLength: CVC_MAX, pattern: CVC_PATTERN }
export const SURVEY_TEXT_FIELD: TextLimits = { maxLength: SURVEY_TEXT_MAX }
