import { Link } from '~/components/link'
import { PageOpening } from '~/components/marketing/page_hero'
import { CardGrid, Section } from '~/components/marketing/section'
import { CtaBand } from '~/components/marketing/cta_band'
import { buttonClasses } from '~/components/ui/button'
import { Steps } from '~/components/marketing/plans/lists'
import { useCards } from '~/components/marketing/plans/copy'
import { useTranslation } from '~/hooks/use_translation'

const BENEFITS = ['own_business', 'products', 'support', 'community'] as const
const STEPS = ['apply', 'start', 'learn', 'sell'] as const

export default function Affiliate() {
  const { t } = useTranslation()
  const benefits = useCards('pages.affiliate.benefits', BENEFITS)
  const steps = useCards('pages.affiliate.steps', STEPS)
  return (
    <>
      <PageOpening group="pages.affiliate">
        <Link route="resources.become-affiliate" className={buttonClasses('gold', 'lg')}>
          {t('nav.become_affiliate')}
        </Link>
      </PageOpening>
      <Section title={t('pages.affiliate.benefits_title')}>
        <CardGrid items={benefits} />
      </Section>
      <Section tone="muted" title={t('pages.affiliate.cost_title')}>
        <p className="max-w-3xl text-lg text-slate-800">{t('pages.affiliate.cost_text')}</p>
      </Section>
      <Section title={t('pages.affiliate.steps_title')}>
        <Steps steps={steps} />
      </Section>
      <CtaBand />
    </>
  )
}
