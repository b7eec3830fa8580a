import vine from '@vinejs/vine'

/**
 * Unicode text with no lone surrogate (half of an emoji, which no keyboard
 * types): the email check would throw on one (`encodeURI`) and answer 500
 * instead of a field message. Reported under the email rule's name, so the
 * usual message is shown.
 */
const wellFormedEmail = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && /\p{Cs}/u.test(value)) {
    field.report('The {field} field must be a valid email address', 'email', field)
  }
})

/** Shared rule: a trimmed, lower-cased email address. */
export const email = () =>
  vine.string().trim().toLowerCase().use(wellFormedEmail()).email().maxLength(254)

export const loginValidator = vine.create({
  email: email(),
  password: vine.string().minLength(1).maxLength(200),
})
