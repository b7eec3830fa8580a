import type { Data } from '@generated/data'
import { useTranslation } from '~/hooks/use_translation'
import { countryName } from '~/lib/countries'

/** A member's country in words, with the phone or country import flags staff should check. */
export function CountryCell({ row }: { row: Data.UserRow }) {
  const { t, locale } = useTranslation()
  return (
    <span className="flex flex-col">
      {/* Server and browser may word a name differently (their own ICU data). */}
      <span suppressHydrationWarning>{countryName(row.country, locale) || '—'}</span>
      {row.phoneNeedsReview ? (
        <span className="text-xs text-amber-800">{t('admin_users.badges.phone_to_check')}</span>
      ) : null}
      {row.countryNeedsReview ? (
        <span className="text-xs text-amber-800">{t('admin_users.badges.country_to_check')}</span>
      ) : null}
    </span>
  )
}
