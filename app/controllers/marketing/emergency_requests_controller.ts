import type { HttpContext } from '@adonisjs/core/http'
import { emergencyCallbackValidator } from '#validators/support'
import { requestEmergencyCallback } from '#services/support_desk/support_tickets'
import { ticketReference } from '#services/support_desk/ticket_reference'
import { contactChannels } from '#services/support_desk/contact_channels'
import ContactChannelsTransformer from '#transformers/contact_channels_transformer'

/** Emergency help (SPEC §1): the 24/7 line first, then a call-back request. */
export default class EmergencyRequestsController {
  async create({ inertia, session, auth }: HttpContext) {
    return inertia.render('Marketing/SupportEmergency', {
      channels: ContactChannelsTransformer.transform(await contactChannels()),
      reference: (session.flashMessages.get('ticketReference') as string | undefined) ?? null,
      defaults: { name: auth.user?.name ?? '' },
    })
  }

  async store({ request, response, session, i18n, auth }: HttpContext) {
    const data = await request.validateUsing(emergencyCallbackValidator)
    const ticket = await requestEmergencyCallback(data, {
      ip: request.ip(),
      userAgent: request.header('user-agent') ?? null,
      userId: auth.user?.id ?? null,
      accountEmail: auth.user?.email ?? null,
    })
    const reference = ticketReference(ticket.id)
    session.flash('ticketReference', reference)
    session.flash('success', i18n.t('forms.emergency.success', { reference }))
    return response.redirect().toRoute('support.emergency')
  }
}
