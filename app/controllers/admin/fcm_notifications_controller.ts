import type { HttpContext } from '@adonisjs/core/http'
import PushCampaign from '#models/push_campaign'
import pushCampaigns, { pushFromForm } from '#services/marketing/push_campaigns'
import { pushValidator } from '#validators/mail'
import { staffWrite } from '#support/staff_write'
import { backWith, redirectWith } from '#support/redirects'
import { segmentFromQuery } from '#controllers/admin/mailings_controller'

/** SPEC §2.9 FCM Notification: compose, send now or later, cancel before it goes. */
export default class FcmNotificationsController {
  /** Devices the segment reaches now (JSON for the form). */
  async count({ request, response }: HttpContext) {
    return response.json({
      devices: await pushCampaigns.countTokens(segmentFromQuery(request.qs())),
    })
  }

  async store(ctx: HttpContext) {
    const data = await ctx.request.validateUsing(pushValidator)
    const campaign = await pushCampaigns.create(pushFromForm(data), staffWrite(ctx))
    const sent = data.send_at === 'later' ? 'scheduled' : 'queued'
    return redirectWith(ctx, `admin_fcm.flash.${sent}`, { count: campaign.tokenCount }).toRoute(
      'admin.fcm_notification'
    )
  }

  async cancel(ctx: HttpContext) {
    const campaign = await PushCampaign.findOrFail(ctx.params.id)
    await pushCampaigns.cancel(campaign, staffWrite(ctx))
    return backWith(ctx, 'admin_fcm.flash.cancelled')
  }
}
