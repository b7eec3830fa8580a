import type { ComponentProps, ReactNode } from 'react'
import { Link } from '~/components/link'
import type { DataTableColumn } from '~/components/data_table/types'
import { Badge, type Tone } from '~/components/ui/badge'
import { useTranslation } from '~/hooks/use_translation'

/**
 * The column shapes several admin lists share; a page writes a column by
 * hand only where it shows something of its own.
 */
type RowRoute = ComponentProps<typeof Link>['route']

/** The column that names the row: sortable, never hidden, in medium weight. */
export function nameColumn<Row>(id: string, cell: (row: Row) => ReactNode): DataTableColumn<Row> {
  return { id, cell, sortable: true, hideable: false, className: 'font-medium' }
}

/** The column naming the row, linked to the row's own page (a route taking `{ id }`). */
export function linkColumn<Row extends { id: number }>(
  id: string,
  route: RowRoute,
  text: (row: Row) => ReactNode
): DataTableColumn<Row> {
  return nameColumn(id, (row) => (
    <Link route={route} routeParams={{ id: row.id }} className="text-navy-800 underline">
      {text(row)}
    </Link>
  ))
}

/** The row's `status` in words (`<words>.<status>`), coloured by its tone. */
export function statusColumn<Row extends { status: string }>(
  words: string,
  options: { sortable?: boolean; tones?: Record<string, Tone> } = {}
): DataTableColumn<Row> {
  return {
    id: 'status',
    cell: (row) => <StatusWord status={row.status} words={words} tones={options.tones} />,
    sortable: options.sortable,
  }
}

/** A yes/no flag as a badge: `<words>.yes` in green, `<words>.no` muted. */
export function flagColumn<Row>(
  id: string,
  value: (row: Row) => boolean,
  words: string
): DataTableColumn<Row> {
  return { id, cell: (row) => <FlagWord on={value(row)} words={words} /> }
}

/** A count or an amount: right-aligned in tabular figures, sortable unless told otherwise. */
export function figureColumn<Row>(
  id: string,
  cell: (row: Row) => ReactNode,
  sortable = true
): DataTableColumn<Row> {
  return { id, cell, sortable, className: 'text-right tabular-nums' }
}

function StatusWord(props: { status: string; words: string; tones?: Record<string, Tone> }) {
  const { t } = useTranslation()
  return (
    <Badge status={props.status} tones={props.tones}>
      {t(`${props.words}.${props.status}`)}
    </Badge>
  )
}

function FlagWord({ on, words }: { on: boolean; words: string }) {
  const { t } = useTranslation()
  return <Badge tone={on ? 'success' : 'muted'}>{t(`${words}.${on ? 'yes' : 'no'}`)}</Badge>
}
