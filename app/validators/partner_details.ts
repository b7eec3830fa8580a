import vine from '@vinejs/vine'
import { DependantRelation } from '#enums/billing'
import { birthDate, email, personName, phone, place } from '#validators/rules'

/** Settings › Spouse / Partner Details (SPEC §2.8): the partner. */
export const partnerValidator = vine.create({
  name: personName(),
  email: email().optional(),
  phone: phone().optional(),
  date_of_birth: birthDate().optional(),
  nationality: place().optional(),
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
