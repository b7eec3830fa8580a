import { Seo } from '~/components/seo'
import { PageHero } from '~/components/marketing/page_hero'
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
      <Seo title={t('pages.how_we_work.title')} description={t('pages.how_we_work.description')} />
      <PageHero
        eyebrow={t('pages.how_we_work.eyebrow')}
        title={t('pages.how_we_work.heading')}
        intro={t('pages.how_we_work.intro')}
      />
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
