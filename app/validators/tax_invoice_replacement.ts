import vine from '@vinejs/vine'

/** Why staff replace a tax invoice (printed on the replacement). */
export const replacementReasonValidator = vine.create({
  reason: vine.string().trim().minLength(3).maxLength(500),
})
