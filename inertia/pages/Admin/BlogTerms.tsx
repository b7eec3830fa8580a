import { useState } from 'react'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { Form, SubmitButton, TextField, useRouteForm } from '~/components/form'
import { DialogShell } from '~/components/ui/dialog'
import { Button } from '~/components/ui/button'
import {
  ContentHeading,
  useContentFormat,
  useDeleteConfirm,
  visit,
} from '~/components/admin/content/content_kit'
import { urlFor } from '~/client'
import type { BlogTermRow } from '../../../app/transformers/admin_content_transformer'

type Kind = 'tags' | 'categories'
type Props = { kind: Kind; list: ListMeta<BlogTermRow> }

const EMPTY = { name: '', name_th: '', slug: '' }

/** One tag or category, created or renamed in a dialog. */
function TermDialog(props: { kind: Kind; term: BlogTermRow | null; onClose: () => void }) {
  const { t } = useContentFormat()
  const { kind, term } = props
  const initial = term ? { name: term.name, name_th: term.name_th ?? '', slug: term.slug } : EMPTY
  const form = useRouteForm(
    term ? `admin.${kind}.update` : `admin.${kind}.store`,
    initial,
    term
      ? { params: { id: term.id }, onSuccess: props.onClose }
      : { onSuccess: props.onClose, resetOnSuccess: true }
  )
  const label = (name: string) => t(`admin_content.terms_list.fields.${name}`)
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
          label={t('admin_content.common.slug')}
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

/** SPEC §2.9 Tags and Categories (group Manage Blogs), English and Thai names. */
export default function AdminBlogTerms({ kind, list }: Props) {
  const { t, date } = useContentFormat()
  const confirmDelete = useDeleteConfirm()
  const [editing, setEditing] = useState<BlogTermRow | 'new' | null>(null)
  const label = (name: string) => t(`admin_content.terms_list.fields.${name}`)

  const columns: DataTableColumn<BlogTermRow>[] = [
    {
      id: 'name',
      header: label('name'),
      cell: (row) => row.name,
      sortable: true,
      hideable: false,
      className: 'font-medium',
    },
    { id: 'name_th', header: label('name_th'), cell: (row) => row.name_th || '—' },
    { id: 'slug', header: t('admin_content.common.slug'), cell: (row) => row.slug, sortable: true },
    { id: 'posts', header: label('posts'), cell: (row) => row.posts },
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
        url={urlFor(`admin.${kind}`)}
        list={list}
        columns={columns}
        searchLabel={t(`admin_content.${kind}.search`)}
        nothingYet={t(`admin_content.${kind}.nothing_yet`)}
        details={(row) => ({
          title: row.name,
          fields: [
            { label: label('name_th'), value: row.name_th || '—' },
            { label: t('admin_content.common.slug'), value: row.slug },
            { label: label('posts'), value: row.posts },
            { label: t('admin_content.common.created_at'), value: date(row.created_at) },
          ],
        })}
        rowActions={[
          { id: 'edit', label: t('admin_content.common.edit'), run: (row) => setEditing(row) },
          {
            id: 'delete',
            label: t('admin_content.common.delete'),
            confirm: (row) => confirmDelete(row.name),
            run: (row) => visit('delete', urlFor(`admin.${kind}.destroy`, { id: row.id })),
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
