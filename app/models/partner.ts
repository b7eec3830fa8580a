import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { TimestampedRow } from '#models/concerns/rows'
import { withOptionalUser, withSubscription } from '#models/concerns/owners'
import { toBoolean } from '#support/columns'
import Subscription from '#models/subscription'
import User from '#models/user'

/**
 * The spouse or partner covered by a Personal membership. Its user is the
 * partner's own login, while they have one (see #services/partner_login).
 */
export default class Partner extends compose(
  TimestampedRow,
  withOptionalUser(() => User),
  withSubscription(() => Subscription)
) {
  @column()
  declare name: string

  @column()
  declare email: string | null

  @column()
  declare phone: string | null

  @column.date()
  declare dateOfBirth: DateTime | null

  /** ISO 3166-1 alpha-2 code of the country of nationality. */
  @column()
  declare nationality: string | null

  @column({ consume: toBoolean })
  declare phoneNeedsReview: boolean

  @column({ consume: toBoolean })
  declare countryNeedsReview: boolean

  /** When the last invitation to set a password was sent. */
  @column.dateTime()
  declare invitedAt: DateTime | null
}
