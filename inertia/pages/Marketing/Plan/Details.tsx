import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { Section } from '~/components/marketing/section'
import { CtaBand } from '~/components/marketing/cta_band'
import { buttonClasses } from '~/components/ui/button'
import { PlanHero } from '~/components/marketing/plans/plan_hero'
import { PriceTag } from '~/components/marketing/plans/price_tag'
import { CheckList } from '~/components/marketing/plans/lists'
import { useItems } from '~/components/marketing/plans/copy'
import { AnswerList, DetailVariants } from '~/components/marketing/plans/detail_lines'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'

const AUDIENCE = {
  personal: ['expats', 'families', 'retirees', 'residents'],
  business: ['owners', 'startups', 'employers', 'foreign_owned'],
} as const

export default function PlanDetails({ plan }: { plan: Data.Plan }) {
  const { t } = useTranslation()
  const prefix = `plans.${plan.slug}.details`
  const audience = useItems(`${prefix}.audience`, AUDIENCE[plan.slug])
  return (
    <>
      <Seo title={t(`${prefix}.title`)} description={t(`${prefix}.description`)} />
      <PlanHero
        plan={plan}
        title={t(`${prefix}.heading`)}
        intro={plan.description ?? t(`plans.${plan.slug}.summary`)}
      >
        {/* SPEC §2.1: this Get Started goes to the plan's coverage-and-pricing page. */}
        <Link route={`${plan.slug}-plan.coverage`} className={buttonClasses('gold', 'lg')}>
          {t('nav.get_started')}
        </Link>
      </PlanHero>
      <Section title={t(`${prefix}.what_title`)} lead={t(`${prefix}.what_text`)}>
        <div className="grid gap-8 md:grid-cols-2">
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{t('plans.who_for')}</h3>
            <CheckList className="mt-3 space-y-2" items={audience} />
          </div>
          <div className="rounded-lg border border-slate-200 bg-slate-50 p-6">
            <p className="text-sm font-medium uppercase tracking-wide text-slate-600">
              {t('plans.from')}
            </p>
            <PriceTag price={plan.monthly} />
            <p className="mt-3 text-sm text-slate-700">{t('plans.review_time')}</p>
          </div>
        </div>
      </Section>
      <Section tone="muted" title={t('plans.coverage_title')} lead={t('plans.coverage_lead')}>
        <ul className="grid gap-6 md:grid-cols-2">
          {plan.details.map((item) => (
            <li key={item.id} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{item.question}</h3>
              {item.description ? (
                <p className="mt-2 text-sm text-slate-700">{item.description}</p>
              ) : null}
              <DetailVariants variants={item.variants} />
              <AnswerList
                answers={item.answers}
                className="mt-3 space-y-1 text-sm text-slate-800"
              />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand />
    </>
  )
}
