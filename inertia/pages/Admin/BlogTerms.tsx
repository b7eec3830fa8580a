import { useState } from 'react'
import type { Data } from '@generated/data'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { Form, SubmitButton, TextField, useRouteForm } from '~/components/form'
import { DialogShell } from '~/components/ui/dialog'
import { Button } from '~/components/ui/button'
import { ContentHeading, useDeleteConfirm } from '~/components/admin/content/content_kit'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'

type Kind = 'tags' | 'categories'
type Term = Data.BlogTermRow

/** One tag or category, created or renamed in a dialog. */
function TermDialog(props: { kind: Kind; term: Term | null; onClose: () => void }) {
  const { t } = useTranslation()
  const { kind, term } = props
  const form = useRouteForm(
    term ? `admin.${kind}.update` : `admin.${kind}.store`,
    { name: term?.name ?? '', name_th: term?.nameTh ?? '', slug: term?.slug ?? '' },
    term
      ? { params: { id: term.id }, onSuccess: props.onClose }
      : { onSuccess: props.onClose, resetOnSuccess: true }
  )
  const label = (name: string) => t(`admin_content.${kind}.columns.${name}`)
  return (
    <DialogShell
      open
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={t(`admin_content.${kind}.${term ? 'edit' : 'new'}`)}
    >
      <Form form={form} className="mt-4 space-y-4" data-testid="term-form">
        <TextField
          form={form}
          name="name"
          label={label('name')}
          rule={{ maxLength: 80 }}
          required
        />
        <TextField
          form={form}
          name="name_th"
          label={label('name_th')}
          rule={{ maxLength: 80 }}
          lang="th"
        />
        <TextField
          form={form}
          name="slug"
          label={label('slug')}
          hint={t('admin_content.common.slug_hint')}
          rule={{ maxLength: 120, pattern: '[a-z0-9]+(-[a-z0-9]+)*' }}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={props.onClose}>
            {t('admin_content.common.cancel')}
          </Button>
          <SubmitButton form={form}>{t('admin_content.common.save')}</SubmitButton>
        </div>
      </Form>
    </DialogShell>
  )
}

/** SPEC §2.9 Tags and Categories (group Manage Blogs), English and Thai names (app/lists/blog_terms_list.ts). */
export default function AdminBlogTerms({ kind, list }: { kind: Kind; list: ListMeta<Term> }) {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const confirmDelete = useDeleteConfirm()
  const [editing, setEditing] = useState<Term | 'new' | null>(null)

  const columns: DataTableColumn<Term>[] = [
    {
      id: 'name',
      cell: (row) => row.name,
      sortable: true,
      hideable: false,
      className: 'font-medium',
    },
    { id: 'name_th', cell: (row) => row.nameTh || '—' },
    { id: 'slug', cell: (row) => row.slug, sortable: true },
    { id: 'posts', cell: (row) => row.posts },
  ]

  return (
    <>
      <ContentHeading title={t(`admin_content.${kind}.title`)} />
      <div className="mb-4">
        <Button onClick={() => setEditing('new')} data-testid="new">
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
          {
            id: 'edit',
            label: t(`admin_content.${kind}.actions.edit`),
            run: (row) => setEditing(row),
          },
          {
            id: 'delete',
            route: `admin.${kind}.destroy`,
            method: 'delete',
            confirm: (row) => confirmDelete(row.name),
          },
        ]}
      />
      {editing ? (
        <TermDialog
          key={editing === 'new' ? 'new' : editing.id}
          kind={kind}
          term={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  )
}
