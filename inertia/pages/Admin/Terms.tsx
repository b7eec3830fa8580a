import type { Data } from '@generated/data'
import { DataTable } from '~/components/data_table/data_table'
import { useThaiCoverage } from '~/components/data_table/thai_coverage'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { Prose } from '~/components/marketing/prose'
import { ContentHeading } from '~/components/admin/content/content_kit'
import { useDeleteAction } from '~/components/admin/content/delete_action'
import { nameColumn } from '~/components/admin/columns'
import { Badge } from '~/components/ui/badge'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'

type Row = Data.TermsRow

/**
 * SPEC §2.9 Terms & Conditions: versions; publishing one makes it the version
 * checkout shows and new plan agreements record (app/lists/terms_list.ts).
 */
export default function AdminTerms({ list }: { list: ListMeta<Row> }) {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const deleteAction = useDeleteAction<Row>()
  const thai = useThaiCoverage<Row>()
  const published = (row: Row) => row.isPublished
  const state = (row: Row) => {
    const word = row.isCurrent ? 'current' : row.isPublished ? 'published' : 'draft'
    const tone = row.isCurrent ? 'success' : row.isPublished ? 'muted' : 'info'
    return <Badge tone={tone}>{t(`admin_content.terms.state.${word}`)}</Badge>
  }

  const columns: DataTableColumn<Row>[] = [
    nameColumn('version', (row) => row.version),
    thai.column,
    { id: 'title', cell: (row) => row.title },
    { id: 'state', cell: state },
    { id: 'published_at', cell: (row) => dateTime(row.publishedAt), sortable: true },
    { id: 'created_at', cell: (row) => dateTime(row.createdAt), sortable: true },
  ]

  return (
    <>
      <ContentHeading
        title={t('admin_content.terms.title')}
        intro={t('admin_content.terms.intro')}
        action={{ route: 'admin.terms.create', label: t('admin_content.terms.new') }}
      />
      <DataTable
        tableId="terms"
        list={list}
        columns={columns}
        details={{
          title: (row) => `${row.title} (${row.version})`,
          extra: {
            title_th: (row) => row.titleTh || '—',
            description: (row) => <Prose html={row.description} className="text-sm" />,
          },
        }}
        rowActions={[
          { id: 'edit', route: 'admin.terms.edit', method: 'get', hidden: published },
          { id: 'publish', route: 'admin.terms.publish', confirm: 'primary', hidden: published },
          { ...deleteAction('admin.terms.destroy', (row) => row.version), hidden: published },
        ]}
      />
    </>
  )
}
