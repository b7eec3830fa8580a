import { useEffect, useMemo, useState, type ReactNode } from 'react'
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type VisibilityState,
} from '@tanstack/react-table'
import { useConfirm } from '~/components/confirm_provider'
import { InfoDialog } from '~/components/ui/dialog'
import { Dropdown, DropdownItem, DropdownLabel } from '~/components/ui/dropdown'
import { cn } from '~/components/ui/cn'
import { useTranslation } from '~/hooks/use_translation'
import { useShared } from '~/lib/shared_props'
import { urlFor } from '~/client'
import { bulkActionOf, rowActionOf, type RouteBulkAction, type RouteRowAction } from './actions'
import { Pagination } from './pagination'
import { ListToolbar } from './toolbar'
import { useListNavigation } from './use_list_navigation'
import type {
  BulkAction,
  Can,
  DataTableColumn,
  DetailsSpec,
  FacetFilter,
  ListMeta,
  RowAction,
  RowDetails,
  ShownBulkAction,
  ShownRowAction,
} from './types'

type Props<Row extends { id: number }> = {
  /** Names the table in the remembered column choice (the list's name when not given). */
  tableId?: string
  /** The list page's own URL (paging, sorting and filtering reload it); its route's when not given. */
  url?: string
  list: ListMeta<Row>
  columns: DataTableColumn<Row>[]
  /** The facet menus; a declared list's own filters (labels by convention) when not given. */
  filters?: FacetFilter[]
  /** Value labels a declared filter takes from elsewhere than i18n (a country's name), by filter. */
  optionLabels?: Record<string, (value: string) => string>
  /** `<list>.search` when not given. */
  searchLabel?: string
  exportHref?: string
  /** Offer the CSV of `<route>.export` (`can.export` when not given). */
  exportable?: boolean
  /** The page's `can` flags: an action whose `allowed` is not given is offered unless `can[id]` is false. */
  can?: Can
  bulkActions?: Array<BulkAction | RouteBulkAction>
  rowActions?: Array<RowAction<Row> | RouteRowAction<Row>>
  details?: ((row: Row) => RowDetails) | DetailsSpec<Row>
  /** Shown when the list has no rows at all, before any search or filter (`<list>.nothing_yet`). */
  nothingYet?: string
}

const route = (name: string) => (urlFor as (route: string) => string)(name)

/** A column's default cell: the row's field named like the column (`intake_number` → `intakeNumber`). */
function fieldOf<Row>(id: string) {
  const key = id.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
  return (row: Row) => {
    const value = (row as Record<string, unknown>)[key]
    return value === null || value === undefined || value === '' ? '—' : (value as ReactNode)
  }
}

/** A declared list's filter menus: `<list>.filters.<name>` and `<labels>.<value>` (app/lists/kit.ts). */
function conventionalFilters(
  list: ListMeta<unknown>,
  t: (key: string) => string,
  optionLabels: Record<string, (value: string) => string> = {}
): FacetFilter[] {
  const labels = list.filterLabels ?? {}
  return Object.keys(labels).map((name) => ({
    name,
    label: t(`${list.name}.filters.${name}`),
    optionLabel: optionLabels[name] ?? ((value) => t(`${labels[name]}.${value}`)),
  }))
}

/**
 * The one admin list (CONVENTIONS §10, DESIGN §8): TanStack Table renders
 * what the server paged, sorted and filtered. Each entity supplies columns,
 * filters and actions; everything else — URL state, windowed pages, column
 * visibility, selection with bulk actions behind the confirmation dialog,
 * row menu, empty and loading states, the information dialog — lives here.
 */
