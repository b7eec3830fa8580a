import { Link } from '~/components/link'
import { usePage } from '@inertiajs/react'
import { LANGUAGES, switchLanguage, urlInLanguage } from '~/lib/language'
import { useShared } from '~/lib/shared_props'
import { useTranslation } from '~/hooks/use_translation'
import { OPEN_CONSENT_EVENT } from '~/lib/consent'

/**
 * Footer (SPEC §2.6): About, Contact, Get Started and Follow Us columns and
 * the rights notice (this year, the site name staff set). Contact channels
 * and social profiles come from settings. The language links let a visitor
 * switch without editing the URL (the navbar picker stays behind its flag).
 */
export function SiteFooter() {
  const { app } = useShared()
  const { t } = useTranslation()
  const linkClass = 'text-slate-300 hover:text-white'
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const
  return (
    // Laid out when it comes near the screen (see BELOW_THE_FOLD in marketing/section.tsx).
    <footer
      data-testid="public-footer"
      className="[content-visibility:auto] [contain-intrinsic-size:auto_600px] bg-navy-900 text-sm text-slate-200"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <p className="text-lg font-bold text-white">{app.name}</p>
          <p className="mt-3 text-slate-300">{t('footer.tagline')}</p>
        </div>
        <FooterColumn title={t('footer.about')}>
          <li>
            <Link route="how-we-help" className={linkClass}>
              {t('nav.how_we_help')}
            </Link>
          </li>
          <li>
            <Link route="vision-and-mission" className={linkClass}>
              {t('nav.vision_and_mission')}
            </Link>
          </li>
          <li>
            <a href={app.affiliateUrl} className={linkClass} {...external}>
              {t('nav.become_affiliate')}
            </a>
          </li>
          <li>
            <Link route="privacy-policy" className={linkClass}>
              {t('nav.privacy_policy')}
            </Link>
          </li>
          <li>
            <Link route="resources.contact-us" className={linkClass}>
              {t('nav.contact_us')}
            </Link>
          </li>
          <li>
            <Link route="faqs-general" className={linkClass}>
              {t('nav.faq')}
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title={t('footer.contact')}>
          <li>
            <a href={app.contact.phoneHref} className={linkClass}>
              {t('footer.call')} {app.contact.phone}
            </a>
          </li>
          <li>
            <a href={app.contact.lineUrl} className={linkClass} {...external}>
              LINE
            </a>
          </li>
          <li>
            <a href={app.contact.whatsappUrl} className={linkClass} {...external}>
              WhatsApp
            </a>
          </li>
          <li>
            <a href={app.contact.messengerUrl} className={linkClass} {...external}>
              Messenger
            </a>
          </li>
          <li>
            <a href={`mailto:${app.contact.email}`} className={linkClass}>
              {app.contact.email}
            </a>
          </li>
          <li>
            <a
              href={app.contact.emergencyHref}
              className="font-semibold text-gold-600 hover:text-white"
            >
              {t('footer.emergency')} {app.contact.emergencyPhone}
            </a>
          </li>
        </FooterColumn>
        <FooterColumn title={t('footer.get_started')}>
          <li>
            <Link route="view-plans" className={linkClass}>
              {t('nav.view_plans')}
            </Link>
          </li>
          <li>
            <Link route="get-started" className={linkClass}>
              {t('nav.get_started')}
            </Link>
          </li>
          <li>
            <Link route="login" className={linkClass}>
              {t('nav.login')}
            </Link>
          </li>
          <li>
            <Link route="resources.blog" className={linkClass}>
              {t('footer.blogs')}
            </Link>
          </li>
          <li>
            <Link route="site-map" className={linkClass}>
              {t('nav.site_map')}
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title={t('footer.follow_us')}>
          <li>
            <a href={app.social.facebook} className={linkClass} {...external}>
              Facebook
            </a>
          </li>
          <li>
            <a href={app.social.youtube} className={linkClass} {...external}>
              YouTube
            </a>
          </li>
          <li>
            <a href={app.social.linkedin} className={linkClass} {...external}>
              LinkedIn
            </a>
          </li>
          <li>
            <a href={app.social.tiktok} className={linkClass} {...external}>
              TikTok
            </a>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t border-white/10">
        {/* Phones: room below for the fixed mobile banner, so nothing here hides behind it. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 pt-5 pb-16 text-xs text-slate-400 md:pb-5">
          <p>{t('footer.rights', { year: new Date().getFullYear(), site: app.name })}</p>
          <FooterLanguages />
          {/* PDPA: the consent banner, reopened. */}
          <button
            type="button"
            className="text-slate-300 underline-offset-2 hover:text-white hover:underline"
            onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
            data-testid="cookie-settings"
          >
            {t('consent.cookie_settings')}
          </button>
        </div>
      </div>
    </footer>
  )
}

/**
 * Each language as a link to this page keyed on it (`?lang=th`, works
 * without JavaScript); with JavaScript the choice is also remembered
 * (SPEC §7 language.store) before the reload (DESIGN §10).
 */
const SYSTEM_FONTS =
  "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', 'Noto Sans Thai', sans-serif"

function FooterLanguages() {
  const { t, locale } = useTranslation()
  const { url } = usePage()
  return (
    <nav aria-label={t('footer.language')} data-testid="footer-languages">
      <ul className="flex items-center gap-3">
        {LANGUAGES.map((language) => (
          <li key={language.value} lang={language.value}>
            {language.value === locale ? (
              <span aria-current="true" className="font-semibold text-white">
                {language.label}
              </span>
            ) : (
              <a
                href={urlInLanguage(url, language.value)}
                hrefLang={language.value}
                className="text-slate-300 underline-offset-2 hover:text-white hover:underline"
                data-testid={`footer-language-${language.value}`}
                // The other language's name in its own script, in the system's font: an
                // English page downloads no web font for one word of Thai.
                style={{ fontFamily: SYSTEM_FONTS }}
                onClick={(event) => {
                  event.preventDefault()
                  void switchLanguage(language.value).then((switched) => {
                    if (!switched) window.location.assign(urlInLanguage(url, language.value))
                  })
                }}
              >
                {language.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-xs font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-4 space-y-2">{children}</ul>
    </div>
  )
}
