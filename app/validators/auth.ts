import vine from '@vinejs/vine'
import {
  birthDate,
  currentPassword,
  email,
  id,
  newPassword,
  personName,
  callingCountry,
  country,
  phoneNumber,
} from '#validators/rules'
import { LOCALES } from '#validators/language'
import { invoiceDetailsFields } from '#services/billing/invoice_details'

/** Sign-up step "account" (SPEC §2.7). */
export const registerValidator = vine.create({
  name: personName(),
  // Stored lower-cased, so this check is case-insensitive.
  email: email().unique({ table: 'users', column: 'email' }),
  password: newPassword(),
  terms: vine.accepted(),
})

/** The profile fields of sign-up step "personal info"; Profile Details adds the name. */
const personalFields = {
  phone: phoneNumber(),
  phone_country: callingCountry().optional(),
  country: country(),
  nationality: country(),
  date_of_birth: birthDate(),
}

/** Sign-up step "personal info": the profile fields and who the tax invoice is made out to. */
export const personalInfoValidator = vine.create({ ...personalFields, ...invoiceDetailsFields })

export const profileDetailsValidator = vine.create({
  name: personName(),
  ...personalFields,
  // The interface language after sign-in, and the language of mails and PDFs.
  locale: vine.enum(LOCALES).optional(),
})

export const forgotPasswordValidator = vine.create({
  email: email(),
})

export const resetPasswordValidator = vine.create({
  token: vine.string().trim().minLength(10).maxLength(200),
  password: newPassword(),
})

export const confirmPasswordValidator = vine.create({
  password: currentPassword(),
})

export const changePasswordValidator = vine.create({
  current_password: currentPassword(),
  password: newPassword(),
})

/** An optional plan price id chosen before signing up (`?price=`). */
export const signupPriceValidator = vine.create({
  price: id().optional(),
})

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'line'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]
