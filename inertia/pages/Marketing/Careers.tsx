import { Link } from '~/components/link'
import { PageOpening } from '~/components/marketing/page_hero'
import { CardGrid, Section } from '~/components/marketing/section'
import { buttonClasses } from '~/components/ui/button'
import { CheckList } from '~/components/marketing/plans/lists'
import { useCards, useItems } from '~/components/marketing/plans/copy'
import { useTranslation } from '~/hooks/use_translation'

const WHY = ['purpose', 'languages', 'growth', 'flexible'] as const
const ROLES = ['member_services', 'provider_network', 'operations', 'engineering'] as const
const APPLY = ['cv', 'letter', 'languages', 'availability'] as const

export default function Careers() {
  const { t } = useTranslation()
  const why = useCards('pages.careers.why', WHY)
  const roles = useCards('pages.careers.roles', ROLES)
  const apply = useItems('pages.careers.apply', APPLY)
  const email = t('pages.careers.email')
  return (
    <>
      <PageOpening group="pages.careers">
        <a href={`mailto:${email}`} className={buttonClasses('gold', 'lg')}>
          {t('pages.careers.email_button')}
        </a>
      </PageOpening>
      <Section title={t('pages.careers.why_title')}>
        <CardGrid items={why} />
      </Section>
      <Section
        tone="muted"
        title={t('pages.careers.roles_title')}
        lead={t('pages.careers.roles_lead')}
      >
        <CardGrid items={roles} />
      </Section>
      <Section
        title={t('pages.careers.apply_title')}
        lead={t('pages.careers.apply_lead', { email })}
      >
        <CheckList items={apply} />
        <p className="mt-6 text-slate-700">
          {t('pages.careers.advisor_prompt')}{' '}
          <Link route="affiliate" className="font-medium text-navy-700 underline">
            {t('nav.affiliate')}
          </Link>
        </p>
      </Section>
    </>
  )
}
