import type { HttpContext } from '@adonisjs/core/http'
import { contactMessageValidator } from '#validators/contact'
import { contactChannels } from '#services/support_desk/contact_channels'
import ContactChannelsTransformer from '#transformers/contact_channels_transformer'
import { storeContactMessage } from '#services/support_desk/contact_messages'

/** Contact us (SPEC §2.2): the channels from settings and a form that emails staff. */
export default class ContactController {
  async show({ inertia }: HttpContext) {
    return inertia.render('Marketing/ContactUs', {
      channels: ContactChannelsTransformer.transform(await contactChannels()),
    })
  }

  async store({ request, response, session, i18n }: HttpContext) {
    const data = await request.validateUsing(contactMessageValidator)
    await storeContactMessage(data, {
      ip: request.ip(),
      userAgent: request.header('user-agent') ?? null,
    })
    session.flash('success', i18n.t('forms.contact.success'))
    return response.redirect().toRoute('resources.contact-us')
  }
}
