import { PageOpening } from '~/components/marketing/page_hero'
import { CardGrid, Section } from '~/components/marketing/section'
import { CtaBand } from '~/components/marketing/cta_band'
import { StatList, Steps } from '~/components/marketing/plans/lists'
import { useCards } from '~/components/marketing/plans/copy'
import { useTranslation } from '~/hooks/use_translation'

const EXAMPLES = ['litigation', 'property', 'company'] as const
const STEPS = ['number', 'quote', 'apply', 'perks'] as const

export default function Discount() {
  const { t } = useTranslation()
  const examples = useCards('pages.discount.examples', EXAMPLES)
  const steps = useCards('pages.discount.steps', STEPS)
  return (
    <>
      <PageOpening group="pages.discount" />
      <Section title={t('pages.discount.figures_title')}>
        <StatList
          stats={[
            {
              value: t('pages.discount.figures.hourly.value'),
              text: t('pages.discount.figures.hourly.text'),
            },
            {
              value: t('pages.discount.figures.contingency.value'),
              text: t('pages.discount.figures.contingency.text'),
            },
            {
              value: t('pages.discount.figures.perks.value'),
              text: t('pages.discount.figures.perks.text'),
            },
          ]}
        />
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
