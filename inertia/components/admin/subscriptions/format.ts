import { useCallback } from 'react'
import { useTranslation } from '~/hooks/use_translation'

/** Dates and times of the review screens, in Bangkok time (the office's clock, SPEC §1). */
export function useReviewFormat() {
  const { t, locale } = useTranslation()
  const tag = locale === 'th' ? 'th-TH' : 'en-GB'
  const date = useCallback(
    (iso: string | null) =>
      iso
        ? new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'Asia/Bangkok' }).format(
            new Date(iso)
          )
        : '—',
    [tag]
  )
  const dateTime = useCallback(
    (iso: string | null) =>
      iso
        ? new Intl.DateTimeFormat(tag, {
            dateStyle: 'medium',
            timeStyle: 'short',
            timeZone: 'Asia/Bangkok',
          }).format(new Date(iso))
        : '—',
    [tag]
  )
  /** A plan's name in the reader's language (Thai when the plan has one). */
  const planName = useCallback(
    (plan: { name: string; name_th?: string | null }) =>
      (locale === 'th' && plan.name_th) || plan.name,
    [locale]
  )
  return { t, locale, date, dateTime, planName }
}
