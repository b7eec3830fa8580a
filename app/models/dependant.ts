import { DateTime } from 'luxon'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import type { DependantRelation } from '#enums/billing'
import { toBoolean } from '#support/columns'
import Subscription from '#models/subscription'

export default class Dependant extends TimestampedRow {
  @column()
  declare subscriptionId: number

  @belongsTo(() => Subscription)
  declare subscription: BelongsTo<typeof Subscription>

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
