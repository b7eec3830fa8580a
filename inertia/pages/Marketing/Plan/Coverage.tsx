import { Seo } from '~/components/seo'
import { Section } from '~/components/marketing/section'
import { AddToCart } from '~/components/marketing/plans/add_to_cart'
import { PlanHero } from '~/components/marketing/plans/plan_hero'
import { PriceTag } from '~/components/marketing/plans/price_tag'
import { CheckList } from '~/components/marketing/plans/lists'
import { COVERAGE, EXCLUSIONS, LIMITS } from '~/components/marketing/plans/facts'
import { useItems } from '~/components/marketing/plans/copy'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'

const NOTES = ['prepaid', 'notice', 'annual'] as const

function PriceOption({
  plan,
  title,
  text,
  price,
}: {
  plan: Data.Plan
  title: string
  text: string
  price: Data.Price.Variants['toOffer'] | null
}) {
  const { t } = useTranslation()
  if (!price) return null
  return (
    <article
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-8 shadow-sm"
      data-testid={`price-${price.billingPeriod}`}
    >
      <h3 className="text-xl font-semibold text-navy-800">{title}</h3>
      <PriceTag price={price} className="mt-4" />
      <p className="mt-3 flex-1 text-sm text-slate-700">{text}</p>
      <AddToCart plan={plan} price={price} className="mt-6">
        {t('plans.apply_now')}
        <span className="sr-only"> ({title})</span>
      </AddToCart>
    </article>
  )
}

export default function PlanCoverage({ plan }: { plan: Data.Plan }) {
  const { t } = useTranslation()
  const prefix = `plans.${plan.slug}.coverage`
  const coverage = useItems(`plans.${plan.slug}.covered`, COVERAGE[plan.slug])
  const limits = useItems(`plans.limits.${plan.slug}`, LIMITS[plan.slug])
  const exclusions = useItems('plans.exclusions', EXCLUSIONS)
  const notes = useItems('plans.notes', NOTES)
  return (
    <>
      <Seo title={t(`${prefix}.title`)} description={t(`${prefix}.description`)} />
      <PlanHero plan={plan} title={t(`${prefix}.heading`)} intro={t(`${prefix}.intro`)} />
      <Section title={t('plans.pricing_title')} lead={t('plans.pricing_lead')}>
        <div className="grid gap-6 md:grid-cols-2">
          <PriceOption
            plan={plan}
            title={t('plans.monthly')}
            text={t('plans.monthly_text')}
            price={plan.monthly}
          />
          <PriceOption
            plan={plan}
            title={t('plans.annual')}
            text={t('plans.annual_text')}
            price={plan.annual}
          />
        </div>
        <p className="mt-6 text-sm text-slate-700">{t('plans.review_time')}</p>
      </Section>
      <Section tone="muted" title={t('plans.coverage_title')}>
        <div className="grid gap-10 md:grid-cols-2">
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{t('plans.included_title')}</h3>
            <CheckList className="mt-3 space-y-2" items={coverage} />
          </div>
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{t('plans.limits_title')}</h3>
            <CheckList className="mt-3 space-y-2" items={limits} />
          </div>
        </div>
      </Section>
      <Section title={t('plans.exclusions_title')}>
        <ul className="list-disc space-y-2 pl-6 text-slate-800">
          {[...exclusions, ...notes].map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </Section>
    </>
  )
}
