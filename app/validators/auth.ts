import vine from '@vinejs/vine'
import { email } from '#validators/session'

/** Shortest and longest password; 72 is where the common hashes stop reading. */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 72

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

const personName = () => vine.string().trim().minLength(2).maxLength(160)

/** Sign-up step "account" (SPEC §2.7). */
export const registerValidator = vine.create({
  name: personName(),
  // Stored lower-cased, so this check is case-insensitive.
  email: email().unique({ table: 'users', column: 'email' }),
  password: newPassword(),
  terms: vine.accepted(),
})

/** The profile fields of sign-up step "personal info" and of Profile Details. */
const personalFields = {
  phone: vine
    .string()
    .trim()
    .maxLength(40)
    .regex(/^\+?[0-9][0-9 ()-]{5,38}$/),
  country: vine.string().trim().minLength(2).maxLength(80),
  nationality: vine.string().trim().minLength(2).maxLength(80),
  date_of_birth: vine
    .date({ formats: ['YYYY-MM-DD'] })
    .after('1900-01-01')
    .before('today'),
}

export const personalInfoValidator = vine.create(personalFields)

export const profileDetailsValidator = vine.create({
  name: personName(),
  ...personalFields,
})

export const forgotPasswordValidator = vine.create({
  email: email(),
})

export const resetPasswordValidator = vine.create({
  token: vine.string().trim().minLength(10).maxLength(200),
  password: newPassword(),
})

export const confirmPasswordValidator = vine.create({
  password: vine.string().minLength(1).maxLength(200),
})

export const changePasswordValidator = vine.create({
  current_password: vine.string().minLength(1).maxLength(200),
  password: newPassword(),
})

/** An optional plan price id chosen before signing up (`?price=`). */
export const signupPriceValidator = vine.create({
  price: vine.number().withoutDecimals().positive().optional(),
})

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'line'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]
