import { Link } from '~/components/link'
import { PageOpening } from '~/components/marketing/page_hero'
import { Section } from '~/components/marketing/section'
import { CtaBand } from '~/components/marketing/cta_band'
import { useTranslation } from '~/hooks/use_translation'

const GUIDES = [
  ['how_it_works', 'resources.how-it-works'],
  ['law_directory', 'resources.law-directory'],
  ['become_affiliate', 'resources.become-affiliate'],
  ['blog', 'resources.blog'],
  ['faq', 'resources.faq'],
  ['plans', 'view-plans'],
  ['discounts', 'discount'],
  ['privacy', 'privacy-policy'],
] as const

export default function ResourcesAbout() {
  const { t } = useTranslation()
  return (
    <>
      <PageOpening group="pages.resources_about" />
      <Section
        title={t('pages.resources_about.guides_title')}
        lead={t('pages.resources_about.guides_lead')}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {GUIDES.map(([key, route]) => (
            <li
              key={key}
              className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 className="text-lg font-semibold text-slate-900">
                {t(`pages.resources_about.guides.${key}.title`)}
              </h3>
              <p className="mt-2 flex-1 text-sm text-slate-700">
                {t(`pages.resources_about.guides.${key}.text`)}
              </p>
              <Link route={route} className="mt-4 font-medium text-navy-700 underline">
                {t(`pages.resources_about.guides.${key}.link`)}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted" title={t('pages.resources_about.disclaimer_title')}>
        <p className="max-w-3xl text-slate-800">{t('pages.resources_about.disclaimer_text')}</p>
      </Section>
      <CtaBand />
    </>
  )
}
