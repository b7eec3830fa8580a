import type { HttpContext } from '@adonisjs/core/http'
import transmit from '@adonisjs/transmit/services/main'

const UID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const CHANNEL = /^[a-z0-9_/-]{1,100}$/i

/**
 * The support console's server-sent events (@adonisjs/transmit), inside
 * the chat_app section: only those who may open the console connect. The
 * package's own controllers throw on a missing `uid` (a 500); these answer
 * 400 to anything malformed.
 */
export default class ChatStreamController {
  events(ctx: HttpContext) {
    const uid = String(ctx.request.input('uid') ?? '')
    if (!UID.test(uid)) return ctx.response.badRequest({ error: 'uid' })
    const stream = transmit.createStream({
      uid,
      context: ctx,
      request: ctx.request.request,
      response: ctx.response.response,
      injectResponseHeaders: ctx.response.getHeaders(),
    })
    return ctx.response.stream(stream)
  }

  async subscribe(ctx: HttpContext) {
    const uid = String(ctx.request.input('uid') ?? '')
    const channel = String(ctx.request.input('channel') ?? '')
    if (!UID.test(uid) || !CHANNEL.test(channel)) return ctx.response.badRequest()
    const ok = await transmit.subscribe({ uid, channel, context: ctx })
    return ok ? ctx.response.noContent() : ctx.response.badRequest()
  }

  async unsubscribe(ctx: HttpContext) {
    const uid = String(ctx.request.input('uid') ?? '')
    const channel = String(ctx.request.input('channel') ?? '')
    if (!UID.test(uid) || !CHANNEL.test(channel)) return ctx.response.badRequest()
    await transmit.unsubscribe({ uid, channel, context: ctx })
    return ctx.response.noContent()
  }
}
