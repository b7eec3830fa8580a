import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { TimestampedRow } from '#models/concerns/rows'
import { withUser } from '#models/concerns/owners'
import User from '#models/user'
import type { DevicePlatform } from '#enums/content'

/** A push-notification (FCM) token of one of a user's devices. */
export default class DeviceToken extends compose(
  TimestampedRow,
  withUser(() => User)
) {
  static table = 'device_tokens'

  @column({ serializeAs: null })
  declare token: string

  @column()
  declare platform: DevicePlatform

  @column.dateTime()
  declare lastUsedAt: DateTime | null
}
