import type { Data } from '@generated/data'
import { Link } from '~/components/link'

/** The member a document was requested from, linked to the request's page. */
export function PoiMemberCell({ row }: { row: Data.IdentityVerification }) {
  return (
    <Link
      route="admin.customer_poi.show"
      routeParams={{ id: row.id }}
      className="font-medium text-navy-700 underline"
    >
      {row.memberName}
      <span className="block text-xs font-normal text-slate-600">{row.memberEmail}</span>
    </Link>
  )
}
