import type { Data } from '@generated/data'
import { Link } from '~/components/link'
import { useTranslation } from '~/hooks/use_translation'

/** An FAQ row's question, linked to its edit page, under the heading of the group it opens. */
export function FaqQuestionCell({ row }: { row: Data.FaqRow }) {
  const { locale } = useTranslation()
  return (
    <div>
      {row.groupHeading ? (
        <p className="text-xs font-semibold uppercase tracking-wide text-gold-700">
          {(locale === 'th' && row.groupHeadingTh) || row.groupHeading}
        </p>
      ) : null}
      <Link
        route="admin.faq.edit"
        routeParams={{ id: row.id }}
        className="font-medium text-navy-700 underline"
      >
        {/* Staff reading Thai see the Thai question when there is one. */}
        {(locale === 'th' && row.questionTh) || row.question}
      </Link>
    </div>
  )
}
