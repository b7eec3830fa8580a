import type { ReactNode } from 'react'
import { ConfirmProvider } from '~/components/confirm_provider'
import { PageTransition } from './page_transition'
import { useTranslation } from '~/hooks/use_translation'
import { PlanModalProvider } from '~/components/plan_details_modal'
import { usePage } from '@inertiajs/react'
import { LAUNCHER_HOST_ID } from '~/components/chat/launcher_host'
import { island } from '~/lib/deferred'

// Server-rendered, hydrated once their code arrives: not in the first load (DESIGN §6).
const SiteHeader = island(() => import('~/components/header/site_header').then((m) => m.SiteHeader))
const SiteFooter = island(() => import('~/components/site_footer').then((m) => m.SiteFooter))
const RegionModal = island(() => import('~/components/region_modal').then((m) => m.RegionModal))
const ConsentBanner = island(() =>
  import('~/components/consent_banner').then((m) => m.ConsentBanner)
)
const FlashToasts = island(() => import('~/components/flash_toasts').then((m) => m.FlashToasts))
const TagManager = island(() => import('~/components/consent_banner').then((m) => m.TagManager))
const MobileBanner = island(() => import('~/components/mobile_banner').then((m) => m.MobileBanner))
const LeadChat = island(() => import('~/components/chat/chat_launcher').then((m) => m.LeadChat))

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
