import { DateTime } from 'luxon'
import { beforeSave, column, scope } from '@adonisjs/lucid/orm'
import { TimestampedRow } from '#models/concerns/rows'
import { likePattern } from '#support/list_query'

/** Where a subscriber stands; the admin list filters by it. */
export const SUBSCRIBER_STATUSES = ['subscribed', 'pending', 'unsubscribed'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]

/** A newsletter subscriber. */
export default class Subscriber extends TimestampedRow {
  static table = 'subscribers'

  /** Stored lower-cased: the unique index is then case-insensitive. */
  @column()
  declare email: string

  @column()
  declare locale: string

  @column.dateTime()
  declare confirmedAt: DateTime | null

  @column.dateTime()
  declare unsubscribedAt: DateTime | null

  @beforeSave()
  static normalizeEmail(subscriber: Subscriber) {
    if (subscriber.$dirty.email) subscriber.email = subscriber.email.trim().toLowerCase()
    if (!subscriber.locale) subscriber.locale = 'en'
  }

  /** Who a newsletter goes to: confirmed and not unsubscribed. */
  static receiving = scope((query) => {
    query.whereNotNull('confirmed_at').whereNull('unsubscribed_at')
  })

  /** Admin search: part of the email, wildcards typed by the user matched literally. */
  static search = scope((query, q: string) => {
    if (q) query.whereRaw('email like ? escape ?', [likePattern(q), '\\'])
  })

  static withStatus = scope((query, status: SubscriberStatus | undefined) => {
    if (status === 'unsubscribed') query.whereNotNull('unsubscribed_at')
    if (status === 'subscribed') query.whereNull('unsubscribed_at').whereNotNull('confirmed_at')
    if (status === 'pending') query.whereNull('unsubscribed_at').whereNull('confirmed_at')
  })

  get status(): SubscriberStatus {
    if (this.unsubscribedAt) return 'unsubscribed'
    return this.confirmedAt ? 'subscribed' : 'pending'
  }
}
