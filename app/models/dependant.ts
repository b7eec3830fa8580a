import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { DependantRelation } from '#enums/billing'
import { toBoolean } from '#support/columns'
import Subscription from '#models/subscription'

export default class Dependant extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

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

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
