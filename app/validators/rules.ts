import vine from '@vinejs/vine'
import { HOME_COUNTRY } from '#support/countries'
import { hasCallingCode, toE164 } from '#support/phone_numbers'
import { countryCodeFromText } from '#services/accounts/contact_details_conversion'
import {
  BIRTH_DATE_AFTER,
  CURRENT_PASSWORD_MAX,
  EMAIL_MAX,
  MEMBERSHIP_NUMBER_MAX,
  MEMBERSHIP_NUMBER_PATTERN,
  MESSAGE_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PERSON_NAME_MAX,
  PERSON_NAME_MIN,
  PHONE_MAX,
  PHONE_MIN,
  PHONE_PATTERN,
  PLACE_MAX,
  PLACE_MIN,
  SUBJECT_MAX,
  SUBJECT_MIN,
} from '#validators/limits'

export * from '#validators/limits'

/**
 * The small rules every validator is built from (CONVENTIONS 3). Each form
 * field kind has ONE rule here, with its limits from `limits.ts`, which the
 * browser's form kit reads too.
 */

/** A trimmed, lower-cased email address. */
/**
 * Unicode text with no lone surrogate (half of an emoji, which no keyboard
 * types): the email check would throw on one (`encodeURI`) and answer 500
 * instead of a field message. Reported under the email rule's name, so the
 * usual message is shown.
 */
const wellFormedEmail = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && /\p{Cs}/u.test(value)) {
    field.report('The {field} field must be a valid email address', 'email', field)
  }
})

export const email = () =>
  vine.string().trim().toLowerCase().use(wellFormedEmail()).email().maxLength(EMAIL_MAX)

/** A person's full name, as typed. */
export const personName = () =>
  vine.string().trim().minLength(PERSON_NAME_MIN).maxLength(PERSON_NAME_MAX)

/** The one phone rule (sign-up, Profile Details, public forms and leads judge alike). */
export const phone = () =>
  vine
    .string()
    .trim()
    .minLength(PHONE_MIN)
    .maxLength(PHONE_MAX)
    .regex(new RegExp(PHONE_PATTERN, 'u'))

/**
 * A member's phone number (SPEC §2.8): read as a number of the calling
 * code chosen beside it (the sibling field `<name>_country`, Thailand when
 * absent; a number typed with its own `+` keeps its own country), refused
 * unless it is a valid number there, stored in E.164.
 */
const dialable = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const chosen = field.parent?.[`${String(field.name)}_country`]
  const country = hasCallingCode(chosen) ? chosen : HOME_COUNTRY
  const number = toE164(value, country)
  if (!number) {
    field.report(
      'The {field} is not a valid number for the calling code chosen',
      'phone_number',
      field
    )
    return
  }
  field.mutate(number, field)
})

export const phoneNumber = () => vine.string().trim().maxLength(PHONE_MAX).use(dialable())

/** The calling code chosen beside a phone number, as a country code (TH for +66). */
export const callingCountry = () =>
  vine.string().trim().toUpperCase().maxLength(2).use(knownCallingCountry())

const knownCallingCountry = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && !hasCallingCode(value)) {
    field.report('Choose the calling code from the list', 'calling_code', field)
  }
})

/**
 * A country of residence or a nationality (SPEC §2.8), stored as its ISO
 * 3166-1 alpha-2 code: the code the list sends, or a country's exact name
 * in English or Thai (an older client, the API).
 */
const knownCountry = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const code = countryCodeFromText(value, { exact: true })
  if (!code) {
    field.report('Choose the {field} from the list', 'country_code', field)
    return
  }
  field.mutate(code, field)
})

export const country = () => vine.string().trim().maxLength(PLACE_MAX).use(knownCountry())

/** A subject line. */
export const subject = () => vine.string().trim().minLength(SUBJECT_MIN).maxLength(SUBJECT_MAX)

/** A free-text message of at least a few words, at most `max` characters. */
export const message = (max: number) => vine.string().trim().minLength(MESSAGE_MIN).maxLength(max)

/** A country or a nationality, as typed. */
export const place = () => vine.string().trim().minLength(PLACE_MIN).maxLength(PLACE_MAX)

/** An optional membership number, upper-cased: LX-2026-000123. */
export const membershipNumber = () =>
  vine
    .string()
    .trim()
    .toUpperCase()
    .maxLength(MEMBERSHIP_NUMBER_MAX)
    .regex(new RegExp(MEMBERSHIP_NUMBER_PATTERN))
    .optional()

/** A password being checked against the stored one (never a rule on its shape). */
export const currentPassword = () => vine.string().minLength(1).maxLength(CURRENT_PASSWORD_MAX)

/**
 * At least one letter and one digit. Reported under its own rule name so
 * that validator.json can word it in each language.
 */
const letterAndDigit = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  if (!/\p{L}/u.test(value) || !/\p{Nd}/u.test(value)) {
    field.report(
      'The {field} field must contain at least one letter and one number',
      'password_strength',
      field
    )
  }
})

/** A new password: 8-72 characters, a letter and a digit, typed twice. */
export const newPassword = () =>
  vine
    .string()
    .minLength(PASSWORD_MIN)
    .maxLength(PASSWORD_MAX)
    .use(letterAndDigit())
    .confirmed({ confirmationField: 'password_confirmation' })

/** A date of birth: a real past date after 1900. */
export const birthDate = () =>
  vine
    .date({ formats: ['YYYY-MM-DD'] })
    .after(BIRTH_DATE_AFTER)
    .before('today')

/** A plain decimal number as a form sends it: `5`, `"5"`, `"-2.5"`. */
const DECIMAL = /^-?\d{1,15}(\.\d{1,15})?$/

/**
 * Only numbers and decimal strings reach VineJS's number rule, which would
 * otherwise read `true` as 1, `[7]` as 7, `""` as 0 and `"0x10"` as 16.
 */
function strictNumberInput(value: unknown): unknown {
  if (typeof value === 'number') return value
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return value.trim()
  // Defined but not a number: NaN makes the number rule report "must be a number".
  return value === undefined || value === null ? value : Number.NaN
}

/** A number strict about its type (no booleans, arrays or hex strings). */
export const number = () => vine.number().parse(strictNumberInput)

/** A whole number strict about its type. */
export const integer = () => number().withoutDecimals()

/**
 * A record id: a positive whole number, never `true`, and within
 * PostgreSQL's integer range (a larger one such as 1e308 would make the
 * `exists` query itself fail instead of answering "not found").
 */
export const RECORD_ID_MAX = 2_147_483_647
export const id = () => integer().positive().max(RECORD_ID_MAX)
