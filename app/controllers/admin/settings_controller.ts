import type { HttpContext } from '@adonisjs/core/http'
import { readSiteSettings, updateSiteSettings } from '#services/admin/admin_settings'
import { siteSettingsValidator, scopedMessages } from '#validators/admin_money'

/** SPEC §2.9 Settings: the site's name, contacts, invoices' seller, dunning and flags. */
export default class SettingsController {
  async edit({ inertia }: HttpContext) {
    return inertia.render('Admin/Settings', { settings: await readSiteSettings() })
  }

  async update({ request, auth, session, i18n, response }: HttpContext) {
    const form = await request.validateUsing(siteSettingsValidator, {
      messagesProvider: scopedMessages(i18n, 'admin_settings'),
    })
    const changed = await updateSiteSettings(form, { actor: auth.user!, ip: request.ip() })
    session.flash(
      changed.length ? 'success' : 'info',
      i18n.t(changed.length ? 'admin_settings.flash.saved' : 'admin_settings.flash.unchanged')
    )
    return response.redirect().toRoute('admin.settings')
  }
}
