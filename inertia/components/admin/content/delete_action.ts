import type { RouteRowAction } from '~/components/data_table/actions'
import { useDeleteConfirm } from './content_kit'

/**
 * The content lists' row "Delete": a DELETE to `route` once the member of
 * staff has answered "Are you Sure You Want to Delete {name}?" (SPEC §9).
 */
export function useDeleteAction<Row>() {
  const confirmDelete = useDeleteConfirm()
  return (route: string, name: (row: Row) => string): RouteRowAction<Row> => ({
    id: 'delete',
    route,
    method: 'delete',
    confirm: (row) => confirmDelete(name(row)),
  })
}
