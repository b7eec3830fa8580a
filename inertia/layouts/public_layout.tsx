import type { ReactNode } from 'react'
import { ConfirmProvider } from '~/components/confirm_provider'
import { FlashToasts } from '~/components/flash_toasts'
import { PageTransition } from './page_transition'
import { useTranslation } from '~/hooks/use_translation'
import { SiteHeader } from '~/components/header/site_header'
import { SiteFooter } from '~/components/site_footer'
import { MobileBanner } from '~/components/mobile_banner'
import { RegionModal } from '~/components/region_modal'
import { PlanModalProvider } from '~/components/plan_details_modal'
import { usePage } from '@inertiajs/react'
import { LAUNCHER_HOST_ID, LeadChat } from '~/components/chat/chat_launcher'
import { ConsentBanner, TagManager } from '~/components/consent_banner'

/**
 * Public shell (SPEC §2.6): confirmation dialog, navbar, fade-slide page
 * transition, footer and flash messages; plus the mobile banner, the region
 * box and the plan-details modal every public page can open; the consent
 * banner and the consent-gated tag manager.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  // SPEC §2.6: the lead chat launcher mounts only where its host element
  // exists. Sign-up and checkout (Auth/*) leave it out: nothing distracts
  // from paying.
  const withLauncher = !usePage().component.startsWith('Auth/')
  return (
    <ConfirmProvider>
      <PlanModalProvider>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
        >
          {t('nav.skip_to_content')}
        </a>
        {/* First-visit interface, early in the HTML so that it paints with the
            page's first frame (DESIGN §6); both are fixed, so their place in
            the document does not move anything. */}
        <ConsentBanner />
        <RegionModal />
        <MobileBanner />
        <SiteHeader />
        <main id="main" className="min-h-[60vh]">
          <PageTransition>{children}</PageTransition>
        </main>
        <SiteFooter />
        {withLauncher ? <div id={LAUNCHER_HOST_ID} /> : null}
        <LeadChat />
        <FlashToasts />
        <TagManager />
      </PlanModalProvider>
    </ConfirmProvider>
  )
}
