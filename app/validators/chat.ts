import vine from '@vinejs/vine'
import { MAX_MESSAGE_LENGTH } from '#services/support_desk/chat/conversations'

/** SPEC §5: the chat message is trimmed; an empty one is not sent. */
export const chatMessageValidator = vine.create({
  message: vine.string().trim().minLength(1).maxLength(MAX_MESSAGE_LENGTH),
})

/** SPEC §7 `GET /chatGPT`: the popup's announcement of a new legal-help form. */
export const chatAnnouncementValidator = vine.create({
  message: vine.string().trim().maxLength(1000).optional(),
  /** The language of the page the window opened on (the conversation keeps it). */
  lang: vine.enum(['en', 'th'] as const).optional(),
})

export const chatAfterValidator = vine.create({
  after: vine.number().withoutDecimals().min(0).max(2_147_483_647).optional(),
})

/** Staff reply in the support chat console. */
export const staffChatMessageValidator = vine.create({
  message: vine.string().trim().minLength(1).maxLength(MAX_MESSAGE_LENGTH),
})

/** A support chat app build: an Android package or a ZIP, at most 200 MB. */
export const chatAppBuildValidator = vine.create({
  build: vine.file({ size: '200mb', extnames: ['apk', 'zip'] }),
})
