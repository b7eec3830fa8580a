import type { ReactNode } from 'react'
import { Seo } from '~/components/seo'
import { PageHero } from '~/components/marketing/page_hero'
import { useTranslation } from '~/hooks/use_translation'

/**
 * The head and opening band of a marketing page whose copy sits under one
 * group of keys: `<group>.title` and `.description` for search engines,
 * `.eyebrow`, `.heading` and `.intro` for the hero. Children are the hero's
 * actions.
 */
export function PageOpening({ group, children }: { group: string; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <>
      <Seo title={t(`${group}.title`)} description={t(`${group}.description`)} />
      <PageHero
        eyebrow={t(`${group}.eyebrow`)}
        title={t(`${group}.heading`)}
        intro={t(`${group}.intro`)}
      >
        {children}
      </PageHero>
    </>
  )
}
