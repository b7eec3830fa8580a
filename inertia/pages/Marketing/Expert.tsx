import { Link } from '~/components/link'
import { PageOpening } from '~/components/marketing/page_hero'
import { CardGrid, Section } from '~/components/marketing/section'
import { CtaBand } from '~/components/marketing/cta_band'
import { buttonClasses } from '~/components/ui/button'
import { Steps } from '~/components/marketing/plans/lists'
import { useCards } from '~/components/marketing/plans/copy'
import { useTranslation } from '~/hooks/use_translation'

const TOPICS = ['visa', 'property', 'family', 'work', 'business', 'documents'] as const
const STEPS = ['choose', 'apply', 'number', 'call'] as const
const HOURS = ['support', 'emergency', 'review'] as const

export default function Expert() {
  const { t } = useTranslation()
  const topics = useCards('pages.expert.topics', TOPICS)
  const steps = useCards('pages.expert.steps', STEPS)
  const hours = useCards('pages.expert.hours', HOURS)
  return (
    <>
      <PageOpening group="pages.expert">
        <Link route="get-started" className={buttonClasses('gold', 'lg')}>
          {t('nav.get_started')}
        </Link>
        <Link route="view-plans" className={buttonClasses('secondary', 'lg')}>
          {t('nav.view_plans')}
        </Link>
      </PageOpening>
      <Section title={t('pages.expert.topics_title')} lead={t('pages.expert.topics_lead')}>
        <CardGrid items={topics} />
      </Section>
      <Section tone="muted" title={t('pages.expert.steps_title')}>
        <Steps steps={steps} />
      </Section>
      <Section title={t('pages.expert.hours_title')}>
        <CardGrid items={hours} />
      </Section>
      <CtaBand />
    </>
  )
}
