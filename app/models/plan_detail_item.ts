import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { jsonColumn } from '#support/columns'
import Plan from '#models/plan'

/** One accordion section of the plan-details modal (SPEC §2.6, §3). */
export default class PlanDetailItem extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare planId: number

  @belongsTo(() => Plan)
  declare plan: BelongsTo<typeof Plan>

  @column()
  declare question: string

  @column()
  declare questionTh: string | null

  @column()
  declare description: string | null

  @column()
  declare descriptionTh: string | null

  @column(jsonColumn)
  declare answers: string[] | null

  @column()
  declare position: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
