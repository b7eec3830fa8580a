import vine from '@vinejs/vine'
import { email, message, MESSAGE_MAX, personName, phone, subject } from '#validators/rules'

/** The contact form (SPEC §2.2 contact us). */
export const contactMessageValidator = vine.create({
  name: personName(),
  email: email(),
  phone: phone().optional(),
  subject: subject(),
  message: message(MESSAGE_MAX),
})
