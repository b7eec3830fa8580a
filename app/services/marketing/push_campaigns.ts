import { DateTime } from 'luxon'
import type { Infer } from '@vinejs/vine/types'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import AuditLog from '#models/audit_log'
import DeviceToken from '#models/device_token'
import PushCampaign from '#models/push_campaign'
import type User from '#models/user'
import clock from '#services/billing/clock'
import { segmentUsers, type Segment } from '#services/marketing/segments'
import { pushDriverFromEnv, type PushDriver } from '#services/platform/fcm_driver'
import { ScheduledMailStatus } from '#enums/content'
import { queueByName } from '#support/queue_by_name'
import { cancelQueued, claimDue, handToWorker } from '#services/marketing/queued_sends'
import { bangkokDateTime, type pushValidator } from '#validators/mail'

type Who = { actor: User; ip: string | null }

export type NewPush = {
  title: string
  body: string
  link: string | null
  target: { segment: Segment } | { topic: string }
  scheduledAt: DateTime | null
}

/** The compose form as the campaign it creates (a time is Bangkok's). */
export function pushFromForm(data: Infer<typeof pushValidator>): NewPush {
  return {
    title: data.title,
    body: data.body,
    link: data.link ?? null,
    target:
      data.target === 'topic'
        ? { topic: data.topic! }
        : { segment: { audience: data.audience!, value: data.value ?? null } },
    scheduledAt: data.send_at === 'later' ? bangkokDateTime(data.scheduled_at!) : null,
  }
}

/** Tokens sent to at once (FCM v1 sends one message per request). */
const CONCURRENCY = 10
const BATCH = 500

/**
 * FCM Notification: a push to the devices of a segment of
 * members or to a topic, now or at a time, sent by the worker. Each campaign
 * is claimed with a conditional update (sent once); tokens FCM reports
 * unregistered are deleted.
 */
export class PushCampaigns {
  #driver: PushDriver | null = null

  driver(): PushDriver {
    this.#driver ??= pushDriverFromEnv()
    return this.#driver
  }

  /** Tests swap the driver (an FCM driver against nock, or a fresh log driver). */
  useDriver(driver: PushDriver | null) {
    this.#driver = driver
  }

  /** Every registered device (the total the compose page states). */
  async countDevices(): Promise<number> {
    const row = await DeviceToken.query().count('* as total').first()
    return Number(row?.$extras.total ?? 0)
  }

  /** Devices a segment reaches now (for the count shown before sending). */
  async countTokens(segment: Segment): Promise<number> {
    const row = await DeviceToken.query()
      .whereIn('user_id', segmentUsers(segment, { marketing: false }).select('users.id'))
      .count('* as total')
      .first()
    return Number(row?.$extras.total ?? 0)
  }

  async create(input: NewPush, { actor, ip }: Who): Promise<PushCampaign> {
    const segment = 'segment' in input.target ? input.target.segment : null
    const tokenCount = segment ? await this.countTokens(segment) : 0
    const campaign = await db.transaction(async (trx) => {
      const row = await PushCampaign.create(
        {
          title: input.title,
          body: input.body,
          link: input.link,
          target: segment ? 'segment' : 'topic',
          audience: segment?.audience ?? null,
          segmentValue: segment?.value ?? null,
          topic: 'topic' in input.target ? input.target.topic : null,
          scheduledAt: input.scheduledAt ?? clock.now(),
          status: ScheduledMailStatus.QUEUED,
          tokenCount,
          deliveredCount: 0,
          failedCount: 0,
          prunedCount: 0,
          createdBy: actor.id,
        },
        { client: trx }
      )
      await AuditLog.record('push.created', {
        actor,
        subject: row,
        changes: {
          before: null,
          after: {
            title: row.title,
            target: row.target,
            audience: row.audience,
            value: row.segmentValue,
            topic: row.topic,
            scheduled_at: row.scheduledAt.toISO(),
          },
        },
        ip,
        client: trx,
      })
      return row
    })
    if (!input.scheduledAt) {
      handToWorker(() => this.queueJob(campaign.id), { campaign: campaign.id }, 'push')
    }
    return campaign
  }

  /** Queues the send (tests replace it to see what was queued). */
  queueJob = async (id: number) => {
    await queueByName('SendPushJob', { id })
  }

  /** Cancels a campaign still queued; refused once it has been sent. */
  async cancel(campaign: PushCampaign, who: Who): Promise<void> {
    await cancelQueued(
      'push_campaigns',
      campaign,
      { action: 'push.cancelled', refusal: 'admin_fcm.errors.already_started' },
      who
    )
  }

  /** Sends a due campaign; false when another worker has it or it is not due. */
  async run(id: number): Promise<boolean> {
    const now = clock.now().toSQL({ includeOffset: false })!
    if (!(await claimDue('push_campaigns', id, now))) return false

    const campaign = await PushCampaign.findOrFail(id)
    const driver = this.driver()
    const message = { title: campaign.title, body: campaign.body, link: campaign.link }
    let delivered = 0
    let failed = 0
    let pruned = 0
    let lastError: string | null = null
    try {
      if (campaign.target === 'topic') {
        const result = await driver.send({ topic: campaign.topic! }, message)
        if (result.ok) delivered++
        else {
          failed++
          lastError = result.error
        }
      } else {
        const segment = { audience: campaign.audience, value: campaign.segmentValue } as Segment
        let lastId = 0
        while (true) {
          const tokens = await DeviceToken.query()
            .whereIn('user_id', segmentUsers(segment, { marketing: false }).select('users.id'))
            .where('id', '>', lastId)
            .orderBy('id')
            .limit(BATCH)
          if (!tokens.length) break
          lastId = tokens[tokens.length - 1].id
          for (let start = 0; start < tokens.length; start += CONCURRENCY) {
            const slice = tokens.slice(start, start + CONCURRENCY)
            const results = await Promise.all(
              slice.map((device) => driver.send({ token: device.token }, message))
            )
            const gone: number[] = []
            results.forEach((result, index) => {
              if (result.ok) return void delivered++
              failed++
              lastError = result.error
              if (result.unregistered) gone.push(slice[index].id)
            })
            if (gone.length) {
              await DeviceToken.query().whereIn('id', gone).delete()
              pruned += gone.length
            }
          }
          await PushCampaign.query()
            .where('id', id)
            .update({ deliveredCount: delivered, failedCount: failed, prunedCount: pruned })
        }
      }
      campaign.merge({
        status:
          delivered === 0 && failed > 0 ? ScheduledMailStatus.FAILED : ScheduledMailStatus.SENT,
        failureReason: lastError,
      })
    } catch (error) {
      logger.error({ err: error, campaign: id }, 'push campaign failed')
      campaign.merge({
        status: ScheduledMailStatus.FAILED,
        failureReason: error instanceof Error ? error.message.slice(0, 2000) : String(error),
      })
    }
    campaign.merge({
      deliveredCount: delivered,
      failedCount: failed,
      prunedCount: pruned,
      finishedAt: DateTime.utc(),
    })
    await campaign.save()
    return true
  }

  async runDue(): Promise<number> {
    const due = await PushCampaign.query()
      .where('status', ScheduledMailStatus.QUEUED)
      .where('scheduled_at', '<=', clock.now().toSQL({ includeOffset: false })!)
      .orderBy('scheduled_at')
      .select('id')
    let ran = 0
    for (const row of due) if (await this.run(row.id)) ran++
    return ran
  }
}

export default new PushCampaigns()
