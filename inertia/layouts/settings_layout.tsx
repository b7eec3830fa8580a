import type { ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import { Link } from '~/components/link'
import { useShared } from '~/lib/shared_props'
import { useTranslation } from '~/hooks/use_translation'
import { cn } from '~/components/ui/cn'

/**
 * The member settings shell (SPEC §2.8), nested inside the public layout
 * (DESIGN §10). The menu is the server's: its entries are already filtered
 * by SPEC §6 and titled in the member's language. A side menu on desktop;
 * on phones the same links as one compact, horizontally scrolling row
 * above the page.
 */
export function SettingsLayout({ children }: { children: ReactNode }) {
  const { member_menu: memberMenu } = useShared()
  const { t } = useTranslation()
  const { url } = usePage()
  const current = url.split('?')[0]
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 lg:py-12" data-testid="settings-layout">
      <p className="text-sm font-semibold uppercase tracking-wide text-gold-700">
        {t('settings.area_title')}
      </p>
      <div className="mt-4 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <nav aria-label={t('settings.menu_label')} data-testid="settings-menu">
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-3 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0 lg:pb-0">
            {memberMenu.map((entry) => {
              const active = current === entry.href
              return (
                <li key={entry.key} className="shrink-0">
                  <Link
                    href={entry.href}
                    aria-current={active ? 'page' : undefined}
                    data-member-page={entry.key}
                    className={cn(
                      'block whitespace-nowrap rounded-full border px-3 py-1.5 text-sm lg:rounded-md lg:border-0 lg:px-3 lg:py-2',
                      active
                        ? 'border-navy-800 bg-navy-800 font-semibold text-white'
                        : 'border-slate-300 text-slate-700 hover:bg-slate-100 hover:text-navy-800'
                    )}
                  >
                    {entry.title}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
        <div className="mt-4 min-w-0 lg:mt-0">{children}</div>
      </div>
    </div>
  )
}
