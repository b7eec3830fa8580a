import { useEffect, useState } from 'react'
import { Link } from '~/components/link'
import { useTranslation } from '~/hooks/use_translation'

export const BANNER_KEY = 'showMobileBanner'

/**
 * Mobile-only banner "Any Questions? Contact Us Now" (SPEC §2.5). Its
 * dismissal is remembered in localStorage `showMobileBanner`. Rendered
 * after hydration only, so a visitor who dismissed it never sees it flash;
 * it sits fixed at the bottom of the screen, so appearing after the page
 * is painted moves nothing on it (no layout shift).
 */
export function MobileBanner() {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  useEffect(() => setVisible(window.localStorage.getItem(BANNER_KEY) !== 'false'), [])
  if (!visible) return null
  return (
    <aside
      data-testid="mobile-banner"
      aria-label={t('nav.any_questions')}
      className="fixed inset-x-0 bottom-0 z-40 flex items-center justify-between gap-3 bg-gold-700 px-4 py-2 text-sm font-medium text-white shadow-lg md:hidden"
    >
      <Link route="resources.contact-us" className="underline-offset-2 hover:underline">
        {t('nav.any_questions')}
      </Link>
      <button
        type="button"
        aria-label={t('nav.dismiss')}
        className="rounded px-2 py-1 hover:bg-white/20"
        onClick={() => {
          window.localStorage.setItem(BANNER_KEY, 'false')
          setVisible(false)
        }}
      >
        ✕
      </button>
    </aside>
  )
}
