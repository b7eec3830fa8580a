import type { HttpContext } from '@adonisjs/core/http'
import mailings from '#services/marketing/mailings'
import { scheduleHistoryList } from '#lists/schedule_history_list'

/** SPEC §2.9 Mail Schedule History: every mailing, with the totals per status. */
export default class ScheduleHistoryListController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/ScheduleHistory', {
      list: await scheduleHistoryList.page(ctx),
      totals: await mailings.totals(),
    })
  }
}
