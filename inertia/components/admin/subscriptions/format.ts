import { useCallback } from 'react'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'

/** Dates and times of the review screens, in Bangkok time (the office's clock, SPEC §1). */
export function useReviewFormat() {
  const { t, locale } = useTranslation()
  const { date, dateTime } = useDates()
  /** A plan's name in the reader's language (Thai when the plan has one). */
  const planName = useCallback(
    (plan: { name: string; name_th?: string | null }) =>
      (locale === 'th' && plan.name_th) || plan.name,
    [locale]
  )
  return { t, locale, date, dateTime, planName }
}
