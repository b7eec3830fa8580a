import vine from '@vinejs/vine'
import { email } from '#validators/session'
import { personName, phoneNumber } from '#validators/contact'

/** SPEC §5/§7 lead form: name, phone and email are all required. */
export const leadValidator = vine.create({
  name: personName(),
  phone: phoneNumber(),
  email: email(),
})
