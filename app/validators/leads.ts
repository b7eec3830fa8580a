import vine from '@vinejs/vine'
import { email, personName, phone } from '#validators/rules'

/** SPEC §5/§7 lead form: name, phone and email are all required. */
export const leadValidator = vine.create({
  name: personName(),
  phone: phone(),
  email: email(),
})
