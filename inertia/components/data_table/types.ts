import type { ReactNode } from 'react'
import type { InfoField } from '~/components/ui/dialog'

/** The `list` prop the server's list helper (app/support/list_query.ts) sends. */
export type ListMeta<Row> = {
  rows: Row[]
  total: number
  /** The list counted only up to its cap: there are at least `total` rows. */
  totalCapped?: boolean
  page: number
  pages: number
  size: number
  sort: string
  dir: 'asc' | 'desc'
  q: string
  filters: Partial<Record<string, string>>
  filterOptions: Record<string, string[]>
  /** Lists declared in app/lists: the i18n namespace the labels derive from. */
  name?: string
  /** The list page's route name (its CSV is `<route>.export`). */
  route?: string
  /** The list has the `from` / `to` day filters. */
  dateRange?: boolean
  /** i18n key prefix of each filter's value labels. */
  filterLabels?: Record<string, string>
}

export type DataTableColumn<Row> = {
  id: string
  /** `<list>.columns.<id>` when not given. */
  header?: string
  /** The row's field of the same name in camelCase (`'—'` when empty) when not given. */
  cell?: (row: Row) => ReactNode
  /** The server sorts by this id (it must be in the list's sort whitelist). */
  sortable?: boolean
  /** Columns that identify the row stay visible. */
  hideable?: boolean
  className?: string
}

export type ConfirmText = {
  title?: string
  text?: string
  confirmText?: string
  variant?: 'danger' | 'primary'
}

export type BulkAction = {
  id: string
  /** `<list>.actions.<id>` when not given. */
  label?: string
  confirm: (count: number) => ConfirmText
  run: (ids: number[]) => Promise<unknown>
  /** The `can` flag: a refused action is left out (`can[id]` of the DataTable when not given). */
  allowed?: boolean
}

export type RowAction<Row> = {
  id: string
  /** `<list>.actions.<id>` when not given. */
  label?: string
  /** Asked first through the confirmation dialog when present. */
  confirm?: (row: Row) => ConfirmText
  run: (row: Row) => unknown
  hidden?: (row: Row) => boolean
  /** The `can` flag: a refused action is left out (`can[id]` of the DataTable when not given). */
  allowed?: boolean
}

/** An action as the table shows it: labelled, allowed. */
export type ShownRowAction<Row> = RowAction<Row> & { label: string }
export type ShownBulkAction = BulkAction & { label: string }

/** The page's `can` flags: an action or the export is offered when its flag is not false. */
export type Can = Partial<Record<string, boolean>>

export type FacetFilter = {
  name: string
  label: string
  optionLabel: (value: string) => string
}

export type RowDetails = { title: string; fields: InfoField[] }

/**
 * The information dialog: all columns but the first (or the `fields` given instead), then
 * `extra` fields; both labelled `<list>.columns.<key>`, or by the key itself when it is one
 * (`'desk.staff.title'`).
 */
export type DetailsSpec<Row> = {
  title: (row: Row) => string
  fields?: Record<string, (row: Row) => ReactNode>
  extra?: Record<string, (row: Row) => ReactNode>
}
