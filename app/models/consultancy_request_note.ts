import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

/** A staff note on a consultancy request. */
export default class ConsultancyRequestNote extends BaseModel {
  static table = 'consultancy_request_notes'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare consultancyRequestId: number

  @column()
  declare userId: number | null

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @column()
  declare body: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
