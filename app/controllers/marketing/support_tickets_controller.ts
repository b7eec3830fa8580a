import type { HttpContext } from '@adonisjs/core/http'
import { supportTicketValidator, TICKET_CATEGORIES } from '#validators/support'
import { openSupportTicket } from '#services/support_desk/support_tickets'
import { ticketReference } from '#services/support_desk/ticket_reference'
import { contactChannels } from '#services/support_desk/contact_channels'
import ContactChannelsTransformer from '#transformers/contact_channels_transformer'

/** The ticket form (SPEC §3 support ticket): opens a ticket with status pending. */
export default class SupportTicketsController {
  async create({ inertia, session, auth }: HttpContext) {
    return inertia.render('Marketing/SupportTicket', {
      categories: [...TICKET_CATEGORIES],
      channels: ContactChannelsTransformer.transform(await contactChannels()),
      reference: (session.flashMessages.get('ticketReference') as string | undefined) ?? null,
      defaults: { name: auth.user?.name ?? '', email: auth.user?.email ?? '' },
    })
  }

  async store({ request, response, session, i18n, auth }: HttpContext) {
    const data = await request.validateUsing(supportTicketValidator)
    const ticket = await openSupportTicket(data, {
      ip: request.ip(),
      userAgent: request.header('user-agent') ?? null,
      userId: auth.user?.id ?? null,
    })
    const reference = ticketReference(ticket.id)
    session.flash('ticketReference', reference)
    session.flash('success', i18n.t('forms.ticket.success', { reference }))
    return response.redirect().toRoute('support.ticket')
  }
}
