import vine from '@vinejs/vine'
import { BillingPeriod, PlanSlug } from '#enums/billing'
import { MEMBERSHIP_NUMBER_MAX, MEMBERSHIP_NUMBER_PATTERN } from '#validators/limits'
import { email, personName, phone, place } from '#validators/rules'

/** The header a legacy members file must start with, exactly (docs/architecture.md: legacy members import). */
export const LEGACY_MEMBERS_HEADER = [
  'name',
  'email',
  'phone',
  'country',
  'plan',
  'billing_period',
  'membership_number',
  'started',
  'paid_through',
  'billed_outside',
] as const

const isoDate = () =>
  vine
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/)

/**
 * One row of the file, judged by the same rules as the forms (email,
 * name, phone, country); phone and country may be empty. Dates are ISO
 * (YYYY-MM-DD); whether they exist on the calendar is checked after.
 */
export const legacyMemberValidator = vine.create({
  name: personName(),
  email: email(),
  phone: phone().optional(),
  country: place().optional(),
  plan: vine.enum(Object.values(PlanSlug)),
  billing_period: vine.enum(Object.values(BillingPeriod)),
  membership_number: vine
    .string()
    .trim()
    .toUpperCase()
    .maxLength(MEMBERSHIP_NUMBER_MAX)
    .regex(new RegExp(MEMBERSHIP_NUMBER_PATTERN)),
  started: isoDate(),
  paid_through: isoDate(),
  billed_outside: vine.enum(['yes', 'no'] as const),
})
