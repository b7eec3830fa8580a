import { Exception } from '@adonisjs/core/exceptions'
import { beforeSave, column, scope } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { TimestampedRow } from '#models/concerns/rows'
import { withOptionalUser } from '#models/concerns/owners'
import User from '#models/user'
import { RATING_MAX, RATING_MIN } from '#enums/content'
import { toBoolean } from '#support/columns'

/** SPEC §5: a whole number of stars from 1 to 5. */
export function isValidRating(value: unknown): value is number {
  return (
    Number.isInteger(value) && (value as number) >= RATING_MIN && (value as number) <= RATING_MAX
  )
}

export default class Review extends compose(
  TimestampedRow,
  withOptionalUser(() => User)
) {
  static table = 'reviews'

  @column()
  declare name: string

  @column()
  declare comment: string

  /** The comment in Thai; blank shows the English to Thai visitors. */
  @column()
  declare commentTh: string | null

  @column()
  declare rating: number

  @column({ consume: toBoolean })
  declare isPublished: boolean

  /** Refused here with a clear message rather than by the database check. */
  @beforeSave()
  static assertRating(review: Review) {
    if (!isValidRating(review.rating)) {
      throw new Exception(`A rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`, {
        status: 422,
        code: 'E_INVALID_RATING',
      })
    }
  }

  static published = scope((query) => {
    query.where('is_published', true)
  })
}
