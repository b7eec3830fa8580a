import { Seo } from '~/components/seo'
import { CardGrid, Section } from '~/components/marketing/section'
import { CtaBand } from '~/components/marketing/cta_band'
import { PlanHero } from '~/components/marketing/plans/plan_hero'
import { Steps } from '~/components/marketing/plans/lists'
import { useCards } from '~/components/marketing/plans/copy'
import { useTranslation } from '~/hooks/use_translation'
import type { Data } from '@generated/data'

const STEPS = ['apply', 'review', 'number', 'call'] as const
const USING = ['hours', 'emergency', 'changes'] as const

export default function PlanHow({ plan }: { plan: Data.Plan }) {
  const { t } = useTranslation()
  const prefix = `plans.${plan.slug}.how`
  const steps = useCards('plans.how_steps', STEPS)
  const using = useCards('plans.using', USING)
  return (
    <>
      <Seo title={t(`${prefix}.title`)} description={t(`${prefix}.description`)} />
      <PlanHero plan={plan} title={t(`${prefix}.heading`)} intro={t(`${prefix}.intro`)} />
      <Section title={t('plans.how_steps_title')}>
        <Steps steps={steps} />
      </Section>
      <Section tone="muted" title={t('plans.using_title')}>
        <CardGrid items={using} />
      </Section>
      <CtaBand />
    </>
  )
}
