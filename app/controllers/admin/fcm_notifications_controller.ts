import type { HttpContext } from '@adonisjs/core/http'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import PushCampaign from '#models/push_campaign'
import User from '#models/user'
import DeviceToken from '#models/device_token'
import pushCampaigns from '#services/push/push_campaigns'
import { segmentOptions } from '#services/mail/segments'
import { SCHEDULED_MAIL_STATUSES } from '#enums/content'
import { bangkokDateTime, pushValidator } from '#validators/mail'
import { containsAny, listPage, parseListQuery, type ListParams } from '#support/list_query'
import { staffWrite } from '#support/staff_write'
import { toPushRow } from '#transformers/mail_transformer'
import { segmentFromQuery } from '#controllers/admin/mailings_controller'

const list = {
  sorts: { scheduled_at: 'scheduled_at', created_at: 'created_at' },
  defaultSort: 'scheduled_at',
  defaultDir: 'desc',
  filters: { status: SCHEDULED_MAIL_STATUSES, target: ['segment', 'topic'] },
} as const

type Params = ListParams<keyof typeof list.sorts, keyof typeof list.filters>

const narrow = (query: ModelQueryBuilderContract<typeof PushCampaign>, { q, filters }: Params) =>
  query
    .if(q, (sub) => sub.where((w) => containsAny(w, ['title', 'body'], q)))
    .if(filters.status, (sub) => sub.where('status', filters.status!))
    .if(filters.target, (sub) => sub.where('target', filters.target!))

/** SPEC §2.9 FCM Notification (issue 14): compose, send now or later, history with counts. */
export default class FcmNotificationsController {
  async index({ request, inertia }: HttpContext) {
    const params = parseListQuery(request.qs(), list)
    const devices = await DeviceToken.query().count('* as total').first()
    const page = await listPage(PushCampaign, params, list, narrow, (row) => row)
    const creators = await User.query()
      .whereIn(
        'id',
        page.rows.map((row) => row.createdBy ?? 0)
      )
      .select('id', 'name')
    for (const row of page.rows) {
      const creator = creators.find((one) => one.id === row.createdBy)
      if (creator) row.$setRelated('creator', creator)
    }
    return inertia.render('Admin/FcmNotification', {
      list: { ...page, rows: page.rows.map(toPushRow) },
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
