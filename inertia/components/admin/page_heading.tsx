import type { ComponentProps, ReactNode } from 'react'
import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { buttonClasses } from '~/components/ui/button'

type RouteName = ComponentProps<typeof Link>['route']

/**
 * An admin list's heading: the title (also the document's), an optional
 * introduction, and on the right its main action (a link to the "new"
 * page) or the page's own buttons.
 */
export function PageHeading({
  title,
  intro,
  action,
  children,
}: {
  title: string
  intro?: ReactNode
  action?: { route: RouteName; label: string; qs?: Record<string, string> }
  children?: ReactNode
}) {
  return (
    <>
      <Seo title={title} />
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          {intro ? <p className="mt-1 max-w-3xl text-slate-600">{intro}</p> : null}
        </div>
        {action ? (
          <Link
            route={action.route}
            qs={action.qs}
            className={buttonClasses('primary')}
            data-testid="new"
          >
            {action.label}
          </Link>
        ) : null}
        {children}
      </div>
    </>
  )
}
