import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import User from '#models/user'
import MemberRequest from '#models/member_request'
import type { PagesFrom } from '#enums/desk'

/**
 * A file on the private disk attached to a request or to one of its
 * messages; reachable only through a short-lived signed link. Until it is
 * sent with a request or a message it belongs to its uploader alone.
 */
export default class MemberRequestFile extends TimestampedRow {
  static table = 'member_request_files'

  @column()
  declare memberRequestId: number | null

  @belongsTo(() => MemberRequest)
  declare memberRequest: BelongsTo<typeof MemberRequest>

  @column()
  declare messageId: number | null

  @column()
  declare ownerId: number

  @belongsTo(() => User, { foreignKey: 'ownerId' })
  declare owner: BelongsTo<typeof User>

  @column({ serializeAs: null })
  declare diskKey: string

  @column()
  declare name: string

  @column()
  declare mime: string

  @column()
  declare size: number

  @column()
  declare pages: number | null

  @column()
  declare pagesFrom: PagesFrom | null
}
