import { useMemo } from 'react'
import { useShared } from '~/lib/shared_props'
import { formatDate, formatDateTime, type DateInput, type DateStyle } from '../../app/support/dates'

export {
  formatDate,
  formatDateTime,
  formatMonth,
  bangkokToday,
  dateLocaleTag,
} from '../../app/support/dates'

/**
 * The date helpers bound to the reader's language: `date(iso)` and
 * `dateTime(iso)` (Bangkok time, Thai in the Buddhist era, "—" when empty).
 */
export function useDates() {
  const { locale } = useShared()
  return useMemo(
    () => ({
      date: (value: DateInput, style: DateStyle = 'medium') => formatDate(value, locale, style),
      dateTime: (value: DateInput, style: DateStyle = 'medium') =>
        formatDateTime(value, locale, style),
    }),
    [locale]
  )
}
