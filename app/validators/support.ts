import vine from '@vinejs/vine'
import { email } from '#validators/session'
import { longText, MESSAGE_MAX, personName, phoneNumber } from '#validators/contact'

/** Membership numbers as issued: LX-2026-000123 (DESIGN §3). */
export const MEMBERSHIP_NUMBER_PATTERN = /^LX-\d{4}-\d{6}$/

const membershipNumber = () =>
  vine.string().trim().toUpperCase().regex(MEMBERSHIP_NUMBER_PATTERN).optional()

/** Ticket categories offered by the form; staff see them as written. */
export const TICKET_CATEGORIES = [
  'Membership',
  'Billing',
  'Legal matter',
  'Technical issue',
  'Other',
] as const

/** The category of a call-back request from the emergency page. */
export const EMERGENCY_CATEGORY = 'Emergency'

/** The category of a living-will request (ConsultancyRequest). */
export const LIVING_WILL_CATEGORY = 'Living will'

/** SPEC §3 support ticket: name, email, membership_number, category, message. */
export const supportTicketValidator = vine.create({
  name: personName(),
  email: email(),
  membership_number: membershipNumber(),
  category: vine.enum(TICKET_CATEGORIES),
  message: longText(MESSAGE_MAX),
})

/** A call back from the 24/7 emergency line. */
export const emergencyCallbackValidator = vine.create({
  name: personName(),
  phone: phoneNumber(),
  email: email().optional(),
  membership_number: membershipNumber(),
  situation: longText(2000),
})

/** A request for a living will (SPEC §1 wills and powers of attorney). */
export const livingWillRequestValidator = vine.create({
  name: personName(),
  email: email(),
  phone: phoneNumber().optional(),
  membership_number: membershipNumber(),
  details: longText(MESSAGE_MAX),
})

/** A request to erase an account and its data (PDPA section 33). */
export const deletionRequestValidator = vine.create({
  email: email(),
  reason: vine.string().trim().maxLength(2000).optional(),
  confirm: vine.accepted(),
})
