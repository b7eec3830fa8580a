import { Link } from '~/components/link'
import { PageOpening } from '~/components/marketing/page_hero'
import { CardGrid, Section } from '~/components/marketing/section'
import { CtaBand } from '~/components/marketing/cta_band'
import { buttonClasses } from '~/components/ui/button'
import { useCards } from '~/components/marketing/plans/copy'
import { useTranslation } from '~/hooks/use_translation'

const WAYS = ['advice', 'action', 'documents', 'immigration', 'estate', 'emergency'] as const

export default function HowWeHelp() {
  const { t } = useTranslation()
  const ways = useCards('pages.how_we_help.ways', WAYS)
  return (
    <>
      <PageOpening group="pages.how_we_help" />
      <Section title={t('pages.how_we_help.ways_title')} lead={t('pages.how_we_help.ways_lead')}>
        <CardGrid items={ways} />
      </Section>
      <Section tone="muted" title={t('pages.how_we_help.who_title')}>
        <div className="grid gap-6 md:grid-cols-2">
          <article className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-xl font-semibold text-navy-800">
              {t('pages.how_we_help.personal.title')}
            </h3>
            <p className="mt-3 text-slate-700">{t('pages.how_we_help.personal.text')}</p>
            <Link
              route="personal-plan.details"
              className={`${buttonClasses('primary', 'md')} mt-5`}
            >
              {t('pages.how_we_help.personal.link')}
            </Link>
          </article>
          <article className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-xl font-semibold text-navy-800">
              {t('pages.how_we_help.business.title')}
            </h3>
            <p className="mt-3 text-slate-700">{t('pages.how_we_help.business.text')}</p>
            <Link
              route="business-plan.details"
              className={`${buttonClasses('primary', 'md')} mt-5`}
            >
              {t('pages.how_we_help.business.link')}
            </Link>
          </article>
        </div>
      </Section>
      <CtaBand />
    </>
  )
}
