import type { HttpContext } from '@adonisjs/core/http'
import { leadValidator } from '#validators/leads'
import { storeLead } from '#services/marketing/leads'
import { CHAT_LEAD_SESSION_KEY } from '#controllers/chat/chatroom_controller'

/**
 * POST /api/leads (SPEC §7): the lead popup's name, phone and email.
 * 201 {ok: true}; a missing or malformed field is a 422 with field errors.
 * The lead is remembered in the session so that the GPT Chatroom opened
 * right after (`GET /chatGPT`) is attached to it.
 */
export default class LeadsController {
  async store({ request, response, session, auth }: HttpContext) {
    const data = await request.validateUsing(leadValidator)
    const lead = await storeLead(data, {
      ip: request.ip(),
      userAgent: request.header('user-agent') ?? null,
      userId: auth.user?.id ?? null,
    })
    session.put(CHAT_LEAD_SESSION_KEY, lead.id)
    return response.created({ ok: true })
  }
}
