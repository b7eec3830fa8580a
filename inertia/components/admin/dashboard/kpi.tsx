import type { ReactNode } from 'react'
import { Link } from '~/components/link'
import { cn } from '~/components/ui/cn'

/** One figure of the dashboard, optionally a link to the list behind it. */
export function Kpi({
  label,
  value,
  hint,
  href,
  testId,
  tone = 'default',
}: {
  label: string
  value: ReactNode
  hint?: ReactNode
  href?: string
  testId: string
  tone?: 'default' | 'warning'
}) {
  const body = (
    <>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd
        className={cn(
          'mt-2 text-2xl font-semibold sm:text-3xl',
          tone === 'warning' ? 'text-orange-700' : 'text-slate-900'
        )}
        data-testid={testId}
      >
        {value}
      </dd>
      {hint ? <dd className="mt-1 text-xs text-slate-500">{hint}</dd> : null}
    </>
  )
  const classes = 'block h-full rounded-lg bg-white p-4 shadow-sm sm:p-5'
  return (
    <div className="h-full">
      {href ? (
        <Link href={href} className={cn(classes, 'hover:ring-2 hover:ring-gold-600')}>
          <dl>{body}</dl>
        </Link>
      ) : (
        <dl className={classes}>{body}</dl>
      )}
    </div>
  )
}
