import { Link } from '~/components/link'
import { PageOpening } from '~/components/marketing/page_hero'
import { CardGrid, Section } from '~/components/marketing/section'
import { CtaBand } from '~/components/marketing/cta_band'
import { Steps } from '~/components/marketing/plans/lists'
import { useCards } from '~/components/marketing/plans/copy'
import { useTranslation } from '~/hooks/use_translation'

const STEPS = ['tell', 'choose', 'apply', 'protected'] as const
const WHO = ['newcomers', 'families', 'owners'] as const

export default function Referral() {
  const { t } = useTranslation()
  const steps = useCards('pages.referral.steps', STEPS)
  const who = useCards('pages.referral.who', WHO)
  return (
    <>
      <PageOpening group="pages.referral" />
      <Section title={t('pages.referral.steps_title')}>
        <Steps steps={steps} />
      </Section>
      <Section tone="muted" title={t('pages.referral.who_title')}>
        <CardGrid items={who} />
      </Section>
      <Section title={t('pages.referral.earn_title')}>
        <p className="max-w-3xl text-slate-800">{t('pages.referral.earn_text')}</p>
        <p className="mt-4">
          <Link route="affiliate" className="font-medium text-navy-700 underline">
            {t('nav.affiliate')}
          </Link>
        </p>
      </Section>
      <CtaBand />
    </>
  )
}
