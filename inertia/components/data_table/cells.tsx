import type { ReactNode } from 'react'
import { cn } from '~/components/ui/cn'

/** A cell of two lines: the value, and a smaller one under it (a member's email, a price). */
export function TwoLines({
  first,
  second,
  strong = false,
  className,
}: {
  first: ReactNode
  second: ReactNode
  /** The first line is the row's name. */
  strong?: boolean
  className?: string
}) {
  return (
    <span className={cn('block', className)}>
      <span className={cn('block', strong && 'font-medium')}>{first}</span>
      <span className="block text-xs text-slate-500">{second}</span>
    </span>
  )
}
