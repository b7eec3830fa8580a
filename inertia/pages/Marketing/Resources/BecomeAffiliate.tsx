import { PageOpening } from '~/components/marketing/page_hero'
import { CardGrid, Section } from '~/components/marketing/section'
import { buttonClasses } from '~/components/ui/button'
import { CheckList, Steps } from '~/components/marketing/plans/lists'
import { useCards, useItems } from '~/components/marketing/plans/copy'
import { useTranslation } from '~/hooks/use_translation'

const REQUIREMENTS = ['independent', 'network', 'honest', 'membership'] as const
const STEPS = ['contact', 'call', 'join', 'start'] as const
const OFFER = ['personal', 'business'] as const

export default function BecomeAffiliate() {
  const { t } = useTranslation()
  const requirements = useItems('pages.become_affiliate.requirements', REQUIREMENTS)
  const steps = useCards('pages.become_affiliate.steps', STEPS)
  const offer = useCards('pages.become_affiliate.offer', OFFER)
  const email = t('pages.become_affiliate.email')
  return (
    <>
      <PageOpening group="pages.become_affiliate">
        <a href={`mailto:${email}`} className={buttonClasses('gold', 'lg')}>
          {t('pages.become_affiliate.email_button')}
        </a>
      </PageOpening>
      <Section
        title={t('pages.become_affiliate.cost_title')}
        lead={t('pages.become_affiliate.cost_text')}
      >
        <CardGrid items={offer} />
      </Section>
      <Section tone="muted" title={t('pages.become_affiliate.requirements_title')}>
        <CheckList items={requirements} />
      </Section>
      <Section title={t('pages.become_affiliate.steps_title')}>
        <Steps steps={steps} />
        <p className="mt-6 text-slate-700">{t('pages.become_affiliate.contact_text', { email })}</p>
      </Section>
    </>
  )
}
