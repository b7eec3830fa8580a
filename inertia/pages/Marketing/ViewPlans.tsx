import { Link } from '~/components/link'
import { AnswerList } from '~/components/marketing/plans/detail_lines'
import { PageOpening } from '~/components/marketing/page_hero'
import { Section } from '~/components/marketing/section'
import { CtaBand } from '~/components/marketing/cta_band'
import { PlanCard } from '~/components/marketing/plans/plan_card'
import { CheckList } from '~/components/marketing/plans/lists'
import { PlanPriceActions } from '~/components/marketing/plans/add_to_cart'
import { useItems } from '~/components/marketing/plans/copy'
import { useTranslation } from '~/hooks/use_translation'
import { LIMITS, EXCLUSIONS } from '~/components/marketing/plans/facts'
import type { Data } from '@generated/data'

const NOTES = ['prepaid', 'notice', 'annual'] as const

export default function ViewPlans({ plans }: { plans: Data.Plan[] }) {
  const { t } = useTranslation()
  const exclusions = useItems('plans.exclusions', EXCLUSIONS)
  const notes = useItems('plans.notes', NOTES)
  return (
    <>
      <PageOpening group="pages.view_plans" />
      <Section>
        <div className="grid gap-6 lg:grid-cols-2">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              showAnnual
              actions={
                <>
                  <PlanPriceActions plan={plan} />
                  <Link
                    route={`${plan.slug}-plan.coverage`}
                    className="w-full text-sm font-medium text-navy-700 underline"
                  >
                    {t('plans.see_coverage', { name: plan.name })}
                  </Link>
                </>
              }
            >
              <h3 className="text-lg font-semibold text-slate-900">{t('plans.whats_included')}</h3>
              <dl className="mt-3 divide-y divide-slate-200">
                {plan.details.map((item) => (
                  <div key={item.id} className="py-3">
                    <dt className="font-medium text-slate-900">{item.question}</dt>
                    {item.answers.length > 0 ? (
                      <dd className="mt-1">
                        <AnswerList
                          answers={item.answers}
                          className="space-y-1 text-sm text-slate-700"
                        />
                      </dd>
                    ) : null}
                  </div>
                ))}
              </dl>
              <h3 className="mt-6 text-lg font-semibold text-slate-900">
                {t('plans.limits_title')}
              </h3>
              <CheckList
                className="mt-3 space-y-2 text-sm"
                items={LIMITS[plan.slug].map((key) => t(`plans.limits.${plan.slug}.${key}`))}
              />
            </PlanCard>
          ))}
        </div>
      </Section>
      <Section tone="muted" title={t('plans.exclusions_title')} lead={t('plans.exclusions_lead')}>
        <ul className="list-disc space-y-2 pl-6 text-slate-800">
          {exclusions.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </Section>
      <Section title={t('plans.notes_title')}>
        <ul className="list-disc space-y-2 pl-6 text-slate-800">
          {notes.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </Section>
      <CtaBand />
    </>
  )
}
