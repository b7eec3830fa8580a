import { Link } from '~/components/link'
import { PageOpening } from '~/components/marketing/page_hero'
import { CardGrid, Section } from '~/components/marketing/section'
import { CtaBand } from '~/components/marketing/cta_band'
import { StatList } from '~/components/marketing/plans/lists'
import { useCards } from '~/components/marketing/plans/copy'
import { useTranslation } from '~/hooks/use_translation'

const TEAM = [
  'member_services',
  'provider_relations',
  'legal_operations',
  'advisors',
  'technology',
] as const
const VALUES = ['access', 'clarity', 'independence'] as const

export default function AboutUs() {
  const { t } = useTranslation()
  const team = useCards('pages.about_us.team', TEAM)
  const values = useCards('pages.vision.values', VALUES)
  return (
    <>
      <PageOpening group="pages.about_us" />
      <Section title={t('pages.about_us.company_title')}>
        <div className="max-w-3xl space-y-4 text-slate-800">
          <p>{t('pages.about_us.company_p1')}</p>
          <p>{t('pages.about_us.company_p2')}</p>
          <p>{t('pages.about_us.company_p3')}</p>
        </div>
      </Section>
      <Section tone="muted" title={t('pages.about_us.numbers_title')}>
        <StatList
          stats={[
            { value: t('home.stats.experience.value'), text: t('home.stats.experience.text') },
            {
              value: t('pages.about_us.numbers.review.value'),
              text: t('pages.about_us.numbers.review.text'),
            },
            {
              value: t('pages.about_us.numbers.emergency.value'),
              text: t('pages.about_us.numbers.emergency.text'),
            },
            { value: t('home.stats.perks.value'), text: t('home.stats.perks.text') },
          ]}
        />
      </Section>
      <Section title={t('pages.about_us.team_title')} lead={t('pages.about_us.team_lead')}>
        <CardGrid items={team} />
      </Section>
      <Section tone="muted" title={t('pages.about_us.values_title')}>
        <CardGrid items={values} />
        <p className="mt-6">
          <Link route="vision-and-mission" className="font-medium text-navy-700 underline">
            {t('pages.about_us.values_link')}
          </Link>
        </p>
      </Section>
      <CtaBand />
    </>
  )
}
