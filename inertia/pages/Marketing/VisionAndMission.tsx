import { PageOpening } from '~/components/marketing/page_hero'
import { CardGrid, Section } from '~/components/marketing/section'
import { CtaBand } from '~/components/marketing/cta_band'
import { useCards } from '~/components/marketing/plans/copy'
import { useTranslation } from '~/hooks/use_translation'

const VALUES = [
  'access',
  'clarity',
  'independence',
  'respect',
  'privacy',
  'accountability',
] as const

export default function VisionAndMission() {
  const { t } = useTranslation()
  const values = useCards('pages.vision.values', VALUES)
  return (
    <>
      <PageOpening group="pages.vision" />
      <Section>
        <div className="grid gap-8 md:grid-cols-2">
          <article>
            <h2 className="text-2xl font-semibold text-navy-800">
              {t('pages.vision.vision_title')}
            </h2>
            <p className="mt-3 text-lg text-slate-800">{t('pages.vision.vision_text')}</p>
          </article>
          <article>
            <h2 className="text-2xl font-semibold text-navy-800">
              {t('pages.vision.mission_title')}
            </h2>
            <p className="mt-3 text-lg text-slate-800">{t('pages.vision.mission_text')}</p>
          </article>
        </div>
      </Section>
      <Section
        tone="muted"
        title={t('pages.vision.values_title')}
        lead={t('pages.vision.values_lead')}
      >
        <CardGrid items={values} />
      </Section>
      <CtaBand />
    </>
  )
}
