import type { InputHTMLAttributes } from 'react'
import {
  CARD_NUMBER_FIELD,
  CARDHOLDER_FIELD,
  CURRENT_PASSWORD_FIELD,
  CVC_FIELD,
  EMAIL_FIELD,
  MEMBERSHIP_NUMBER_FIELD,
  MESSAGE_FIELD,
  NEW_PASSWORD_FIELD,
  PASSWORD_MAX,
  PERSON_NAME_FIELD,
  PHONE_FIELD,
  PLACE_FIELD,
  REASON_FIELD,
  SHORT_MESSAGE_FIELD,
  SUBJECT_FIELD,
  SURVEY_TEXT_FIELD,
  type TextLimits,
} from '../../../app/validators/limits'

/**
 * A field kind as the browser sees it: the server's limits (one source,
 * app/validators/limits.ts) plus the input hints that only the browser
 * needs (autocomplete, keyboard, input type).
 */
export type FieldRule = TextLimits &
  Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode' | 'autoCapitalize'> & {
    type?: 'text' | 'email' | 'tel'
  }

/**
 * Rules by field name: a field named like one of these takes its rule
 * without saying so (`<TextField name="phone" …/>` gets the phone limits);
 * `rule={…}` chooses another (a new password is also named `password`).
 */
export const rules = {
  name: { ...PERSON_NAME_FIELD, autoComplete: 'name' },
  email: { ...EMAIL_FIELD, type: 'email', autoComplete: 'email' },
  /** The email that names an account at sign-in. */
  username: { ...EMAIL_FIELD, type: 'email', autoComplete: 'username' },
  phone: { ...PHONE_FIELD, type: 'tel', autoComplete: 'tel' },
  subject: SUBJECT_FIELD,
  message: MESSAGE_FIELD,
  details: MESSAGE_FIELD,
  situation: SHORT_MESSAGE_FIELD,
  reason: REASON_FIELD,
  membership_number: { ...MEMBERSHIP_NUMBER_FIELD, autoCapitalize: 'characters' },
  country: { ...PLACE_FIELD, autoComplete: 'country-name' },
  nationality: PLACE_FIELD,
  newPassword: { ...NEW_PASSWORD_FIELD, autoComplete: 'new-password' },
  password_confirmation: { maxLength: PASSWORD_MAX, autoComplete: 'new-password' },
  password: { ...CURRENT_PASSWORD_FIELD, autoComplete: 'current-password' },
  current_password: { ...CURRENT_PASSWORD_FIELD, autoComplete: 'current-password' },
  cardholder_name: { ...CARDHOLDER_FIELD, autoComplete: 'cc-name' },
  card_number: { ...CARD_NUMBER_FIELD, inputMode: 'numeric', autoComplete: 'cc-number' },
  cvc: { ...CVC_FIELD, inputMode: 'numeric', autoComplete: 'cc-csc' },
  surveyText: SURVEY_TEXT_FIELD,
} as const satisfies Record<string, FieldRule>

/** The rule of a field: the one it was given, else the one of its name. */
export function ruleFor(name: string, given?: Partial<FieldRule>): Partial<FieldRule> | undefined {
  return given ?? (rules as Record<string, FieldRule>)[name]
}
