import { Link } from '~/components/link'
import { usePage } from '@inertiajs/react'
import { useTranslation } from '~/hooks/use_translation'
import { cn } from '~/components/ui/cn'
import type { PlanSlug } from '../../../../app/enums/billing'

const PAGES = [
  ['details', 'nav.plan_details', '/details'],
  ['coverage', 'nav.coverage_and_pricing', '/coverage-and-pricing'],
  ['why', 'nav.why_choose', '/why-choose'],
  ['how', 'nav.how_it_works', '/how-it-works'],
  ['faq', 'nav.faq', '/faq'],
] as const

/** Links between the five pages of one plan (SPEC §2.2). */
export function PlanNav({ slug, name }: { slug: PlanSlug; name: string }) {
  const { t } = useTranslation()
  const { url } = usePage()
  const path = url.split('?')[0]
  return (
    <nav
      aria-label={t('plans.subnav_label', { name })}
      className="border-b border-slate-200 bg-white"
    >
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-6 gap-y-2 px-4 py-3 text-sm">
        {PAGES.map(([page, label, suffix]) => {
          const current = path === `/${slug}-plan${suffix}`
          return (
            <li key={page}>
              <Link
                route={`${slug}-plan.${page}`}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-block border-b-2 py-1 font-medium hover:text-navy-700',
                  current ? 'border-gold-600 text-navy-800' : 'border-transparent text-slate-700'
                )}
              >
                {t(label)}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
