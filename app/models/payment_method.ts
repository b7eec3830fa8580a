import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import type { PaymentGateway } from '#enums/billing'
import { toBoolean } from '#support/columns'
import User from '#models/user'

/** A saved card: only the gateway's ids and display fields, never the number. */
export default class PaymentMethod extends TimestampedRow {
  @column()
  declare userId: number

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @column()
  declare gateway: PaymentGateway

  @column()
  declare gatewayCustomerId: string

  @column()
  declare gatewayCardId: string

  @column()
  declare brand: string

  @column({ columnName: 'last4' })
  declare last4: string

  @column()
  declare expiryMonth: number

  @column()
  declare expiryYear: number

  @column()
  declare financing: string | null

  @column({ consume: toBoolean })
  declare isDefault: boolean
}
