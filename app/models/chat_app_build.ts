import { column } from '@adonisjs/lucid/orm'
import { TimestampedRow } from '#models/concerns/rows'

/** A support chat app build (APK or ZIP) uploaded by staff, kept on the Drive disk. */
export default class ChatAppBuild extends TimestampedRow {
  static table = 'chat_app_builds'

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
}
