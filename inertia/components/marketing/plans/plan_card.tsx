import type { ReactNode } from 'react'
import { useTranslation } from '~/hooks/use_translation'
import { PriceTag } from './price_tag'
import type { Data } from '@generated/data'

/**
 * One plan as a card: name, who it is for, monthly price (and the annual
 * one when asked), a body and actions.
 */
export function PlanCard({
  plan,
  showAnnual = false,
  headingLevel = 'h2',
  children,
  actions,
}: {
  plan: Data.Plan
  showAnnual?: boolean
  headingLevel?: 'h2' | 'h3'
  children?: ReactNode
  actions?: ReactNode
}) {
  const { t } = useTranslation()
  const Heading = headingLevel
  return (
    <article
      data-testid={`plan-card-${plan.slug}`}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-8 shadow-sm"
    >
      <Heading className="text-2xl font-semibold text-navy-800">
        {t('plans.plan_name', { name: plan.name })}
      </Heading>
      <p className="mt-2 text-slate-700">{t(`plans.${plan.slug}.audience`)}</p>
      <div className="mt-6">
        <p className="text-sm font-medium uppercase tracking-wide text-slate-600">
          {t('plans.from')}
        </p>
        <PriceTag price={plan.monthly} />
        {showAnnual && plan.annual ? (
          <p className="mt-2 text-slate-700">
            {t('plans.or_annual')} <PriceTag price={plan.annual} size="md" as="span" />
          </p>
        ) : null}
      </div>
      {children ? <div className="mt-6 flex-1">{children}</div> : <div className="flex-1" />}
      {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
    </article>
  )
}
