import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { TimestampedRow } from '#models/concerns/rows'
import { withSubscription } from '#models/concerns/owners'
import type { DependantRelation } from '#enums/billing'
import { toBoolean } from '#support/columns'
import Subscription from '#models/subscription'

export default class Dependant extends compose(
  TimestampedRow,
  withSubscription(() => Subscription)
) {
  @column()
  declare name: string

  @column.date()
  declare dateOfBirth: DateTime

  @column()
  declare relation: DependantRelation

  @column({ consume: toBoolean })
  declare livesAtHome: boolean

  @column({ consume: toBoolean })
  declare underGuardianship: boolean
}
