import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { PageHero } from '~/components/marketing/page_hero'
import { CardGrid, Section } from '~/components/marketing/section'
import { CtaBand } from '~/components/marketing/cta_band'
import { buttonClasses } from '~/components/ui/button'
import { StarRating } from '~/components/ui/star_rating'
import { PlanCard } from '~/components/marketing/plans/plan_card'
import { Steps } from '~/components/marketing/plans/lists'
import { HeadlineStats } from '~/components/marketing/plans/headline_stats'
import { useCards } from '~/components/marketing/plans/copy'
import { useTranslation } from '~/hooks/use_translation'
import { Prose } from '~/components/marketing/prose'
import { formatDate } from '~/lib/dates'
import type { Data } from '@generated/data'

const TOPICS = [
  'advice',
  'letters',
  'documents',
  'wills',
  'immigration',
  'emergency',
  'hourly_discount',
  'contingency_discount',
  'forms',
] as const
const STEPS = ['choose', 'apply', 'number', 'call'] as const

export default function Home({
  plans,
  reviews,
  services = [],
}: {
  plans: Data.Plan[]
  reviews: Data.Review[]
  services?: Data.Service[]
}) {
  const { t, locale } = useTranslation()
  const topics = useCards('home.topics', TOPICS)
  const steps = useCards('home.steps', STEPS)
  return (
    <>
      <Seo title={t('home.title')} description={t('home.meta_description')} />
      <PageHero
        eyebrow={t('home.welcome_text')}
        title={t('home.hero_title')}
        intro={t('home.hero_text')}
      >
        <Link route="get-started" className={buttonClasses('gold', 'lg')}>
          {t('nav.get_started')}
        </Link>
        <Link route="view-plans" className={buttonClasses('secondary', 'lg')}>
          {t('home.compare_plans')}
        </Link>
      </PageHero>

      <Section title={t('home.plans_title')} lead={t('home.plans_lead')}>
        <div className="grid gap-6 md:grid-cols-2">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              headingLevel="h3"
              actions={
                <>
                  <Link
                    route={`${plan.slug}-plan.coverage`}
                    className={buttonClasses('primary', 'md')}
                  >
                    {t('plans.see_coverage', { name: plan.name })}
                  </Link>
                  <Link
                    route={`${plan.slug}-plan.details`}
                    className={buttonClasses('secondary', 'md')}
                  >
                    {t('plans.see_details')}
                  </Link>
                </>
              }
            >
              <p className="text-slate-700">{t(`plans.${plan.slug}.summary`)}</p>
            </PlanCard>
          ))}
        </div>
      </Section>

      <Section tone="muted" title={t('home.topics_title')} lead={t('home.topics_lead')}>
        <CardGrid items={topics} />
      </Section>

      <Section title={t('home.stats_title')} lead={t('home.stats_lead')}>
        <HeadlineStats />
      </Section>

      <Section tone="muted" title={t('home.steps_title')} lead={t('home.steps_lead')}>
        <Steps steps={steps} />
      </Section>

      {services.length > 0 ? (
        <Section title={t('home.services_title')} lead={t('home.services_lead')}>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="home-services">
            {services.map((service) => (
              <li
                key={service.id}
                className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
              >
                <h3 className="text-lg font-semibold text-slate-900">{service.title}</h3>
                {service.descriptionHtml ? (
                  <Prose html={service.descriptionHtml} className="text-sm" />
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {reviews.length > 0 ? (
        <Section title={t('home.reviews_title')} lead={t('home.reviews_lead')}>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {reviews.map((review) => (
              <li
                key={review.id}
                className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
              >
                <figure>
                  <StarRating value={review.rating} />
                  <blockquote className="mt-3 text-slate-800">“{review.comment}”</blockquote>
                  <figcaption className="mt-4 text-sm text-slate-600">
                    <span className="font-semibold text-slate-900">{review.name}</span>
                    {review.date ? (
                      <>
                        {' · '}
                        <time dateTime={review.date}>
                          {formatDate(`${review.date}T12:00:00+07:00`, locale)}
                        </time>
                      </>
                    ) : null}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <CtaBand />
    </>
  )
}
