import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { userHistoryList } from '#lists/user_history_list'

/** SPEC §2.9 Users History: the audit log of every staff write (DESIGN §8). */
export default class UserHistoryListController {
  async index(ctx: HttpContext) {
    const list = await userHistoryList.page(ctx)
    // The actor filter shows names, not ids.
    const actors = await User.query()
      .select('id', 'name')
      .whereIn('id', list.filterOptions.actor.map(Number))
    return ctx.inertia.render('Admin/UserHistory', {
      list,
      actors: Object.fromEntries(actors.map((user) => [String(user.id), user.name])),
    })
  }

  async export(ctx: HttpContext) {
    return userHistoryList.csv(ctx)
  }
}
