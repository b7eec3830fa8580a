import vine from '@vinejs/vine'

/** Shared rule: a trimmed, lower-cased email address. */
export const email = () => vine.string().trim().toLowerCase().email().maxLength(254)

export const loginValidator = vine.create({
  email: email(),
  password: vine.string().minLength(1).maxLength(200),
})
