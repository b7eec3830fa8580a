import type { HttpContext } from '@adonisjs/core/http'
import { updatePromises } from '#services/support_desk/desk/service_promises'
import { servicePromisesValidator } from '#validators/service_promises'
import { scopedMessages } from '#validators/admin_money'
import { staffWrite } from '#support/staff_write'

/**
 * Admin › Settings › Service promises (DESIGN §11): the response time of
 * each kind of member request. Shown on the Settings page
 * (SettingsController.edit); the same roles as Settings.
 */
export default class ServicePromisesController {
  async update(ctx: HttpContext) {
    const form = await ctx.request.validateUsing(servicePromisesValidator, {
      messagesProvider: scopedMessages(ctx.i18n, 'admin_settings.promises'),
    })
    const changed = await updatePromises(form, staffWrite(ctx))
    ctx.session.flash(
      changed.length ? 'success' : 'info',
      ctx.i18n.t(
        changed.length
          ? 'admin_settings.promises.flash.saved'
          : 'admin_settings.promises.flash.unchanged'
      )
    )
    return ctx.response.redirect().toRoute('admin.settings')
  }
}
