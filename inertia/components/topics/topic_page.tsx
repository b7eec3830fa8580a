import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { PageHero } from '~/components/marketing/page_hero'
import { Section } from '~/components/marketing/section'
import { CtaBand } from '~/components/marketing/cta_band'
import { buttonClasses } from '~/components/ui/button'
import { useTranslation } from '~/hooks/use_translation'

/**
 * Props of a topic or service-area page, built by
 * app/controllers/marketing/topics_controller.ts from
 * resources/lang/<locale>/{topics,service_areas}.json. The "How we help"
 * list is stored there as numbered keys (`<slug>.points.1` … `points.6`);
 * the controller turns them into `topic.points` in order, so this page
 * never parses strings.
 */
export type TopicPageProps = {
  kind: 'personal' | 'business' | 'service'
  slug: string
  plan: 'personal' | 'business'
  addOn: boolean
  groupTitle: string
  topic: {
    title: string
    meta: string
    intro: string
    points: string[]
    plan: string
    notCovered: string
    example: string
  }
  related: Array<{ slug: string; title: string }>
}

const TOPIC_ROUTE = {
  personal: 'topics.personal',
  business: 'topics.business',
  service: 'service-areas.show',
} as const

// From the page registry: the contact page's route lives in another area's route file.

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className="mt-0.5 h-5 w-5 flex-none text-gold-700"
    >
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  )
}

/** The button to the coverage-and-pricing page of the plan that covers the topic. */
function PlanCoverageLink({
  plan,
  variant,
}: {
  plan: TopicPageProps['plan']
  variant: 'gold' | 'primary'
}) {
  const { t } = useTranslation()
  const className = buttonClasses(variant, 'lg')
  return plan === 'business' ? (
    <Link route="business-plan.coverage" className={className}>
      {t('topics.page.business_coverage')}
    </Link>
  ) : (
    <Link route="personal-plan.coverage" className={className}>
      {t('topics.page.personal_coverage')}
    </Link>
  )
}

/**
 * The shared template of the topic pages (Personal and Business navigation)
 * and the service-area pages (SPEC §2.2).
 */
export function TopicPage({ kind, plan, addOn, groupTitle, topic, related }: TopicPageProps) {
  const { t } = useTranslation()
  const route = TOPIC_ROUTE[kind]
  return (
    <>
      <Seo title={topic.title} description={topic.meta} type="website" />
      <PageHero eyebrow={groupTitle} title={topic.title} intro={<p>{topic.intro}</p>}>
        <PlanCoverageLink plan={plan} variant="gold" />
        <Link route="resources.contact-us" className={buttonClasses('secondary', 'lg')}>
          {t('topics.page.ask_question')}
        </Link>
      </PageHero>

      {addOn ? (
        <div className="border-b border-gold-600/30 bg-gold-600/10">
          <p className="mx-auto max-w-6xl px-4 py-4 text-slate-800" data-testid="add-on-notice">
            <strong className="font-semibold">{t('service_areas.page.add_on_label')}</strong>{' '}
            {t('service_areas.page.add_on_notice')}
          </p>
        </div>
      ) : null}

      <Section title={t('topics.page.how_we_help')}>
        <ul className="grid gap-4 md:grid-cols-2">
          {topic.points.map((point) => (
            <li
              key={point}
              className="flex gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
            >
              <CheckIcon />
              <span className="text-slate-800">{point}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t('topics.page.membership_covers')} tone="muted">
        <p className="max-w-3xl text-slate-800">{topic.plan}</p>
        <div className="mt-6">
          <PlanCoverageLink plan={plan} variant="primary" />
        </div>
      </Section>

      <Section title={t('topics.page.not_covered')}>
        <p className="max-w-3xl text-slate-800">{topic.notCovered}</p>
        <p className="mt-4 max-w-3xl text-sm text-slate-600">
          {t('topics.page.exclusions_general')}
        </p>
      </Section>

      <Section title={t('topics.page.example')} tone="muted">
        <figure className="max-w-3xl border-l-4 border-gold-600 bg-white p-6 shadow-sm">
          <p className="text-slate-800">{topic.example}</p>
        </figure>
      </Section>

      {related.length > 0 ? (
        <Section title={t('topics.page.related', { group: groupTitle })}>
          <nav aria-label={t('topics.page.related', { group: groupTitle })}>
            <ul className="flex flex-wrap gap-3">
              {related.map((item) => (
                <li key={item.slug}>
                  <Link
                    route={route}
                    routeParams={{ slug: item.slug }}
                    className="inline-flex rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-navy-800 hover:border-navy-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-600"
                  >
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Section>
      ) : null}

      <CtaBand />
    </>
  )
}
