import type { ReactNode } from 'react'

/** A list of short statements with a check mark (coverage, entitlements). */
export function CheckList({ items, className }: { items: ReactNode[]; className?: string }) {
  return (
    <ul className={className ?? 'space-y-2'}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-3 text-slate-800">
          <span aria-hidden="true" className="mt-0.5 font-bold text-navy-700">
            ✓
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

/** Numbered steps (how it works). */
export function Steps({ steps }: { steps: Array<{ title: string; text: ReactNode }> }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-navy-800 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
          <div className="mt-2 text-sm text-slate-700">{step.text}</div>
        </li>
      ))}
    </ol>
  )
}

/** Headline figures (SPEC §1 statistics): the figure, then what it measures. */
export function StatList({ stats }: { stats: Array<{ value: string; text: string }> }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {stats.map((stat) => (
        <li key={stat.value} className="rounded-lg bg-navy-900 p-6 text-white">
          <p className="text-3xl font-bold text-gold-600">{stat.value}</p>
          <p className="mt-2 text-sm text-slate-200">{stat.text}</p>
        </li>
      ))}
    </ul>
  )
}
