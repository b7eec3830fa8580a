import type { ReactNode } from 'react'
import { Seo } from '~/components/seo'
import { useTranslation } from '~/hooks/use_translation'

/**
 * The opening band of a marketing page: eyebrow, the page's only <h1>,
 * an introduction and optional actions.
 */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string
  title: string
  intro?: ReactNode
  children?: ReactNode
}) {
  return (
    <section className="bg-navy-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16 md:py-20">
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-wide text-gold-600">{eyebrow}</p>
        ) : null}
        <h1 className="mt-3 max-w-3xl text-3xl font-bold leading-tight md:text-5xl">{title}</h1>
        {intro ? <div className="mt-5 max-w-2xl text-lg text-slate-200">{intro}</div> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  )
}

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
