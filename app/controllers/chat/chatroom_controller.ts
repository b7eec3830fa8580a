import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import Lead from '#models/lead'
import { ChatConversationStatus } from '#enums/content'
import {
  issueChatToken,
  revokeChatToken,
  verifyChatToken,
} from '#services/support_desk/chat/chat_tokens'
import {
  messagesAfter,
  startConversation,
  visitorMessage,
} from '#services/support_desk/chat/conversations'
import {
  chatAfterValidator,
  chatAnnouncementValidator,
  chatMessageValidator,
} from '#validators/chat'

/** The session key the lead popup leaves for `GET /chatGPT` (app/controllers/api/leads_controller.ts). */
export const CHAT_LEAD_SESSION_KEY = 'chat_lead_id'

/**
 * The GPT Chatroom's calls (SPEC §7). Answers are JSON; a failure carries
 * an `error` field the window shows as a bot message (SPEC §8).
 */
export default class ChatroomController {
  #locale(ctx: HttpContext): 'en' | 'th' {
    return ctx.i18n.locale === 'th' ? 'th' : 'en'
  }

  #fail(ctx: HttpContext, status: number, key: string) {
    ctx.response.header('Cache-Control', 'private, no-store')
    return ctx.response.status(status).json({ error: ctx.i18n.t(`chat.errors.${key}`) })
  }

  async #validate<T>(run: () => Promise<T>): Promise<T | null> {
    try {
      return await run()
    } catch (error) {
      if (error instanceof vineErrors.E_VALIDATION_ERROR) return null
      throw error
    }
  }

  /**
   * GET /chatGPT: after the lead popup, announces the new legal-help form
   * and opens a conversation (attached to the lead this browser just sent)
   * with its chat token; without a message, a plain new conversation.
   */
  async open(ctx: HttpContext) {
    const data = await this.#validate(() =>
      ctx.request.validateUsing(chatAnnouncementValidator, { data: ctx.request.qs() })
    )
    if (!data) return this.#fail(ctx, 422, 'invalid')
    const leadId = Number(ctx.session?.get(CHAT_LEAD_SESSION_KEY)) || null
    const lead = leadId && data.message ? await Lead.find(leadId) : null
    if (lead) ctx.session.forget(CHAT_LEAD_SESSION_KEY)
    const { conversation, reply, message } = await startConversation({
      locale: data.lang ?? this.#locale(ctx),
      lead,
      user: ctx.auth.user ?? null,
      announcement: data.message || null,
    })
    const token = await issueChatToken(conversation)
    ctx.response.header('Cache-Control', 'private, no-store')
    return {
      token: token.secret,
      expiresAt: token.expiresAt.toISO(),
      reply,
      lastMessageId: message.id,
    }
  }

  /** POST /chatroom/send with `Authorization: Bearer <authToken>`. */
  async send(ctx: HttpContext) {
    const token = await verifyChatToken(ctx.request.header('authorization'))
    if (!token) return this.#fail(ctx, 401, 'token')
    if (token.conversation.status === ChatConversationStatus.CLOSED) {
      return this.#fail(ctx, 409, 'closed')
    }
    const data = await this.#validate(() =>
      ctx.request.validateUsing(chatMessageValidator, { data: ctx.request.only(['message']) })
    )
    if (!data) return this.#fail(ctx, 422, 'invalid')
    const locale = token.conversation.locale === 'th' ? 'th' : 'en'
    const answer = await visitorMessage(token.conversation, data.message, locale)
    ctx.response.header('Cache-Control', 'private, no-store')
    return answer
  }

  /** GET /chatroom/messages?after=<id>: what staff wrote since, while a person has the conversation. */
  async messages(ctx: HttpContext) {
    const token = await verifyChatToken(ctx.request.header('authorization'))
    if (!token) return this.#fail(ctx, 401, 'token')
    const data = await this.#validate(() =>
      ctx.request.validateUsing(chatAfterValidator, { data: ctx.request.qs() })
    )
    if (!data) return this.#fail(ctx, 422, 'invalid')
    ctx.response.header('Cache-Control', 'private, no-store')
    return {
      status: token.conversation.status,
      messages: await messagesAfter(token.conversation, data.after ?? 0),
    }
  }

  /** POST /chatroom/revoke: the visitor ends the chat; the token stops working. */
  async revoke(ctx: HttpContext) {
    const token = await verifyChatToken(ctx.request.header('authorization'))
    if (!token) return this.#fail(ctx, 401, 'token')
    await revokeChatToken(token)
    return ctx.response.noContent()
  }
}
