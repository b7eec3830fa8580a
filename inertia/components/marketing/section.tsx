import type { ReactNode } from 'react'
import { cn } from '~/components/ui/cn'

/**
 * Sections below the first screen are laid out when they come near it, not
 * with the rest of the page (DESIGN §6, TBT): the browser skips their style
 * and layout until then, keeping an estimated height (the one it last
 * rendered, once it has). They stay in the accessibility tree and find-in-page.
 */
export const BELOW_THE_FOLD = '[content-visibility:auto] [contain-intrinsic-size:auto_600px]'

/** A content section with an optional <h2> heading and lead text. */
export function Section({
  title,
  lead,
  children,
  tone = 'white',
  id,
}: {
  title?: string
  lead?: ReactNode
  children?: ReactNode
  tone?: 'white' | 'muted'
  id?: string
}) {
  return (
    <section id={id} className={cn(BELOW_THE_FOLD, tone === 'muted' ? 'bg-slate-50' : 'bg-white')}>
      <div className="mx-auto max-w-6xl px-4 py-14">
        {title ? (
          <h2 className="text-2xl font-semibold text-navy-800 md:text-3xl">{title}</h2>
        ) : null}
        {lead ? <div className="mt-3 max-w-3xl text-slate-700">{lead}</div> : null}
        {children ? <div className={cn(title || lead ? 'mt-8' : '')}>{children}</div> : null}
      </div>
    </section>
  )
}

/** A grid of short cards (title + text), 1 to 3 columns. */
export function CardGrid({
  items,
}: {
  items: Array<{ title: string; text: ReactNode; icon?: ReactNode }>
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          {item.icon ? <div className="mb-3 text-gold-700">{item.icon}</div> : null}
          <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
          <div className="mt-2 text-sm text-slate-700">{item.text}</div>
        </li>
      ))}
    </ul>
  )
}