export function DataTable<Row extends { id: number }>(props: Props<Row>) {
  const { list } = props
  const { t } = useTranslation()
  const ns = list.name ?? ''
  const tableId = props.tableId ?? ns
  const url = props.url ?? route(list.route!)
  const columns = useMemo(
    () =>
      props.columns.map((column) => ({
        ...column,
        header: column.header ?? t(`${ns}.columns.${column.id}`),
        cell: column.cell ?? fieldOf<Row>(column.id),
      })),
    [props.columns, ns, t]
  )
  const rowActions = useMemo(
    () =>
      (props.rowActions ?? [])
        .map((action) => rowActionOf(t, ns, action, props.can))
        .filter((action) => action !== null),
    [props.rowActions, props.can, ns, t]
  )
  const bulkActions = (props.bulkActions ?? [])
    .map((action) => bulkActionOf(t, ns, action, props.can))
    .filter((action) => action !== null)
  const details = useMemo(() => {
    const spec = props.details
    if (!spec || typeof spec === 'function') return spec
    const labelled = (fields: Record<string, (row: Row) => ReactNode>, row: Row) =>
      Object.entries(fields).map(([key, value]) => ({
        label: t(key.includes('.') ? key : `${ns}.columns.${key}`),
        value: value(row),
      }))
    return (row: Row): RowDetails => ({
      title: spec.title(row),
      fields: [
        ...(spec.fields
          ? labelled(spec.fields, row)
          : columns.slice(1).map((column) => ({ label: column.header, value: column.cell(row) }))),
        ...labelled(spec.extra ?? {}, row),
      ],
    })
  }, [props.details, columns, ns, t])
  const confirm = useConfirm()
  const { go, hrefFor, loading, visitOptions } = useListNavigation(url, list as ListMeta<unknown>)
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({})
  const [columnVisibility, setColumnVisibility] = useRememberedColumns(tableId)
  const [open, setOpen] = useState<RowDetails | null>(null)

  // A new page of rows starts with nothing selected: a hidden selection would surprise.
  useEffect(() => setRowSelection({}), [list.rows])

  const columnDefs = useMemo<ColumnDef<Row>[]>(() => {
    const defs: ColumnDef<Row>[] = columns.map((column) => ({
      id: column.id,
      header: column.header,
      enableSorting: Boolean(column.sortable),
      enableHiding: column.hideable !== false,
      cell: ({ row }) => column.cell(row.original),
      meta: { className: column.className },
    }))
    if (bulkActions.length > 0) {
      defs.unshift({
        id: 'select',
        enableHiding: false,
        header: ({ table }) => (
          <Checkbox
            label={t('list.select_all')}
            checked={table.getIsAllRowsSelected()}
            indeterminate={table.getIsSomeRowsSelected()}
            onChange={(value) => table.toggleAllRowsSelected(value)}
          />
        ),
        cell: ({ row }) => (
          <Checkbox
            label={t('list.select_row')}
            checked={row.getIsSelected()}
            onChange={(value) => row.toggleSelected(value)}
          />
        ),
      })
    }
    if (rowActions.length > 0 || details) {
      defs.push({
        id: 'actions',
        enableHiding: false,
        header: () => <span className="sr-only">{t('list.actions')}</span>,
        cell: ({ row }) => (
          <RowMenu
            row={row.original}
            actions={rowActions}
            onDetails={details ? () => setOpen(details(row.original)) : undefined}
            onAction={(action) => {
              const text = action.confirm?.(row.original)
              if (!text) return void action.run(row.original)
              confirm({
                ...text,
                cancelText: t('common.cancel'),
                onConfirm: () => action.run(row.original),
              })
            }}
          />
        ),
      })
    }
    return defs
  }, [columns, bulkActions.length, rowActions, details, t, confirm])

  const table = useReactTable({
    data: list.rows,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: list.total,
    state: { rowSelection, columnVisibility },
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: setColumnVisibility,
    enableRowSelection: bulkActions.length > 0,
  })

  const selectedIds = Object.keys(rowSelection)
    .filter((id) => rowSelection[id])
    .map(Number)
  const narrowed = Boolean(list.q) || Object.values(list.filters).some(Boolean)
  const first = list.total === 0 ? 0 : (list.page - 1) * list.size + 1
  const last = Math.min(list.page * list.size, list.total)

  const runBulk = (action: ShownBulkAction) =>
    confirm({
      ...action.confirm(selectedIds.length),
      cancelText: t('common.cancel'),
      onConfirm: () => action.run(selectedIds),
    })

  return (
    <section className="rounded-lg bg-white shadow-sm" data-testid={`data-table-${tableId}`}>
      <ListToolbar
        list={list as ListMeta<unknown>}
        go={go}
        searchLabel={props.searchLabel ?? t(`${ns}.search`)}
        filters={
          props.filters ?? conventionalFilters(list as ListMeta<unknown>, t, props.optionLabels)
        }
        dateRange={
          list.dateRange ? { from: t(`${ns}.filters.from`), to: t(`${ns}.filters.to`) } : undefined
        }
        exportHref={
          props.exportHref ??
          ((props.exportable ?? props.can?.export) ? route(`${list.route}.export`) : undefined)
        }
        hideable={table.getAllLeafColumns().filter((column) => column.getCanHide())}
      />
      {selectedIds.length > 0 ? (
        <div
          className="flex flex-wrap items-center gap-3 border-b border-slate-200 bg-slate-100 px-4 py-2"
          data-testid="bulk-bar"
        >
          <span className="text-sm font-medium text-slate-800" aria-live="polite">
            {t('list.selected', { count: selectedIds.length })}
          </span>
          {bulkActions.map((action) => (
            <button
              key={action.id}
              type="button"
              onClick={() => runBulk(action)}
              className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
              data-bulk-action={action.id}
            >
              {action.label}
            </button>
          ))}
          <button
            type="button"
            onClick={() => setRowSelection({})}
            className="text-sm text-navy-700 underline"
          >
            {t('list.clear_selection')}
          </button>
        </div>
      ) : null}
      <div className="relative overflow-x-auto" aria-busy={loading || undefined}>
        {loading ? (
          <p
            role="status"
            className="absolute inset-x-0 top-0 z-10 h-1 animate-pulse bg-gold-600"
            data-testid="list-loading"
          >
            <span className="sr-only">{t('list.loading')}</span>
          </p>
        ) : null}
        <table
          className={cn('w-full text-left text-sm transition-opacity', loading && 'opacity-60')}
        >
          <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = list.sort === header.column.id ? list.dir : null
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="whitespace-nowrap px-4 py-3 font-semibold"
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 uppercase hover:text-navy-800"
                          onClick={() =>
                            go({
                              sort: header.column.id,
                              dir: sorted === 'asc' ? 'desc' : 'asc',
                              page: 1,
                            })
                          }
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          <span aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                data-row-id={row.id}
                className={cn(
                  'border-b border-slate-100 last:border-0',
                  row.getIsSelected() && 'bg-amber-50'
                )}
              >
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cn(
                      'px-4 py-3 align-middle text-slate-800',
                      (cell.column.columnDef.meta as { className?: string } | undefined)?.className
                    )}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {list.rows.length === 0 ? (
          <EmptyState
            narrowed={narrowed}
            nothingYet={props.nothingYet ?? t(`${ns}.nothing_yet`)}
            onClear={() => go({ q: '', filters: clearedFilters(list), page: 1 })}
          />
        ) : null}
      </div>
      <footer className="flex flex-col items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row">
        <p className="text-sm text-slate-600" data-testid="list-range">
          {t('list.showing', {
            from: first,
            to: last,
            total: list.totalCapped ? `${list.total}+` : list.total,
          })}
        </p>
        <Pagination
          page={list.page}
          pages={list.pages}
          hrefFor={hrefFor}
          visit={visitOptions}
          label={t('list.pagination')}
          previousLabel={t('list.previous')}
          nextLabel={t('list.next')}
          pageLabel={(page) => t('list.page_n', { page })}
        />
      </footer>
      <InfoDialog
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={open?.title ?? ''}
        fields={open?.fields ?? []}
      />
    </section>
  )
}

