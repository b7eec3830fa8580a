import { Section } from '~/components/marketing/section'
import { StatList } from '~/components/marketing/plans/lists'
import { useTranslation } from '~/hooks/use_translation'

const STATS = ['issue', 'cost', 'experience', 'perks'] as const

/** The firm's figures (home.stats), on the home page and each plan's "why" page. */
export function HomeStats({ tone }: { tone?: 'muted' }) {
  const { t } = useTranslation()
  return (
    <Section tone={tone} title={t('home.stats_title')} lead={t('home.stats_lead')}>
      <StatList
        stats={STATS.map((key) => ({
          value: t(`home.stats.${key}.value`),
          text: t(`home.stats.${key}.text`),
        }))}
      />
    </Section>
  )
}
