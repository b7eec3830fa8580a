import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A support chat app build (APK or ZIP) uploaded by staff, kept on the Drive disk. */
export default class ChatAppBuild extends BaseModel {
  static table = 'chat_app_builds'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare kind: 'apk' | 'zip'

  @column()
  declare fileName: string

  @column()
  declare storageKey: string

  @column()
  declare sizeBytes: number

  @column()
  declare uploadedById: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
