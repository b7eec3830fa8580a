import { useCallback, useEffect, useState } from 'react'
import { router } from '@inertiajs/react'
import type { ListMeta } from './types'

export type ListChanges = Partial<{
  page: number
  size: number
  sort: string
  dir: 'asc' | 'desc'
  q: string
  filters: Partial<Record<string, string>>
}>

/** The URL query for a list state, leaving out empty values and page 1. */
export function listQuery(
  list: ListMeta<unknown>,
  changes: ListChanges = {}
): Record<string, string> {
  const next = { ...list, ...changes, filters: { ...list.filters, ...changes.filters } }
  const query: Record<string, string> = {}
  if (next.q) query.q = next.q
  for (const [name, value] of Object.entries(next.filters)) if (value) query[name] = value
  query.sort = next.sort
  query.dir = next.dir
  query.size = String(next.size)
  if (next.page > 1) query.page = String(next.page)
  return query
}

export const LIST_VISIT = {
  preserveState: true,
  preserveScroll: true,
  replace: true,
  only: ['list'],
}

/**
 * Moves a server-side list: search, filters, sort and page live in the URL;
 * only the `list` prop is reloaded (rows and meta), the page keeps its state
 * and scroll, and the history entry is replaced rather than stacked.
 */
export function useListNavigation(url: string, list: ListMeta<unknown>) {
  const [loading, setLoading] = useState(false)
  // Any visit (a page link, a sort, a row action) shows the loading state.
  useEffect(() => {
    const stopStart = router.on('start', () => setLoading(true))
    const stopFinish = router.on('finish', () => setLoading(false))
    return () => {
      stopStart()
      stopFinish()
    }
  }, [])
  const go = useCallback(
    (changes: ListChanges) => router.get(url, listQuery(list, changes), LIST_VISIT),
    [url, list]
  )
  const hrefFor = useCallback(
    (page: number) => `${url}?${new URLSearchParams(listQuery(list, { page }))}`,
    [url, list]
  )
  return { go, hrefFor, loading, visitOptions: LIST_VISIT }
}
