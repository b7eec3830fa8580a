import { BaseTransformer } from '@adonisjs/core/transformers'
import type { BusinessCalendar } from '#support/business_hours'

/**
 * What a transformer is given besides its record, for the transformers
 * that are given the same: `transform(record, locale)`,
 * `transform(record, calendar)`.
 */

/** Shapes its record for a reader of one language (`en` unless given). */
export abstract class LocalizedTransformer<T> extends BaseTransformer<T> {
  constructor(
    resource: T,
    /** The reader's language. */
    protected locale = 'en'
  ) {
    super(resource)
  }
}

/** Shapes a desk row whose clock counts on the business calendar (hours and holidays). */
export abstract class CalendarTransformer<T> extends BaseTransformer<T> {
  constructor(
    resource: T,
    protected calendar: BusinessCalendar
  ) {
    super(resource)
  }
}
