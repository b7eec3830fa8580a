import type { RouteRowAction } from '~/components/data_table/actions'

/** A ticket or consultancy request that is legal work becomes a matter, prefilled from it. */
export function openMatterAction<Row extends { id: number }>(
  source: 'support_ticket_id' | 'consultancy_request_id',
  label: string
): RouteRowAction<Row> {
  return {
    id: 'open_matter',
    label,
    route: 'admin.matters.create',
    method: 'get',
    params: () => ({}),
    query: (row) => ({ [source]: String(row.id) }),
  }
}
