import type { HttpContext } from '@adonisjs/core/http'
import Holiday from '#models/holiday'
import { createHoliday, deleteHoliday, updateHoliday } from '#services/platform/holidays'
import { holidayValidator } from '#validators/holidays'
import { scopedMessages } from '#validators/admin_money'
import { staffWrite } from '#support/staff_write'

/**
 * Admin › Settings › Public holidays (DESIGN §11): the holiday calendar
 * every business-hours clock counts with. Listed on the Settings page
 * (SettingsController.edit, ?year=); the same roles as Settings.
 */
export default class HolidaysController {
  async store(ctx: HttpContext) {
    const form = await ctx.request.validateUsing(holidayValidator, {
      messagesProvider: scopedMessages(ctx.i18n, 'admin_settings.holidays'),
    })
    await createHoliday(form, staffWrite(ctx))
    return this.#back(ctx, form.date, 'created')
  }

  async update(ctx: HttpContext) {
    const holiday = await Holiday.findOrFail(ctx.params.id)
    const form = await ctx.request.validateUsing(holidayValidator, {
      meta: { id: holiday.id },
      messagesProvider: scopedMessages(ctx.i18n, 'admin_settings.holidays'),
    })
    const changed = await updateHoliday(holiday, form, staffWrite(ctx))
    return this.#back(ctx, form.date, changed ? 'updated' : 'unchanged')
  }

  async destroy(ctx: HttpContext) {
    const holiday = await Holiday.findOrFail(ctx.params.id)
    await deleteHoliday(holiday, staffWrite(ctx))
    return this.#back(ctx, holiday.date, 'deleted')
  }

  /** Back to the Settings page, on the year of the holiday just written. */
  #back({ session, i18n, response }: HttpContext, date: string, outcome: string) {
    session.flash(
      outcome === 'unchanged' ? 'info' : 'success',
      i18n.t(`admin_settings.holidays.flash.${outcome}`)
    )
    return response
      .redirect()
      .withQs({ year: date.slice(0, 4) })
      .toRoute('admin.settings')
  }
}
