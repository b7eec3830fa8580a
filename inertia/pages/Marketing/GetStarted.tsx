import { Link } from '~/components/link'
import { PageOpening } from '~/components/marketing/page_hero'
import { Section } from '~/components/marketing/section'
import { PlanCard } from '~/components/marketing/plans/plan_card'
import { CheckList } from '~/components/marketing/plans/lists'
import { PlanPriceActions } from '~/components/marketing/plans/add_to_cart'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'

const HIGHLIGHTS = {
  personal: ['family', 'advice', 'documents', 'visa', 'emergency'],
  business: ['consultations', 'formation', 'contracts', 'employment', 'disputes'],
} as const

export default function GetStarted({ plans }: { plans: Data.Plan[] }) {
  const { t } = useTranslation()
  return (
    <>
      <PageOpening group="pages.get_started" />
      <Section>
        <div className="grid gap-6 md:grid-cols-2">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              showAnnual
              actions={
                <>
                  <PlanPriceActions plan={plan} />
                  <p className="flex w-full flex-wrap gap-x-5 gap-y-2 text-sm">
                    {/* SPEC §2.1: the plan's coverage-and-pricing page. */}
                    <Link
                      route={`${plan.slug}-plan.coverage`}
                      className="font-medium text-navy-700 underline"
                    >
                      {t('plans.see_coverage', { name: plan.name })}
                    </Link>
                    <Link
                      route={`${plan.slug}-plan.details`}
                      className="font-medium text-navy-700 underline"
                    >
                      {t('plans.see_details')}
                    </Link>
                  </p>
                </>
              }
            >
              <CheckList
                items={HIGHLIGHTS[plan.slug].map((key) =>
                  t(`plans.${plan.slug}.highlights.${key}`)
                )}
              />
            </PlanCard>
          ))}
        </div>
        <p className="mt-8 text-sm text-slate-700">{t('pages.get_started.review_note')}</p>
        <p className="mt-2 text-sm text-slate-700">
          {t('pages.get_started.compare_prompt')}{' '}
          <Link route="view-plans" className="font-medium text-navy-700 underline">
            {t('nav.view_plans')}
          </Link>
        </p>
      </Section>
    </>
  )
}
