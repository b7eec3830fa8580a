import { router } from '@inertiajs/react'
import { DataTable } from '~/components/data_table/data_table'
import { ThaiBadge, useThaiCoverage } from '~/components/data_table/thai_coverage'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { StarRating } from '~/components/ui/star_rating'
import {
  Badge,
  ContentHeading,
  useContentFormat,
  useDeleteConfirm,
  visit,
} from '~/components/admin/content/content_kit'
import { urlFor } from '~/client'
import type { ReviewRow } from '../../../app/transformers/admin_content_transformer'

/**
 * SPEC §2.9 Manage Reviews (issue 13 point 3): staff publish or hide what
 * the home page shows; the information dialog holds the whole review.
 */
export default function AdminReviews({ list }: { list: ListMeta<ReviewRow> }) {
  const { t, date } = useContentFormat()
  const confirmDelete = useDeleteConfirm()
  const f = (name: string) => t(`admin_content.reviews.fields.${name}`)
  const state = (published: boolean) => t(`admin_content.reviews.state.${published ? 'yes' : 'no'}`)

  const thai = useThaiCoverage<ReviewRow>()
  const columns: DataTableColumn<ReviewRow>[] = [
    {
      id: 'name',
      header: f('name'),
      cell: (row) => row.name,
      sortable: true,
      hideable: false,
      className: 'font-medium',
    },
    thai.column,
    {
      id: 'rating',
      header: f('rating'),
      cell: (row) => <StarRating value={row.rating} />,
      sortable: true,
    },
    {
      id: 'comment',
      header: f('comment'),
      cell: (row) => <span className="line-clamp-2 max-w-md">{row.comment}</span>,
    },
    {
      id: 'is_published',
      header: f('is_published'),
      cell: (row) => (
        <Badge tone={row.is_published ? 'success' : 'muted'}>{state(row.is_published)}</Badge>
      ),
    },
    {
      id: 'created_at',
      header: t('admin_content.common.created_at'),
      cell: (row) => date(row.created_at),
      sortable: true,
    },
  ]

  return (
    <>
      <ContentHeading
        title={t('admin_content.reviews.title')}
        intro={t('admin_content.reviews.intro')}
        action={{ route: 'admin.reviews.create', label: t('admin_content.reviews.new') }}
      />
      <DataTable
        tableId="reviews"
        url={urlFor('admin.reviews')}
        list={list}
        columns={columns}
        searchLabel={t('admin_content.reviews.search')}
        nothingYet={t('admin_content.reviews.nothing_yet')}
        filters={[
          thai.filter,
          {
            name: 'published',
            label: f('is_published'),
            optionLabel: (value) => state(value === 'yes'),
          },
          {
            name: 'rating',
            label: f('rating'),
            optionLabel: (value) => t('admin_content.reviews.stars', { count: value }),
          },
        ]}
        details={(row) => ({
          title: row.name,
          fields: [
            { label: f('rating'), value: <StarRating value={row.rating} /> },
            { label: f('comment'), value: <p className="whitespace-pre-line">{row.comment}</p> },
            {
              label: f('comment_th'),
              value: row.comment_th ? (
                <p lang="th" className="whitespace-pre-line">
                  {row.comment_th}
                </p>
              ) : (
                <ThaiBadge missing />
              ),
            },
            { label: f('is_published'), value: state(row.is_published) },
            { label: t('admin_content.common.created_at'), value: date(row.created_at) },
          ],
        })}
        rowActions={[
          {
            id: 'edit',
            label: t('admin_content.common.edit'),
            run: (row) => router.visit(urlFor('admin.reviews.edit', { id: row.id })),
          },
          {
            id: 'publish',
            label: t('admin_content.reviews.publish'),
            hidden: (row) => row.is_published,
            run: (row) => visit('post', urlFor('admin.reviews.publish', { id: row.id })),
          },
          {
            id: 'hide',
            label: t('admin_content.reviews.hide'),
            hidden: (row) => !row.is_published,
            confirm: (row) => ({
              title: t('admin_content.reviews.hide'),
              text: t('admin_content.reviews.confirm_hide', { name: row.name }),
              confirmText: t('admin_content.reviews.hide'),
            }),
            run: (row) => visit('post', urlFor('admin.reviews.hide', { id: row.id })),
          },
          {
            id: 'delete',
            label: t('admin_content.common.delete'),
            confirm: (row) => confirmDelete(row.name),
            run: (row) => visit('delete', urlFor('admin.reviews.destroy', { id: row.id })),
          },
        ]}
      />
    </>
  )
}
