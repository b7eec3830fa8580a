import { PageOpening } from '~/components/marketing/page_hero'
import { CardGrid, Section } from '~/components/marketing/section'
import { CtaBand } from '~/components/marketing/cta_band'
import { Steps } from '~/components/marketing/plans/lists'
import { useCards } from '~/components/marketing/plans/copy'
import { useTranslation } from '~/hooks/use_translation'

const STEPS = ['contact', 'match', 'advice', 'follow_up'] as const
const PRINCIPLES = [
  'independent',
  'experience',
  'plain',
  'confidential',
  'prepaid',
  'honest',
] as const

export default function HowWeWork() {
  const { t } = useTranslation()
  const steps = useCards('pages.how_we_work.steps', STEPS)
  const principles = useCards('pages.how_we_work.principles', PRINCIPLES)
  return (
    <>
      <PageOpening group="pages.how_we_work" />
      <Section title={t('pages.how_we_work.steps_title')} lead={t('pages.how_we_work.steps_lead')}>
        <Steps steps={steps} />
      </Section>
      <Section tone="muted" title={t('pages.how_we_work.principles_title')}>
        <CardGrid items={principles} />
      </Section>
      <CtaBand />
    </>
  )
}
