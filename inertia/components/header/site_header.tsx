import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Link } from '~/components/link'
import { cn } from '~/components/ui/cn'
import { useShared } from '~/lib/shared_props'
import { useTranslation } from '~/hooks/use_translation'
import { useScrolled } from '~/hooks/use_scrolled'
import { buildNavigation } from '~/lib/navigation'
import { LanguageSwitch } from '~/components/language_switch'
import { DesktopNav } from './desktop_nav'
import { MobileMenu } from './mobile_menu'
import { CartButton } from './cart_button'
import { UserMenu } from './user_menu'

/** The chat apps of the top bar, each opened in a new tab. */
const CHAT_APPS = [
  { label: 'LINE', url: 'lineUrl' },
  { label: 'Messenger', url: 'messengerUrl' },
  { label: 'WhatsApp', url: 'whatsappUrl' },
] as const

/**
 * The site header (SPEC §2.5): a top bar with the welcome text, contact
 * links and the (flag-hidden) language picker, then the sticky main bar
 * with the logo, the menu, the cart and the user menu. Past 50 px of
 * scrolling the bar takes its scrolled style.
 */
export function SiteHeader() {
  const { app } = useShared()
  const { t } = useTranslation()
  const nav = useMemo(() => buildNavigation(t), [t])
  const scrolled = useScrolled(50)
  const bar = useRef<HTMLDivElement>(null)
  const [barBottom, setBarBottom] = useState(64)

  // Drawers open below the main bar, wherever it sits on screen.
  useLayoutEffect(() => {
    const measure = () => setBarBottom(bar.current?.getBoundingClientRect().bottom ?? 64)
    measure()
    window.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    return () => {
      window.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
    }
  }, [])

  const contact = app.contact
  return (
    <>
      <section
        data-testid="top-bar"
        aria-label={t('nav.member_services')}
        className="hidden bg-navy-900 text-xs text-slate-200 md:block"
      >
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
          <p className="truncate">{t('home.welcome_text')}</p>
          <ul className="flex shrink-0 items-center gap-4">
            <li>
              <a href={`mailto:${contact.email}`} className="hover:text-white">
                {contact.email}
              </a>
            </li>
            {CHAT_APPS.map((chat) => (
              <li key={chat.label}>
                <a
                  href={contact[chat.url]}
                  className="hover:text-white"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {chat.label}
                </a>
              </li>
            ))}
            <li>
              <a href={contact.phoneHref} className="font-semibold hover:text-white">
                {contact.phone}
              </a>
            </li>
            {app.languagePicker ? (
              <li>
                <LanguageSwitch />
              </li>
            ) : null}
          </ul>
        </div>
      </section>
      <header
        ref={bar}
        data-testid="public-navbar"
        data-scrolled={scrolled}
        className={cn(
          'sticky top-0 z-40 border-b transition-shadow',
          scrolled
            ? 'border-slate-200 bg-white/95 shadow-md backdrop-blur'
            : 'border-transparent bg-white'
        )}
      >
        <nav
          aria-label={t('nav.main_menu')}
          className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4"
        >
          <div className="flex items-center gap-6">
            <Link
              route="home"
              className="flex items-center gap-2 text-xl font-bold tracking-tight text-navy-800"
            >
              <img src="/favicon.svg" alt="" width="28" height="28" />
              <span>{app.name}</span>
            </Link>
            <DesktopNav nav={nav} headerHeight={barBottom} />
          </div>
          <div className="flex items-center gap-2">
            <CartButton />
            <UserMenu />
            <MobileMenu nav={nav} />
          </div>
        </nav>
      </header>
    </>
  )
}
