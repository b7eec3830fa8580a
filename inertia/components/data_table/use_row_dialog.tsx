import { useState, type ReactNode } from 'react'

/**
 * A dialog a row action (or a button) opens for one row: `open(row)` shows what `render` gives
 * for it, `dialog` is where the page places it, and `close` hides it.
 */
export function useRowDialog<Row>(render: (row: Row, close: () => void) => ReactNode) {
  const [row, setRow] = useState<{ value: Row } | null>(null)
  const close = () => setRow(null)
  return {
    open: (value: Row) => setRow({ value }),
    dialog: row ? render(row.value, close) : null,
  }
}
