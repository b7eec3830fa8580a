import type { HttpContext } from '@adonisjs/core/http'
import pushCampaigns from '#services/marketing/push_campaigns'
import { segmentOptions } from '#services/marketing/segments'
import { pushCampaignsList } from '#lists/push_campaigns_list'

/** SPEC §2.9 FCM Notification: the compose form above the history of pushes. */
export default class PushCampaignsListController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/FcmNotification', {
      list: await pushCampaignsList.page(ctx),
      options: await segmentOptions(),
      devices: await pushCampaigns.countDevices(),
      driver: pushCampaigns.driver().name,
    })
  }
}
