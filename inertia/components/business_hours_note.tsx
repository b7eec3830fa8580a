import { useTranslation } from '~/hooks/use_translation'
import type { CalendarHoliday } from '../../app/support/business_hours'

/**
 * Under a business-hours due time: the public holidays its clock skipped
 * ("After the public holidays: Songkran Festival"), nothing when none fell
 * inside. The due time's own `title` carries the general rule (`useBusinessHint`).
 */
export function SkippedHolidays({ holidays }: { holidays: CalendarHoliday[] | undefined }) {
  const { t, locale } = useTranslation()
  if (!holidays?.length) return null
  const names = [
    ...new Set(holidays.map((holiday) => (locale === 'th' ? holiday.nameTh : holiday.nameEn))),
  ]
  return (
    <span className="block text-xs text-slate-500" data-testid="skipped-holidays">
      {t('business_calendar.skipped', { names: names.join(', ') })}
    </span>
  )
}

/** "Business days are Monday to Friday … excluding public holidays." */
export function useBusinessHint() {
  const { t } = useTranslation()
  return t('business_calendar.hint')
}
