import { Link } from '~/components/link'
import { PageOpening } from '~/components/marketing/page_hero'
import { CardGrid, Section } from '~/components/marketing/section'
import { CtaBand } from '~/components/marketing/cta_band'
import { Steps } from '~/components/marketing/plans/lists'
import { useCards } from '~/components/marketing/plans/copy'
import { useTranslation } from '~/hooks/use_translation'

const JOIN = ['choose', 'apply', 'review', 'number'] as const
const USE = ['call', 'letters', 'documents', 'emergency', 'more', 'forms'] as const
const ACCOUNT = ['billing', 'changes', 'cancel', 'reinstate'] as const

export default function ResourcesHowItWorks() {
  const { t } = useTranslation()
  const join = useCards('pages.resources_how.join', JOIN)
  const use = useCards('pages.resources_how.use', USE)
  const account = useCards('pages.resources_how.account', ACCOUNT)
  return (
    <>
      <PageOpening group="pages.resources_how" />
      <Section title={t('pages.resources_how.join_title')}>
        <Steps steps={join} />
      </Section>
      <Section tone="muted" title={t('pages.resources_how.use_title')}>
        <CardGrid items={use} />
      </Section>
      <Section title={t('pages.resources_how.account_title')}>
        <CardGrid items={account} />
        <p className="mt-6 text-slate-700">
          {t('pages.resources_how.details_prompt')}{' '}
          <Link route="view-plans" className="font-medium text-navy-700 underline">
            {t('nav.view_plans')}
          </Link>
        </p>
      </Section>
      <CtaBand />
    </>
  )
}
