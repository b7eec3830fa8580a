import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import ScheduledMail from '#models/scheduled_mail'
import mailings from '#services/marketing/mailings'
import { SCHEDULED_MAIL_STATUSES } from '#enums/content'
import { staffWrite } from '#support/staff_write'
import { scheduleHistoryList } from '#lists/schedule_history_list'

/** SPEC §2.9 Mail Schedule History: counts per mailing; cancel before it starts. */
export default class ScheduleHistoryController {
  async index(ctx: HttpContext) {
    const totals: Array<{ status: string; total: number | string }> = await db
      .from('scheduled_mails')
      .select('status')
      .count('* as total')
      .groupBy('status')
    return ctx.inertia.render('Admin/ScheduleHistory', {
      list: await scheduleHistoryList.page(ctx),
      totals: Object.fromEntries(
        SCHEDULED_MAIL_STATUSES.map((status) => [
          status,
          Number(totals.find((row) => row.status === status)?.total ?? 0),
        ])
      ) as Record<(typeof SCHEDULED_MAIL_STATUSES)[number], number>,
    })
  }

  async cancel(ctx: HttpContext) {
    const { params, session, i18n, response } = ctx
    const mailing = await ScheduledMail.findOrFail(params.id)
    const cancelled = await mailings.cancel(mailing, staffWrite(ctx))
    session.flash(
      cancelled ? 'success' : 'error',
      i18n.t(cancelled ? 'admin_mail.flash.cancelled' : 'admin_mail.errors.already_started')
    )
    return response.redirect().withQs().back()
  }
}
