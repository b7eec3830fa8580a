import type { HttpContext } from '@adonisjs/core/http'
import { leadValidator } from '#validators/leads'
import { storeLead } from '#services/leads'

/**
 * POST /api/leads (SPEC §7): the lead popup's name, phone and email.
 * 201 {ok: true}; a missing or malformed field is a 422 with field errors.
 */
export default class LeadsController {
  async store({ request, response }: HttpContext) {
    const data = await request.validateUsing(leadValidator)
    await storeLead(data, { ip: request.ip(), userAgent: request.header('user-agent') ?? null })
    return response.created({ ok: true })
  }
}
