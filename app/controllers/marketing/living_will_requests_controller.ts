import type { HttpContext } from '@adonisjs/core/http'
import { livingWillRequestValidator } from '#validators/support'
import { requestLivingWill } from '#services/support_desk/consultancy_requests'
import { contactChannels } from '#services/support_desk/contact_channels'
import ContactChannelsTransformer from '#transformers/contact_channels_transformer'

/**
 * "Request emergency and living mail" (SPEC §2.2), read as a request for a
 * living will: SPEC §1 covers wills and powers of attorney and the Personal
 * navigation lists "living will". Stored as a consultancy request.
 */
export default class LivingWillRequestsController {
  async create({ inertia, session, auth }: HttpContext) {
    return inertia.render('Marketing/SupportLivingMail', {
      channels: ContactChannelsTransformer.transform(await contactChannels()),
      intakeNumber: (session.flashMessages.get('intakeNumber') as string | undefined) ?? null,
      defaults: { name: auth.user?.name ?? '', email: auth.user?.email ?? '' },
    })
  }

  async store({ request, response, session, i18n, auth }: HttpContext) {
    const data = await request.validateUsing(livingWillRequestValidator)
    const intake = await requestLivingWill(data, {
      ip: request.ip(),
      userAgent: request.header('user-agent') ?? null,
      userId: auth.user?.id ?? null,
    })
    session.flash('intakeNumber', intake.intakeNumber)
    session.flash('success', i18n.t('forms.living_will.success', { number: intake.intakeNumber }))
    return response.redirect().toRoute('support.living-mail')
  }
}
