import { column } from '@adonisjs/lucid/orm'
import { QueuedSendRow } from '#models/concerns/queued_send'
import type { MailAudience } from '#enums/content'

/** An FCM push: to a segment of members' devices or to a topic, now or later. */
export default class PushCampaign extends QueuedSendRow {
  static table = 'push_campaigns'

  @column()
  declare title: string

  @column()
  declare body: string

  @column()
  declare link: string | null

  @column()
  declare target: 'segment' | 'topic'

  @column()
  declare audience: MailAudience | null

  @column()
  declare topic: string | null

  @column()
  declare tokenCount: number

  @column()
  declare deliveredCount: number

  /** Tokens FCM reported unregistered, removed during this send. */
  @column()
  declare prunedCount: number
}
