import type { ComponentProps, ReactNode } from 'react'
import { Link } from '~/components/link'

export type RowRoute = ComponentProps<typeof Link>['route']

/** A list cell naming its row, linked to the row's own page (`{ id }` route). */
export function RowLink({
  route,
  id,
  children,
}: {
  route: RowRoute
  id: number
  children: ReactNode
}) {
  return (
    <Link route={route} routeParams={{ id }} className="font-medium text-navy-800 underline">
      {children}
    </Link>
  )
}
