import type { ReactNode } from 'react'
import { Link } from '@adonisjs/inertia/react'
import { ConfirmProvider } from '~/components/confirm_provider'
import { FlashToasts } from '~/components/flash_toasts'
import { PageTransition } from './page_transition'
import { useShared } from '~/lib/shared_props'
import { useTranslation } from '~/hooks/use_translation'
import { LanguageSwitch } from '~/components/language_switch'

/**
 * Public shell (SPEC §2.6): confirmation dialog, navbar, fade-slide page
 * transition, footer and flash messages.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { user, app } = useShared()
  return (
    <ConfirmProvider>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
        {t('nav.skip_to_content')}
      </a>
      <header data-testid="public-navbar" className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <nav aria-label={t('nav.main_menu')} className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Link route="home" className="text-xl font-bold tracking-tight text-navy-800">
            {app.name}
          </Link>
          <div className="flex items-center gap-3">
            {app.languagePicker ? <LanguageSwitch /> : null}
            {user && user.role.slug !== 'user' ? (
              <Link route="admin.dashboard" className="text-sm font-medium text-navy-800 hover:underline">
                {t('nav.admin_dashboard')}
              </Link>
            ) : null}
          </div>
        </nav>
      </header>
      <main id="main" className="min-h-[60vh]">
        <PageTransition>{children}</PageTransition>
      </main>
      <footer data-testid="public-footer" className="mt-16 bg-navy-900 text-slate-200">
        <div className="mx-auto max-w-6xl px-4 py-10 text-sm">
          <p className="max-w-md">{t('footer.tagline')}</p>
          <p className="mt-6 text-xs text-slate-400">{t('footer.rights')}</p>
        </div>
      </footer>
      <FlashToasts />
    </ConfirmProvider>
  )
}
