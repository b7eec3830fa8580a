import { Seo } from '~/components/seo'
import { CardGrid, Section } from '~/components/marketing/section'
import { CtaBand } from '~/components/marketing/cta_band'
import { PlanHero } from '~/components/marketing/plans/plan_hero'
import { HeadlineStats } from '~/components/marketing/plans/headline_stats'
import { useCards } from '~/components/marketing/plans/copy'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'

const REASONS = {
  personal: ['experience', 'language', 'family', 'emergency', 'prevention', 'discounts'],
  business: ['department', 'experience', 'contracts', 'employees', 'collection', 'discounts'],
} as const

export default function PlanWhy({ plan }: { plan: Data.Plan }) {
  const { t } = useTranslation()
  const prefix = `plans.${plan.slug}.why`
  const reasons = useCards(`${prefix}.reasons`, REASONS[plan.slug])
  return (
    <>
      <Seo title={t(`${prefix}.title`)} description={t(`${prefix}.description`)} />
      <PlanHero plan={plan} title={t(`${prefix}.heading`)} intro={t(`${prefix}.intro`)} />
      <Section title={t(`${prefix}.reasons_title`)}>
        <CardGrid items={reasons} />
      </Section>
      <Section tone="muted" title={t('home.stats_title')} lead={t('home.stats_lead')}>
        <HeadlineStats />
      </Section>
      <CtaBand />
    </>
  )
}
