import { router } from '@inertiajs/react'
import { urlFor } from '~/client'
import type { BulkAction, ConfirmText, RowAction } from './types'

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
  /** `get` opens the page; others write and come back to the list. */
  method?: Method
  /** Route parameters; `{ id: row.id }` when not given. */
  params?: (row: Row) => Record<string, unknown>
  data?: (row: Row) => Record<string, unknown>
  /** Ask through the confirmation dialog first, in this tone (or in these words). */
  confirm?: 'primary' | 'danger' | ((row: Row) => ConfirmText)
  hidden?: (row: Row) => boolean
  /** The `can` flag: a refused action is left out. */
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

const url = (route: string, params?: Record<string, unknown>) =>
  (urlFor as (name: string, params?: Record<string, unknown>) => string)(route, params)

function ask(t: T, ns: string, id: string, tone: 'primary' | 'danger', text: string): ConfirmText {
  const label = t(`${ns}.actions.${id}`)
  return { title: label, text, confirmText: label, variant: tone }
}

export function rowActionOf<Row extends { id: number }>(
  t: T,
  ns: string,
  action: RowAction<Row> | RouteRowAction<Row>
): RowAction<Row> | null {
  if (!('route' in action)) return action
  if (action.allowed === false) return null
  const { id, route, method = 'post', confirm } = action
  const target = (row: Row) => url(route, action.params?.(row) ?? { id: row.id })
  return {
    id,
    label: t(`${ns}.actions.${id}`),
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
  action: BulkAction | RouteBulkAction
): BulkAction | null {
  if (!('route' in action)) return action
  if (action.allowed === false) return null
  const { id, route, confirm = 'primary' } = action
  return {
    id: action.action ?? id,
    label: t(`${ns}.actions.${id}`),
    confirm: (count) => ask(t, ns, id, confirm, t(`${ns}.confirm.${id}_many`, { count })),
    run: (ids) => send('post', url(route), { action: action.action ?? id, ids }),
  }
}
