import vine from '@vinejs/vine'
import {
  email,
  membershipNumber,
  message,
  MESSAGE_MAX,
  personName,
  phoneNumber,
  callingCountry,
  SHORT_MESSAGE_MAX,
} from '#validators/rules'

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
  message: message(MESSAGE_MAX),
})

/** A call back from the 24/7 emergency line. */
export const emergencyCallbackValidator = vine.create({
  name: personName(),
  // Stored in E.164, read with the calling code chosen beside it (SPEC §2.8).
  phone: phoneNumber(),
  phone_country: callingCountry().optional(),
  email: email().optional(),
  membership_number: membershipNumber(),
  situation: message(SHORT_MESSAGE_MAX),
})

/** A request for a living will (SPEC §1 wills and powers of attorney). */
export const livingWillRequestValidator = vine.create({
  name: personName(),
  email: email(),
  phone: phoneNumber().optional(),
  phone_country: callingCountry().optional(),
  membership_number: membershipNumber(),
  details: message(MESSAGE_MAX),
})

/** A request to erase an account and its data (PDPA section 33). */
export const deletionRequestValidator = vine.create({
  email: email(),
  reason: vine.string().trim().maxLength(SHORT_MESSAGE_MAX).optional(),
  confirm: vine.accepted(),
})
