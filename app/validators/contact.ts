import vine from '@vinejs/vine'
import {
  callingCountry,
  email,
  message,
  MESSAGE_MAX,
  personName,
  phoneNumber,
  subject,
} from '#validators/rules'

/** The contact form (SPEC §2.2 contact us). */
export const contactMessageValidator = vine.create({
  name: personName(),
  email: email(),
  // Stored in E.164, read with the calling code chosen beside it (SPEC §2.8).
  phone: phoneNumber().optional(),
  phone_country: callingCountry().optional(),
  subject: subject(),
  message: message(MESSAGE_MAX),
})
