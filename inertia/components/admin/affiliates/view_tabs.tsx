import { Link } from '~/components/link'
import { cn } from '~/components/ui/cn'
import { useTranslation } from '~/hooks/use_translation'

export type AffiliateView = 'affiliates' | 'conversions'

const TABS = [
  ['affiliates', 'admin.tapfiliate'],
  ['conversions', 'admin.tapfiliate.conversions'],
] as const

/** Affiliate tracking's two lists: by affiliate, and each conversion. */
export function AffiliateViewTabs({ view }: { view: AffiliateView }) {
  const { t } = useTranslation()
  return (
    <nav className="mb-4 flex gap-2" aria-label={t('affiliates.title')}>
      {TABS.map(([name, route]) => (
        <Link
          key={name}
          route={route}
          aria-current={view === name ? 'page' : undefined}
          className={cn(
            'rounded-md px-4 py-2 text-sm font-medium',
            view === name ? 'bg-navy-800 text-white' : 'bg-white text-slate-700 hover:bg-slate-100'
          )}
        >
          {t(`affiliates.tabs.${name}`)}
        </Link>
      ))}
    </nav>
  )
}
