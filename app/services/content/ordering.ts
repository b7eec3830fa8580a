import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

type Positioned = { id: number; position: number; save(): Promise<unknown> }

export type MoveDirection = 'up' | 'down'

/**
 * Moves one row of an ordered list (plan-detail items of a plan, FAQ
 * entries of a page) one place up or down. The list is renumbered 0..n-1
 * first, so gaps and ties left by older data never make a move a no-op.
 * Returns the positions before and after, for the audit log; null when the
 * row is already at that end.
 */
export async function moveInList<T extends Positioned>(
  rows: T[],
  id: number,
  direction: MoveDirection
): Promise<{ from: number; to: number } | null> {
  const index = rows.findIndex((row) => row.id === id)
  const target = direction === 'up' ? index - 1 : index + 1
  if (index < 0 || target < 0 || target >= rows.length) return null
  const ordered = [...rows]
  ;[ordered[index], ordered[target]] = [ordered[target], ordered[index]]
  for (const [position, row] of ordered.entries()) {
    if (row.position !== position) {
      row.position = position
      await row.save()
    }
  }
  return { from: index, to: target }
}

export type Trx = TransactionClientContract