function clearedFilters(list: ListMeta<unknown>) {
  return Object.fromEntries(Object.keys(list.filterOptions).map((name) => [name, '']))
}

function EmptyState({
  narrowed,
  nothingYet,
  onClear,
}: {
  narrowed: boolean
  nothingYet: string
  onClear: () => void
}) {
  const { t } = useTranslation()
  return (
    <div
      className="px-4 py-12 text-center"
      data-testid={narrowed ? 'empty-no-matches' : 'empty-nothing-yet'}
    >
      <p className="text-base font-medium text-slate-800">
        {narrowed ? t('list.no_matches') : nothingYet}
      </p>
      {narrowed ? (
        <button
          type="button"
          onClick={onClear}
          className="mt-3 text-sm font-medium text-navy-700 underline"
        >
          {t('list.clear_filters')}
        </button>
      ) : null}
    </div>
  )
}

function RowMenu<Row>({
  row,
  actions,
  onDetails,
  onAction,
}: {
  row: Row
  actions: ShownRowAction<Row>[]
  onDetails?: () => void
  onAction: (action: ShownRowAction<Row>) => void
}) {
  const { t } = useTranslation()
  const visible = actions.filter((action) => !action.hidden?.(row))
  return (
    <Dropdown
      label={t('list.row_menu')}
      trigger={
        <span aria-hidden="true" className="px-1 text-lg leading-none">
          ⋯
        </span>
      }
    >
      <DropdownLabel>{t('list.actions')}</DropdownLabel>
      {onDetails ? <DropdownItem onSelect={onDetails}>{t('list.details')}</DropdownItem> : null}
      {visible.map((action) => (
        <DropdownItem key={action.id} onSelect={() => onAction(action)}>
          <span data-row-action={action.id}>{action.label}</span>
        </DropdownItem>
      ))}
    </Dropdown>
  )
}

function Checkbox({
  label,
  checked,
  indeterminate = false,
  onChange,
}: {
  label: string
  checked: boolean
  indeterminate?: boolean
  onChange: (checked: boolean) => void
}): ReactNode {
  return (
    <input
      type="checkbox"
      aria-label={label}
      className="h-4 w-4 rounded border-slate-400 accent-navy-800"
      checked={checked}
      ref={(element) => {
        if (element) element.indeterminate = indeterminate
      }}
      onChange={(event) => onChange(event.target.checked)}
    />
  )
}

/**
 * Column visibility per staff member and table, kept in this browser.
 * Read after hydration so the server HTML and the first render agree.
 */
function useRememberedColumns(tableId: string) {
  const { user } = useShared()
  const key = `lexpat:columns:${tableId}:${user?.email ?? 'guest'}`
  const [visibility, setVisibility] = useState<VisibilityState>({})
  useEffect(() => {
    try {
      const saved = window.localStorage.getItem(key)
      if (saved) setVisibility(JSON.parse(saved) as VisibilityState)
    } catch {
      // Storage blocked or corrupt: every column shows, as for a first visit.
    }
  }, [key])
  const update = (next: VisibilityState | ((old: VisibilityState) => VisibilityState)) =>
    setVisibility((old) => {
      const value = typeof next === 'function' ? next(old) : next
      try {
        window.localStorage.setItem(key, JSON.stringify(value))
      } catch {
        // Not remembered, still applied.
      }
      return value
    })
  return [visibility, update] as const
}
