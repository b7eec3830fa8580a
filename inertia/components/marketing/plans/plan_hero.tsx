import type { ReactNode } from 'react'
import { PageHero } from '~/components/marketing/page_hero'
import { useTranslation } from '~/hooks/use_translation'
import { PlanNav } from './plan_nav'
import type { Data } from '@generated/data'

/** The opening of every plan page: hero with the page's <h1>, then the plan's page links. */
export function PlanHero({
  plan,
  title,
  intro,
  children,
}: {
  plan: Data.Plan
  title: string
  intro?: ReactNode
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <>
      <PageHero eyebrow={t('plans.plan_name', { name: plan.name })} title={title} intro={intro}>
        {children}
      </PageHero>
      <PlanNav slug={plan.slug} name={plan.name} />
    </>
  )
}
