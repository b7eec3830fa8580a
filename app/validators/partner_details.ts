import vine from '@vinejs/vine'
import { DependantRelation } from '#enums/billing'
import {
  birthDate,
  callingCountry,
  country,
  email,
  personName,
  phoneNumber,
} from '#validators/rules'

/** Settings › Spouse / Partner Details (SPEC §2.8): the partner. */
export const partnerValidator = vine.create({
  name: personName(),
  email: email().optional(),
  phone: phoneNumber().optional(),
  phone_country: callingCountry().optional(),
  date_of_birth: birthDate().optional(),
  nationality: country().optional(),
})

/**
 * A dependant. The date may be any real date (also a future one, so the
 * eligibility rule can say why it does not qualify); the coverage rules
 * themselves live in #services/eligibility.
 */
export const dependantValidator = vine.create({
  name: personName(),
  date_of_birth: vine.date({ formats: ['YYYY-MM-DD'] }).after('1900-01-01'),
  relation: vine.enum(Object.values(DependantRelation)),
  lives_at_home: vine.boolean().optional(),
  under_guardianship: vine.boolean().optional(),
})

/** The address the partner's own login is invited at (DESIGN §11). */
export const partnerInvitationValidator = vine.create({
  email: email(),
})
