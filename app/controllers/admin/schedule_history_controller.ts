import type { HttpContext } from '@adonisjs/core/http'
import ScheduledMail from '#models/scheduled_mail'
import mailings from '#services/marketing/mailings'
import { staffWrite } from '#support/staff_write'
import { backWith } from '#support/redirects'

/** SPEC §2.9 Mail Schedule History: a mailing is cancelled before it starts. */
export default class ScheduleHistoryController {
  async cancel(ctx: HttpContext) {
    const mailing = await ScheduledMail.findOrFail(ctx.params.id)
    await mailings.cancel(mailing, staffWrite(ctx))
    return backWith(ctx, 'admin_mail.flash.cancelled')
  }
}
