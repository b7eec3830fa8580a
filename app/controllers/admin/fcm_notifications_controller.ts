import type { HttpContext } from '@adonisjs/core/http'
import PushCampaign from '#models/push_campaign'
import DeviceToken from '#models/device_token'
import pushCampaigns from '#services/marketing/push_campaigns'
import { segmentOptions } from '#services/marketing/segments'
import { bangkokDateTime, pushValidator } from '#validators/mail'
import { staffWrite } from '#support/staff_write'
import { pushCampaignsList } from '#lists/push_campaigns_list'
import { segmentFromQuery } from '#controllers/admin/mailings_controller'

/** SPEC §2.9 FCM Notification: compose, send now or later, history with counts. */
export default class FcmNotificationsController {
  async index(ctx: HttpContext) {
    const devices = await DeviceToken.query().count('* as total').first()
    return ctx.inertia.render('Admin/FcmNotification', {
      list: await pushCampaignsList.page(ctx),
      options: await segmentOptions(),
      devices: Number(devices?.$extras.total ?? 0),
      driver: pushCampaigns.driver().name,
    })
  }

  /** Devices the segment reaches now (JSON for the form). */
  async count({ request, response }: HttpContext) {
    return response.json({
      devices: await pushCampaigns.countTokens(segmentFromQuery(request.qs())),
    })
  }

  async store(ctx: HttpContext) {
    const { request, session, i18n, response } = ctx
    const data = await request.validateUsing(pushValidator)
    const campaign = await pushCampaigns.create(
      {
        title: data.title,
        body: data.body,
        link: data.link ?? null,
        target:
          data.target === 'topic'
            ? { topic: data.topic! }
            : { segment: { audience: data.audience!, value: data.value ?? null } },
        scheduledAt: data.send_at === 'later' ? bangkokDateTime(data.scheduled_at!) : null,
      },
      staffWrite(ctx)
    )
    session.flash(
      'success',
      i18n.t(data.send_at === 'later' ? 'admin_fcm.flash.scheduled' : 'admin_fcm.flash.queued', {
        count: campaign.tokenCount,
      })
    )
    return response.redirect().toRoute('admin.fcm_notification')
  }

  async cancel(ctx: HttpContext) {
    const { params, session, i18n, response } = ctx
    const campaign = await PushCampaign.findOrFail(params.id)
    const cancelled = await pushCampaigns.cancel(campaign, staffWrite(ctx))
    session.flash(
      cancelled ? 'success' : 'error',
      i18n.t(cancelled ? 'admin_fcm.flash.cancelled' : 'admin_fcm.errors.already_started')
    )
    return response.redirect().withQs().back()
  }
}
