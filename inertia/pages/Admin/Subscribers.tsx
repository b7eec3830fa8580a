import { router } from '@inertiajs/react'
import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import type { SubscriberRow } from '../../../app/transformers/subscriber_transformer'
import { formatDate } from '~/lib/dates'

type Props = {
  list: ListMeta<SubscriberRow>
  can: { export: boolean; unsubscribe: boolean; delete: boolean }
}

/** SPEC §2.9 Subscribers: the newsletter list, built from the admin list kit. */
export default function AdminSubscribers({ list, can }: Props) {
  const { t, locale } = useTranslation()
  const date = (iso: string | null) => formatDate(iso, locale)
  const status = (value: string) => t(`subscribers.status.${value}`)
  const post = (url: string, data: { action?: string; ids?: number[] } = {}) =>
    new Promise((resolve) => router.post(url, data, { preserveScroll: true, onFinish: resolve }))
  const ask = (kind: 'unsubscribe' | 'delete', values: { email?: string; count?: number }) => ({
    title: t(`subscribers.actions.${kind}`),
    text: t(`subscribers.confirm.${kind}_${values.email ? 'one' : 'many'}`, values),
    confirmText: t(`subscribers.actions.${kind}`),
    variant: kind === 'delete' ? ('danger' as const) : ('primary' as const),
  })

  const columns: DataTableColumn<SubscriberRow>[] = [
    {
      id: 'email',
      header: t('subscribers.columns.email'),
      cell: (row) => row.email,
      sortable: true,
      hideable: false,
      className: 'font-medium',
    },
    {
      id: 'status',
      header: t('subscribers.columns.status'),
      cell: (row) => <span data-status={row.status}>{status(row.status)}</span>,
    },
    {
      id: 'locale',
      header: t('subscribers.columns.locale'),
      cell: (row) => t(`subscribers.locale.${row.locale}`),
    },
    {
      id: 'created_at',
      header: t('subscribers.columns.created_at'),
      cell: (row) => date(row.created_at),
      sortable: true,
    },
    {
      id: 'confirmed_at',
      header: t('subscribers.columns.confirmed_at'),
      cell: (row) => date(row.confirmed_at),
      sortable: true,
    },
  ]

  return (
    <>
      <Seo title={t('subscribers.title')} />
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">{t('subscribers.title')}</h1>
      <DataTable
        tableId="subscribers"
        url={urlFor('admin.subscribers')}
        list={list}
        columns={columns}
        searchLabel={t('subscribers.search')}
        nothingYet={t('subscribers.nothing_yet')}
        filters={[
          { name: 'status', label: t('subscribers.columns.status'), optionLabel: status },
          {
            name: 'locale',
            label: t('subscribers.columns.locale'),
            optionLabel: (value) => t(`subscribers.locale.${value}`),
          },
        ]}
        exportHref={can.export ? urlFor('admin.subscribers.export') : undefined}
        details={(row) => ({
          title: row.email,
          fields: [
            { label: t('subscribers.columns.status'), value: status(row.status) },
            {
              label: t('subscribers.columns.locale'),
              value: t(`subscribers.locale.${row.locale}`),
            },
            { label: t('subscribers.columns.created_at'), value: date(row.created_at) },
            { label: t('subscribers.columns.confirmed_at'), value: date(row.confirmed_at) },
            { label: t('subscribers.columns.unsubscribed_at'), value: date(row.unsubscribed_at) },
          ],
        })}
        rowActions={[
          ...(can.unsubscribe
            ? [
                {
                  id: 'unsubscribe',
                  label: t('subscribers.actions.unsubscribe'),
                  hidden: (row: SubscriberRow) => row.status === 'unsubscribed',
                  confirm: (row: SubscriberRow) => ask('unsubscribe', { email: row.email }),
                  run: (row: SubscriberRow) =>
                    post(urlFor('admin.subscribers.unsubscribe', { id: row.id })),
                },
              ]
            : []),
          ...(can.delete
            ? [
                {
                  id: 'delete',
                  label: t('subscribers.actions.delete'),
                  confirm: (row: SubscriberRow) => ask('delete', { email: row.email }),
                  run: (row: SubscriberRow) =>
                    new Promise((resolve) =>
                      router.delete(urlFor('admin.subscribers.destroy', { id: row.id }), {
                        preserveScroll: true,
                        onFinish: resolve,
                      })
                    ),
                },
              ]
            : []),
        ]}
        bulkActions={(['unsubscribe', 'delete'] as const)
          .filter((action) => can[action])
          .map((action) => ({
            id: action,
            label: t(`subscribers.actions.${action}`),
            confirm: (count: number) => ask(action, { count }),
            run: (ids: number[]) => post(urlFor('admin.subscribers.bulk'), { action, ids }),
          }))}
      />
    </>
  )
}
