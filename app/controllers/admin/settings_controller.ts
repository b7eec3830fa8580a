import type { HttpContext } from '@adonisjs/core/http'
import SiteSettingsTransformer from '#transformers/site_settings_transformer'
import HolidayTransformer from '#transformers/holiday_transformer'
import ServicePromiseTransformer from '#transformers/service_promise_transformer'
import { readSiteSettings, updateSiteSettings } from '#services/platform/admin_settings'
import { siteSettingsValidator, scopedMessages } from '#validators/admin_money'
import { holidayYearValidator } from '#validators/holidays'
import { holidaysOf } from '#services/platform/holidays'
import { PROMISE_MAX, promiseRows } from '#services/support_desk/desk/service_promises'
import clock from '#services/billing/clock'
import { BUSINESS_ZONE } from '#support/business_hours'

/** SPEC §2.9 Settings: the site's name, contacts, invoices' seller, dunning, flags, public holidays and service promises. */
export default class SettingsController {
  async edit({ inertia, request }: HttpContext) {
    const thisYear = clock.now().setZone(BUSINESS_ZONE).year
    // A bad ?year= shows the current year rather than an error page.
    const year = await holidayYearValidator
      .validate(request.qs())
      .then((query) => query.year ?? thisYear)
      .catch(() => thisYear)
    const [settings, holidays, promises] = await Promise.all([
      readSiteSettings(),
      holidaysOf(year, thisYear),
      promiseRows(),
    ])
    return inertia.render('Admin/Settings', {
      settings: SiteSettingsTransformer.transform(settings),
      holidays: {
        ...holidays,
        rows: holidays.rows.map((row) => new HolidayTransformer(row).toObject()),
      },
      promises: {
        rows: promises.map((row) => new ServicePromiseTransformer(row).toObject()),
        max: PROMISE_MAX,
      },
    })
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
