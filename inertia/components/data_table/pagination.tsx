import { Link } from '~/components/link'
import { cn } from '~/components/ui/cn'
import { pageWindow } from './page_window'

type LinkOptions = {
  preserveState?: boolean
  preserveScroll?: boolean
  replace?: boolean
  only?: string[]
}

/**
 * Previous / windowed numbers / next. Every page is a real URL (a link that
 * works without JavaScript); `visit` carries the Inertia options of the list.
 */
export function Pagination({
  page,
  pages,
  hrefFor,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  visit,
  className,
}: {
  page: number
  pages: number
  hrefFor: (page: number) => string
  label: string
  previousLabel: string
  nextLabel: string
  pageLabel: (page: number) => string
  visit?: LinkOptions
  className?: string
}) {
  if (pages <= 1) return null
  const base =
    'inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-gold-600'
  const idle = `${base} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`
  return (
    <nav
      aria-label={label}
      className={cn('flex flex-wrap items-center justify-center gap-2', className)}
      data-testid="pagination"
    >
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" className={idle} {...visit}>
          {previousLabel}
        </Link>
      ) : null}
      {pageWindow(page, pages).map((entry, index) =>
        entry === 'gap' ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ) : entry === page ? (
          <span
            key={entry}
            aria-current="page"
            className={`${base} border-navy-800 bg-navy-800 text-white`}
          >
            {entry}
          </span>
        ) : (
          <Link
            key={entry}
            href={hrefFor(entry)}
            aria-label={pageLabel(entry)}
            className={idle}
            {...visit}
          >
            {entry}
          </Link>
        )
      )}
      {page < pages ? (
        <Link href={hrefFor(page + 1)} rel="next" className={idle} {...visit}>
          {nextLabel}
        </Link>
      ) : null}
    </nav>
  )
}
