import { useTranslation } from '~/hooks/use_translation'
import type { DataTableColumn } from './types'

/**
 * Every bilingual content list (blogs, terms, services, reviews, FAQ, plan
 * details, legal forms) marks an entry whose Thai text is missing — the
 * public page then shows the English — and filters by it (the declaration's
 * `filter.thai(kind)`, app/lists/kit.ts, narrowed by app/support/thai_content.ts).
 */
export function useThaiCoverage<Row extends { thaiMissing: boolean }>() {
  const { t } = useTranslation()
  const column: DataTableColumn<Row> = {
    id: 'thai',
    header: t('list.thai.label'),
    cell: (row) => <ThaiBadge missing={row.thaiMissing} />,
  }
  return { column }
}

export function ThaiBadge({ missing }: { missing: boolean }) {
  const { t } = useTranslation()
  return (
    <span
      data-testid={missing ? 'thai-missing' : 'thai-complete'}
      className={`inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${
        missing ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-800'
      }`}
    >
      {t(missing ? 'list.thai.missing' : 'list.thai.complete')}
    </span>
  )
}
