import { useEffect, useState } from 'react'
import { router } from '@inertiajs/react'
import type { ListMeta } from '~/components/data_table/types'
import { LIST_VISIT, listQuery } from '~/components/data_table/use_list_navigation'
import { formatDate, formatDateTime } from '~/lib/dates'

const control =
  'h-10 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-gold-600'

/** A date (or date and time) in Bangkok time, in the page's language. */
export function useDateFormat(locale: string) {
  return (iso: string | null, withTime = false) =>
    withTime ? formatDateTime(iso, locale) : formatDate(iso, locale)
}

export type ExtraFilter = { name: string; label: string; type: 'date' | 'text' }

/**
 * Filters the DataTable's facet selects cannot express (a date range, an
 * id): they travel in the same `filters` of the list, so they live in the
 * URL, survive a reload and are cleared with the others.
 */
export function ExtraFilters({
  url,
  list,
  fields,
  testId,
}: {
  url: string
  list: ListMeta<unknown>
  fields: ExtraFilter[]
  testId: string
}) {
  const [values, setValues] = useState<Record<string, string>>({})
  const current = (name: string) => list.filters[name] ?? ''
  // The server's echo wins (reload, back button, "clear filters").
  useEffect(() => setValues({}), [list.filters])
  const go = (name: string, value: string) =>
    router.get(url, listQuery(list, { filters: { [name]: value }, page: 1 }), LIST_VISIT)
  return (
    <div className="mb-3 flex flex-wrap items-end gap-3" data-testid={testId}>
      {fields.map((field) => (
        <label key={field.name} className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {field.label}
          <input
            type={field.type}
            name={field.name}
            maxLength={field.type === 'text' ? 64 : undefined}
            value={values[field.name] ?? current(field.name)}
            className={control}
            data-testid={`list-filter-${field.name}`}
            onChange={(event) => {
              const value = event.target.value
              setValues((old) => ({ ...old, [field.name]: value }))
              // A picked date applies at once; typed text applies on Enter or leaving the field.
              if (field.type === 'date') go(field.name, value)
            }}
            onBlur={(event) => {
              if (field.type === 'text' && event.target.value.trim() !== current(field.name)) {
                go(field.name, event.target.value.trim())
              }
            }}
            onKeyDown={(event) => {
              if (field.type === 'text' && event.key === 'Enter') {
                go(field.name, event.currentTarget.value.trim())
              }
            }}
          />
        </label>
      ))}
    </div>
  )
}
