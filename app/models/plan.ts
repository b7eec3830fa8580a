import { column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import type { PlanSlug } from '#enums/billing'
import { toBoolean } from '#support/columns'
import Price from '#models/price'
import PlanDetailItem from '#models/plan_detail_item'
import { localized } from '#support/localized'

export default class Plan extends TimestampedRow {
  @column()
  declare slug: PlanSlug

  @column()
  declare name: string

  @column()
  declare nameTh: string | null

  @column()
  declare tagline: string | null

  @column()
  declare description: string | null

  @column()
  declare descriptionTh: string | null

  @column({ consume: toBoolean })
  declare coversDependantsUnder26: boolean

  @column({ consume: toBoolean })
  declare allowsPartner: boolean

  @column({ consume: toBoolean })
  declare isActive: boolean

  @column()
  declare position: number

  /** The plan's name for a reader: Thai when the plan has a Thai name, else English. */
  nameFor(locale: string): string {
    return localized(this.name, this.nameTh, locale)
  }

  @hasMany(() => Price)
  declare prices: HasMany<typeof Price>

  @hasMany(() => PlanDetailItem)
  declare detailItems: HasMany<typeof PlanDetailItem>
}
