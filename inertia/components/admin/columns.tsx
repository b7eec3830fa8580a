import type { ReactNode } from 'react'
import type { DataTableColumn } from '~/components/data_table/types'
import { Badge, type Tone } from '~/components/ui/badge'
import { useTranslation } from '~/hooks/use_translation'
import { RowLink, type RowRoute } from './row_link'

/** The column that names the row: sortable, never hidden, in medium weight. */
export function nameColumn<Row>(id: string, cell: (row: Row) => ReactNode): DataTableColumn<Row> {
  return { id, cell, sortable: true, hideable: false, className: 'font-medium' }
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

function StatusWord(props: { status: string; words: string; tones?: Record<string, Tone> }) {
  const { t } = useTranslation()
  return (
    <Badge status={props.status} tones={props.tones}>
      {t(`${props.words}.${props.status}`)}
    </Badge>
  )
}

/** A yes/no flag as a badge: `<words>.yes` in green, `<words>.no` muted. */
export function flagColumn<Row>(
  id: string,
  value: (row: Row) => boolean,
  words: string
): DataTableColumn<Row> {
  return { id, cell: (row) => <FlagWord on={value(row)} words={words} /> }
}

function FlagWord({ on, words }: { on: boolean; words: string }) {
  const { t } = useTranslation()
  return <Badge tone={on ? 'success' : 'muted'}>{t(`${words}.${on ? 'yes' : 'no'}`)}</Badge>
}

/** The column naming the row, linked to the row's own page. */
export function linkColumn<Row extends { id: number }>(
  id: string,
  route: RowRoute,
  text: (row: Row) => ReactNode
): DataTableColumn<Row> {
  return nameColumn(id, (row) => (
    <RowLink route={route} id={row.id}>
      {text(row)}
    </RowLink>
  ))
}

/** A count or an amount: right-aligned in tabular figures, sortable unless told otherwise. */
export function figureColumn<Row>(
  id: string,
  cell: (row: Row) => ReactNode,
  sortable = true
): DataTableColumn<Row> {
  return { id, cell, sortable, className: 'text-right tabular-nums' }
}
