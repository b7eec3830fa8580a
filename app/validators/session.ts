import vine from '@vinejs/vine'
import { currentPassword, email } from '#validators/rules'

/** Kept here too: sign-in code reads the email rule next to the login validator. */
export { email }

export const loginValidator = vine.create({
  email: email(),
  password: currentPassword(),
})
