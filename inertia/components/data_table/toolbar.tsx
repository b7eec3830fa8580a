import { useEffect, useRef, useState } from 'react'
import type { Column } from '@tanstack/react-table'
import { DropdownMenu } from 'radix-ui'
import { useTranslation } from '~/hooks/use_translation'
import type { FacetFilter, ListMeta } from './types'
import { listQuery, type ListChanges } from './use_list_navigation'

const control =
  'h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-gold-600'

/**
 * Search (sent after a short pause in typing), one select per facet, the
 * column chooser and the CSV export of exactly what is filtered.
 */
export function ListToolbar<Row>({
  list,
  go,
  searchLabel,
  filters,
  dateRange,
  exportHref,
  hideable,
}: {
  list: ListMeta<unknown>
  go: (changes: ListChanges) => void
  searchLabel: string
  filters: FacetFilter[]
  /** The labels of the `from` / `to` day filters, when the list has them. */
  dateRange?: { from: string; to: string }
  exportHref?: string
  hideable: Column<Row, unknown>[]
}) {
  const { t } = useTranslation()
  const [q, setQ] = useState(list.q)
  const typed = useRef(false)

  // The server's echo wins (back button, "clear filters"), unless the user is mid-typing.
  useEffect(() => {
    if (!typed.current) setQ(list.q)
  }, [list.q])

  useEffect(() => {
    if (!typed.current) return
    const timer = window.setTimeout(() => {
      typed.current = false
      if (q.trim() !== list.q) go({ q: q.trim(), page: 1 })
    }, 350)
    return () => window.clearTimeout(timer)
  }, [q, list.q, go])

  const exportQuery = new URLSearchParams(listQuery(list, { page: 1 }))
  exportQuery.delete('page')

  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 p-4 md:flex-row md:flex-wrap md:items-end">
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-slate-700 md:min-w-56">
        {searchLabel}
        <input
          type="search"
          name="q"
          value={q}
          maxLength={100}
          onChange={(event) => {
            typed.current = true
            setQ(event.target.value)
          }}
          className={control}
          data-testid="list-search"
        />
      </label>
      {filters.map((filter) => (
        <label key={filter.name} className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {filter.label}
          <select
            name={filter.name}
            value={list.filters[filter.name] ?? ''}
            onChange={(event) => go({ filters: { [filter.name]: event.target.value }, page: 1 })}
            className={control}
            data-testid={`list-filter-${filter.name}`}
          >
            <option value="">{t('list.filter_all')}</option>
            {(list.filterOptions[filter.name] ?? []).map((value) => (
              // A label may come from the reader's ICU data (a country's name), which server and
              // browser word differently: the browser's wording wins without a hydration error.
              <option key={value} value={value} suppressHydrationWarning>
                {filter.optionLabel(value)}
              </option>
            ))}
          </select>
        </label>
      ))}
      {dateRange
        ? (['from', 'to'] as const).map((name) => (
            <label key={name} className="flex flex-col gap-1 text-sm font-medium text-slate-700">
              {dateRange[name]}
              <input
                type="date"
                name={name}
                // Keyed by the server's echo: a reload or "clear filters" resets the field.
                key={list.filters[name] ?? ''}
                defaultValue={list.filters[name] ?? ''}
                onChange={(event) => go({ filters: { [name]: event.target.value }, page: 1 })}
                className={control}
                data-testid={`list-filter-${name}`}
              />
            </label>
          ))
        : null}
      <div className="flex gap-2">
        {hideable.length > 0 ? (
          <DropdownMenu.Root modal={false}>
            <DropdownMenu.Trigger className={`${control} font-medium`} data-testid="list-columns">
              {t('list.columns')}
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                sideOffset={6}
                className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
              >
                {hideable.map((column) => (
                  <DropdownMenu.CheckboxItem
                    key={column.id}
                    checked={column.getIsVisible()}
                    onCheckedChange={(value) => column.toggleVisibility(Boolean(value))}
                    onSelect={(event) => event.preventDefault()}
                    className="flex cursor-pointer select-none items-center gap-2 rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100"
                  >
                    <span aria-hidden="true" className="w-4">
                      {column.getIsVisible() ? '✓' : ''}
                    </span>
                    {String(column.columnDef.header)}
                  </DropdownMenu.CheckboxItem>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        ) : null}
        {exportHref ? (
          <a
            href={`${exportHref}?${exportQuery}`}
            className={`${control} inline-flex items-center font-medium`}
            download
            data-testid="list-export"
          >
            {t('list.export_csv')}
          </a>
        ) : null}
      </div>
    </div>
  )
}
