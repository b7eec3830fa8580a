import vine from '@vinejs/vine'
import { TOKEN_PATTERN } from '#validators/checkout'

/** Payment Methods › add a card: only the browser-made token and the default choice. */
export const addCardValidator = vine.create({
  token: vine.string().trim().maxLength(64).regex(TOKEN_PATTERN),
  make_default: vine.boolean().optional(),
})
