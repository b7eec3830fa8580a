import { Seo } from '~/components/seo'
import { PageHero } from '~/components/marketing/page_hero'
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
      <Seo title={t('pages.vision.title')} description={t('pages.vision.description')} />
      <PageHero
        eyebrow={t('pages.vision.eyebrow')}
        title={t('pages.vision.heading')}
        intro={t('pages.vision.intro')}
      />
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
