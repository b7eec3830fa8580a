import { Link } from '~/components/link'
import { PageOpening } from '~/components/marketing/page_hero'
import { Section } from '~/components/marketing/section'
import { useTranslation } from '~/hooks/use_translation'

/**
 * Each section of the policy: its paragraphs and, where it has one, its
 * list (resources/lang/*\/pages.json, `pages.privacy.sections.<id>`).
 */
const SECTIONS: Array<{ id: string; paragraphs: number; items?: string[] }> = [
  { id: 'controller', paragraphs: 2 },
  {
    id: 'data',
    paragraphs: 1,
    items: ['identity', 'contact', 'membership', 'matters', 'payment', 'technical'],
  },
  {
    id: 'purposes',
    paragraphs: 1,
    items: ['contract', 'legal_obligation', 'legitimate_interest', 'consent', 'vital_interest'],
  },
  { id: 'sensitive', paragraphs: 1 },
  {
    id: 'sharing',
    paragraphs: 1,
    items: ['providers', 'processor', 'service_providers', 'authorities'],
  },
  { id: 'transfers', paragraphs: 2 },
  {
    id: 'retention',
    paragraphs: 1,
    items: ['membership', 'invoices', 'matters', 'marketing', 'logs'],
  },
  { id: 'security', paragraphs: 1 },
  {
    id: 'rights',
    paragraphs: 1,
    items: [
      'access',
      'portability',
      'object',
      'erasure',
      'restriction',
      'rectification',
      'withdraw',
      'complain',
    ],
  },
  { id: 'cookies', paragraphs: 1 },
  { id: 'children', paragraphs: 1 },
  { id: 'changes', paragraphs: 1 },
]

export default function PrivacyPolicy() {
  const { t } = useTranslation()
  const prefix = 'pages.privacy.sections'
  return (
    <>
      <PageOpening group="pages.privacy" />
      <Section>
        <div className="max-w-3xl text-slate-800">
          <p className="text-sm text-slate-600">{t('pages.privacy.updated')}</p>
          <nav
            aria-label={t('pages.privacy.contents')}
            className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-6"
          >
            <h2 className="text-lg font-semibold text-slate-900">{t('pages.privacy.contents')}</h2>
            <ol className="mt-3 list-decimal space-y-1 pl-6 text-sm">
              {SECTIONS.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-navy-700 underline">
                    {t(`${prefix}.${section.id}.title`)}
                  </a>
                </li>
              ))}
              <li>
                <a href="#dpo" className="text-navy-700 underline">
                  {t('pages.privacy.dpo.title')}
                </a>
              </li>
            </ol>
          </nav>
          {SECTIONS.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-10 scroll-mt-24"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-semibold text-navy-800">
                {index + 1}. {t(`${prefix}.${section.id}.title`)}
              </h2>
              {Array.from({ length: section.paragraphs }, (_, paragraph) => (
                <p key={paragraph} className="mt-4">
                  {t(`${prefix}.${section.id}.p${paragraph + 1}`)}
                </p>
              ))}
              {section.items ? (
                <ul className="mt-4 list-disc space-y-2 pl-6">
                  {section.items.map((item) => (
                    <li key={item}>{t(`${prefix}.${section.id}.items.${item}`)}</li>
                  ))}
                </ul>
              ) : null}
              {section.id === 'rights' ? (
                <p className="mt-4">
                  {t('pages.privacy.delete_prompt')}{' '}
                  <Link route="request-delete" className="font-medium text-navy-700 underline">
                    {t('pages.privacy.delete_link')}
                  </Link>
                </p>
              ) : null}
            </section>
          ))}
          <section id="dpo" aria-labelledby="dpo-title" className="mt-10 scroll-mt-24">
            <h2 id="dpo-title" className="text-2xl font-semibold text-navy-800">
              {SECTIONS.length + 1}. {t('pages.privacy.dpo.title')}
            </h2>
            <p className="mt-4">{t('pages.privacy.dpo.p1')}</p>
            <address className="mt-4 not-italic">
              {t('pages.privacy.dpo.name')}
              <br />
              {t('pages.privacy.dpo.company')}
              <br />
              <a
                href={`mailto:${t('pages.privacy.dpo.email')}`}
                className="text-navy-700 underline"
              >
                {t('pages.privacy.dpo.email')}
              </a>
            </address>
            <p className="mt-4">{t('pages.privacy.dpo.p2')}</p>
          </section>
        </div>
      </Section>
    </>
  )
}
