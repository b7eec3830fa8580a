import { router } from '@inertiajs/react'
import { urlFor } from '~/client'
import type {
  BulkAction,
  Can,
  ConfirmText,
  RowAction,
  ShownBulkAction,
  ShownRowAction,
} from './types'

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/**
 * A write from a list (a row or bulk action): resolves when the visit has
 * finished, so the confirmation dialog stays busy until the page is back.
 */
export function send(method: Method, url: string, data: Record<string, unknown> = {}) {
  return new Promise<void>((resolve) =>
    router.visit(url, {
      method,
      data: data as never,
      preserveScroll: true,
      onFinish: () => resolve(),
    })
  )
}

/** A row action named by its route: `<list>.actions.<id>` labels it, `<list>.confirm.<id>_one` asks first. */
export type RouteRowAction<Row> = {
  id: string
  route: string
  /** `<list>.actions.<id>` when not given. */
  label?: string
  /** `get` opens the page; others write and come back to the list. */
  method?: Method
  /** Route parameters; `{ id: row.id }` when not given. */
  params?: (row: Row) => Record<string, unknown>
  /** The query string of a `get` (a form prefilled from the row). */
  query?: (row: Row) => Record<string, unknown>
  data?: (row: Row) => Record<string, unknown>
  /** Ask through the confirmation dialog first, in this tone (or in these words). */
  confirm?: 'primary' | 'danger' | ((row: Row) => ConfirmText)
  hidden?: (row: Row) => boolean
  /** The `can` flag: a refused action is left out (`can[id]` of the DataTable when not given). */
  allowed?: boolean
}

/** A bulk action posting `{ action: id, ids }` to `route` (`<list>.confirm.<id>_many` asks first). */
export type RouteBulkAction = {
  id: string
  route: string
  /** The `action` the server reads, when not the id. */
  action?: string
  confirm?: 'primary' | 'danger'
  allowed?: boolean
}

type T = (key: string, values?: Record<string, string | number>) => string

const url = (
  route: string,
  params?: Record<string, unknown>,
  qs?: Record<string, unknown>
): string =>
  (
    urlFor as (
      name: string,
      params?: Record<string, unknown>,
      options?: { qs?: Record<string, unknown> }
    ) => string
  )(route, params, qs ? { qs } : undefined)

function ask(t: T, ns: string, id: string, tone: 'primary' | 'danger', text: string): ConfirmText {
  const label = t(`${ns}.actions.${id}`)
  return { title: label, text, confirmText: label, variant: tone }
}

export function rowActionOf<Row extends { id: number }>(
  t: T,
  ns: string,
  action: RowAction<Row> | RouteRowAction<Row>,
  can: Can = {}
): ShownRowAction<Row> | null {
  if ((action.allowed ?? can[action.id]) === false) return null
  if (!('route' in action))
    return { ...action, label: action.label ?? t(`${ns}.actions.${action.id}`) }
  const { id, route, method = 'post', confirm } = action
  const target = (row: Row) =>
    url(route, action.params?.(row) ?? { id: row.id }, action.query?.(row))
  return {
    id,
    label: action.label ?? t(`${ns}.actions.${id}`),
    hidden: action.hidden,
    confirm:
      typeof confirm === 'function'
        ? confirm
        : confirm
          ? (row) =>
              ask(
                t,
                ns,
                id,
                confirm,
                t(`${ns}.confirm.${id}_one`, { ...row } as Record<string, string | number>)
              )
          : undefined,
    run: (row) =>
      method === 'get' ? router.visit(target(row)) : send(method, target(row), action.data?.(row)),
  }
}

export function bulkActionOf(
  t: T,
  ns: string,
  action: BulkAction | RouteBulkAction,
  can: Can = {}
): ShownBulkAction | null {
  if ((action.allowed ?? can[action.id]) === false) return null
  if (!('route' in action))
    return { ...action, label: action.label ?? t(`${ns}.actions.${action.id}`) }
  const { id, route, confirm = 'primary' } = action
  return {
    id: action.action ?? id,
    label: t(`${ns}.actions.${id}`),
    confirm: (count) => ask(t, ns, id, confirm, t(`${ns}.confirm.${id}_many`, { count })),
    run: (ids) => send('post', url(route), { action: action.action ?? id, ids }),
  }
}

/**
 * One row action per status (`to_<status>`), shown when the row may move there (`row.next`),
 * posting `{ status }` to `route` after the confirmation `confirm` words.
 */
export function statusActions<Row extends { id: number; next: string[] }>(
  route: string,
  statuses: readonly string[],
  confirm: (row: Row, to: string) => ConfirmText
): RouteRowAction<Row>[] {
  return statuses.map((to) => ({
    id: `to_${to}`,
    route,
    data: () => ({ status: to }),
    hidden: (row) => !row.next.includes(to),
    confirm: (row) => confirm(row, to),
  }))
}
