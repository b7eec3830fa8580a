import vine from '@vinejs/vine'
import { DateTime } from 'luxon'

/** The names staff give a holiday (English and Thai both required). */
export const HOLIDAY_NAME_MAX = 120
/** The years the calendar accepts: wide enough for any plan, narrow enough to catch a typo. */
export const HOLIDAY_YEAR_MIN = 2000
export const HOLIDAY_YEAR_MAX = 2100

/** A real calendar day written yyyy-mm-dd (`<input type="date">`), inside the accepted years. */
const calendarDay = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? DateTime.fromISO(value) : null
  if (!day?.isValid || day.year < HOLIDAY_YEAR_MIN || day.year > HOLIDAY_YEAR_MAX) {
    field.report('The {field} field must be a valid date', 'calendar_day', field)
  }
})

const name = () => vine.string().trim().minLength(2).maxLength(HOLIDAY_NAME_MAX)

/** A public holiday (DESIGN §11): one per day; `meta.id` is the holiday being edited. */
export const holidayValidator = vine.create({
  date: vine
    .string()
    .trim()
    .use(calendarDay())
    .unique({
      table: 'holidays',
      column: 'date',
      filter: (query, _value, field) => {
        const own = field.meta.id as number | undefined
        if (own) query.whereNot('id', own)
      },
    }),
  name_en: name(),
  name_th: name(),
})

/** The year whose holidays the Settings page lists (?year=). */
export const holidayYearValidator = vine.create({
  year: vine.number().withoutDecimals().range([HOLIDAY_YEAR_MIN, HOLIDAY_YEAR_MAX]).optional(),
})
