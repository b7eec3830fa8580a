import type { ReactNode } from 'react'

/** One titled block of the dashboard, with an optional link beside its title. */
export function DashboardSection({
  id,
  title,
  aside,
  testId,
  children,
}: {
  id: string
  title: ReactNode
  aside?: ReactNode
  testId?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8" data-testid={testId}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  )
}
