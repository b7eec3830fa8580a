import { Link } from '~/components/link'
import { PageOpening } from '~/components/marketing/page_hero'
import { Section } from '~/components/marketing/section'
import { CtaBand } from '~/components/marketing/cta_band'
import { useTranslation } from '~/hooks/use_translation'

type TopicLink =
  | { kind: 'personal' | 'business' | 'service'; slug: string }
  | { kind: 'page'; route: 'privacy-policy' }

const personal = (slug: string): TopicLink => ({ kind: 'personal', slug })
const business = (slug: string): TopicLink => ({ kind: 'business', slug })
const service = (slug: string): TopicLink => ({ kind: 'service', slug })

/**
 * Areas of Thai law with the pages of this site that go deeper. Slugs are
 * those of app/support/site_pages.ts.
 */
const AREAS: Array<{ id: string; links: TopicLink[] }> = [
  {
    id: 'immigration',
    links: [
      personal('thai-visas'),
      personal('international-visas'),
      business('visa-and-work-permit'),
    ],
  },
  {
    id: 'employment',
    links: [
      personal('employment'),
      business('labor-law'),
      service('employment'),
      service('employee-law'),
    ],
  },
  { id: 'family', links: [personal('family-law'), service('family-law')] },
  {
    id: 'estate',
    links: [
      personal('last-will-and-testament'),
      personal('living-will'),
      personal('power-of-attorney'),
      personal('probate'),
      service('estate-planning'),
    ],
  },
  {
    id: 'property',
    links: [
      personal('freehold'),
      personal('leasehold'),
      personal('superficies'),
      personal('usufruct'),
      service('real-estate'),
    ],
  },
  {
    id: 'tenancy',
    links: [personal('renter'), personal('landlord'), service('renters'), service('landlords')],
  },
  {
    id: 'contracts',
    links: [
      personal('contract-review'),
      personal('contractual-issues'),
      personal('second-opinions'),
      service('contract'),
    ],
  },
  { id: 'criminal', links: [personal('criminal')] },
  {
    id: 'traffic',
    links: [
      personal('traffic-accident'),
      personal('driving-and-transport'),
      service('traffic-accident'),
    ],
  },
  {
    id: 'debt',
    links: [
      personal('debt-collection'),
      service('consumer-finance'),
      service('collection'),
      business('collection-letter'),
    ],
  },
  {
    id: 'company',
    links: [
      business('company-registration'),
      business('licenses-and-permits'),
      service('business-license'),
      service('home-business'),
    ],
  },
  {
    id: 'tax',
    links: [business('taxation-and-accounting'), business('banking-and-financial-assistance')],
  },
  {
    id: 'ip',
    links: [business('trademark'), business('copyright'), service('intellectual-property')],
  },
  {
    id: 'disputes',
    links: [
      business('civil-litigation'),
      business('arbitration'),
      business('mediation'),
      business('litigation-support'),
      service('civil-litigation'),
    ],
  },
  { id: 'data', links: [{ kind: 'page', route: 'privacy-policy' }] },
]

function DirectoryLink({ link }: { link: TopicLink }) {
  const { t } = useTranslation()
  const className = 'text-navy-700 underline hover:text-navy-900'
  switch (link.kind) {
    case 'page':
      return (
        <Link route={link.route} className={className}>
          {t('nav.privacy_policy')}
        </Link>
      )
    case 'personal':
      return (
        <Link route="topics.personal" routeParams={{ slug: link.slug }} className={className}>
          {t(`pages.law_directory.links.${link.slug}`)}
        </Link>
      )
    case 'business':
      return (
        <Link route="topics.business" routeParams={{ slug: link.slug }} className={className}>
          {t(`pages.law_directory.links.${link.slug}`)}
        </Link>
      )
    case 'service':
      return (
        <Link route="service-areas.show" routeParams={{ slug: link.slug }} className={className}>
          {t(`pages.law_directory.services.${link.slug}`)}
        </Link>
      )
  }
}

export default function LawDirectory() {
  const { t } = useTranslation()
  const prefix = 'pages.law_directory.areas'
  return (
    <>
      <PageOpening group="pages.law_directory" />
      <Section>
        <nav aria-label={t('pages.law_directory.index_label')} className="mb-10">
          <ul className="flex flex-wrap gap-2 text-sm">
            {AREAS.map((area) => (
              <li key={area.id}>
                <a
                  href={`#${area.id}`}
                  className="inline-block rounded-full border border-slate-300 px-3 py-1 text-slate-800 hover:bg-slate-50"
                >
                  {t(`${prefix}.${area.id}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid gap-6 md:grid-cols-2">
          {AREAS.map((area) => (
            <section
              key={area.id}
              id={area.id}
              aria-labelledby={`${area.id}-title`}
              className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h2 id={`${area.id}-title`} className="text-xl font-semibold text-navy-800">
                {t(`${prefix}.${area.id}.title`)}
              </h2>
              <p className="mt-1 text-sm font-medium text-slate-600">
                {t(`${prefix}.${area.id}.laws`)}
              </p>
              <p className="mt-3 text-sm text-slate-800">{t(`${prefix}.${area.id}.text`)}</p>
              <h3 className="mt-4 text-sm font-semibold text-slate-900">
                {t('pages.law_directory.read_more')}
              </h3>
              <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {area.links.map((link) => (
                  <li key={link.kind === 'page' ? link.route : `${link.kind}-${link.slug}`}>
                    <DirectoryLink link={link} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <p className="mt-10 max-w-3xl text-sm text-slate-700">
          {t('pages.law_directory.disclaimer')}
        </p>
      </Section>
      <CtaBand />
    </>
  )
}
