import type { ReactNode } from 'react'
import { Seo } from '~/components/seo'

/** A list page's title (the tab's too), its intro, and its main buttons on the right. */
export function ListHeading({
  title,
  intro,
  children,
}: {
  title: string
  intro?: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="mb-6">
      <Seo title={title} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {children}
      </div>
      {intro ? <p className="mt-1 max-w-3xl text-sm text-slate-600">{intro}</p> : null}
    </div>
  )
}
