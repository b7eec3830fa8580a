import vine from '@vinejs/vine'
import { callingCountry, email, personName, phoneNumber } from '#validators/rules'

/** SPEC §5/§7 lead form: name, phone and email are all required. */
export const leadValidator = vine.create({
  name: personName(),
  // Stored in E.164, read with the calling code chosen beside it (SPEC §2.8).
  phone: phoneNumber(),
  phone_country: callingCountry().optional(),
  email: email(),
})
