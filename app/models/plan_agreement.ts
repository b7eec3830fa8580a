import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { TimestampedRow } from '#models/concerns/rows'
import { withUser, withSubscription } from '#models/concerns/owners'
import Subscription from '#models/subscription'
import User from '#models/user'
import type { ContentLocale } from '#enums/content'

/** Which terms version a member accepted, when and from where. */
export default class PlanAgreement extends compose(
  TimestampedRow,
  withUser(() => User),
  withSubscription(() => Subscription)
) {
  @column()
  declare termsVersion: string

  /** The language of the text accepted (`en` or `th`): a version holds both. */
  @column()
  declare termsLocale: ContentLocale

  @column.dateTime()
  declare acceptedAt: DateTime

  @column()
  declare acceptedIp: string | null
}
