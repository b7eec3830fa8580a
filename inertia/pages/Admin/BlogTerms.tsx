import type { Data } from '@generated/data'
import { DataTable } from '~/components/data_table/data_table'
import { useRowDialog } from '~/components/data_table/use_row_dialog'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { Button } from '~/components/ui/button'
import { ContentHeading, useDeleteConfirm } from '~/components/admin/content/content_kit'
import { TermDialog, type TermKind } from '~/components/admin/content/term_dialog'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'

type Term = Data.BlogTermRow

/** SPEC §2.9 Tags and Categories (group Manage Blogs), English and Thai names (app/lists/blog_terms_list.ts). */
export default function AdminBlogTerms({ kind, list }: { kind: TermKind; list: ListMeta<Term> }) {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const confirmDelete = useDeleteConfirm()
  const edit = useRowDialog<Term | null>((term, close) => (
    <TermDialog key={term?.id ?? 'new'} kind={kind} term={term} onClose={close} />
  ))

  const columns: DataTableColumn<Term>[] = [
    { id: 'name', sortable: true, hideable: false, className: 'font-medium' },
    { id: 'name_th' },
    { id: 'slug', sortable: true },
    { id: 'posts', cell: (row) => row.posts },
  ]

  return (
    <>
      <ContentHeading title={t(`admin_content.${kind}.title`)} />
      <div className="mb-4">
        <Button onClick={() => edit.open(null)} data-testid="new">
          {t(`admin_content.${kind}.new`)}
        </Button>
      </div>
      <DataTable
        tableId={kind}
        list={list}
        columns={columns}
        details={{
          title: (row) => row.name,
          extra: { created_at: (row) => dateTime(row.createdAt) },
        }}
        rowActions={[
          { id: 'edit', run: edit.open },
          {
            id: 'delete',
            route: `admin.${kind}.destroy`,
            method: 'delete',
            confirm: (row) => confirmDelete(row.name),
          },
        ]}
      />
      {edit.dialog}
    </>
  )
}
