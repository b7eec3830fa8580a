import { PageOpening } from '~/components/marketing/page_hero'
import { CardGrid, Section } from '~/components/marketing/section'
import { CtaBand } from '~/components/marketing/cta_band'
import { StatList, Steps } from '~/components/marketing/plans/lists'
import { useCards, useStats } from '~/components/marketing/plans/copy'
import { useTranslation } from '~/hooks/use_translation'

const EXAMPLES = ['litigation', 'property', 'company'] as const
const STEPS = ['number', 'quote', 'apply', 'perks'] as const
const FIGURES = ['hourly', 'contingency', 'perks'] as const

export default function Discount() {
  const { t } = useTranslation()
  const examples = useCards('pages.discount.examples', EXAMPLES)
  const steps = useCards('pages.discount.steps', STEPS)
  const figures = useStats('pages.discount.figures', FIGURES)
  return (
    <>
      <PageOpening group="pages.discount" />
      <Section title={t('pages.discount.figures_title')}>
        <StatList stats={figures} />
      </Section>
      <Section
        tone="muted"
        title={t('pages.discount.examples_title')}
        lead={t('pages.discount.examples_lead')}
      >
        <CardGrid items={examples} />
      </Section>
      <Section title={t('pages.discount.steps_title')}>
        <Steps steps={steps} />
      </Section>
      <CtaBand />
    </>
  )
}
