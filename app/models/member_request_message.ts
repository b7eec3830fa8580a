import { belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import { toBoolean } from '#support/columns'
import User from '#models/user'
import MemberRequest from '#models/member_request'
import MemberRequestFile from '#models/member_request_file'

/** One message of a request's thread: from the member, or from the staff or lawyer on it. */
export default class MemberRequestMessage extends TimestampedRow {
  static table = 'member_request_messages'

  @column()
  declare memberRequestId: number

  @belongsTo(() => MemberRequest)
  declare memberRequest: BelongsTo<typeof MemberRequest>

  @column()
  declare authorId: number | null

  @belongsTo(() => User, { foreignKey: 'authorId' })
  declare author: BelongsTo<typeof User>

  @column({ consume: toBoolean })
  declare fromStaff: boolean

  @column()
  declare body: string

  @hasMany(() => MemberRequestFile, { foreignKey: 'messageId' })
  declare files: HasMany<typeof MemberRequestFile>
}
