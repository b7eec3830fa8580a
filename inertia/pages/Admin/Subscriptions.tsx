import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Seo } from '~/components/seo'
import { Button } from '~/components/ui/button'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta, RowAction } from '~/components/data_table/types'
import { formatSatang } from '~/lib/format'
import { urlFor } from '~/client'
import { StatusBadge } from '~/components/admin/subscriptions/status_badge'
import { SlaDue } from '~/components/admin/subscriptions/sla_due'
import { ReasonDialog } from '~/components/admin/subscriptions/reason_dialog'
import { CustomPlanDialog } from '~/components/admin/subscriptions/custom_plan_dialog'
import { DayRangeFilter } from '~/components/admin/subscriptions/day_range_filter'
import { useReviewFormat } from '~/components/admin/subscriptions/format'
import {
  WrittenRequestDialog,
  type WrittenRequestPrice,
} from '~/components/admin/subscriptions/written_request_dialog'
import type { SubscriptionRow } from '../../../app/transformers/admin_subscription_transformer'

type Props = {
  list: ListMeta<SubscriptionRow>
  plans: Array<{ id: number; slug: string; name: string; name_th: string | null }>
  prices: WrittenRequestPrice[]
}

const post = (url: string) =>
  new Promise((resolve) => router.post(url, {}, { preserveScroll: true, onFinish: resolve }))

/** SPEC §2.9 Subscriptions: every membership, the review queue's decisions and custom plans. */
export default function AdminSubscriptions({ list, plans, prices }: Props) {
  const { t, date, planName } = useReviewFormat()
  const [rejecting, setRejecting] = useState<SubscriptionRow | null>(null)
  const [creating, setCreating] = useState(false)
  const [recording, setRecording] = useState<SubscriptionRow | null>(null)
  const url = urlFor('admin.subscriptions')
  const values = (row: SubscriptionRow) => ({
    number: row.membership_number,
    name: row.member.name,
  })
  const confirmed = (
    id: 'approve' | 'suspend' | 'reactivate',
    visible: (row: SubscriptionRow) => boolean,
    route:
      | 'admin.subscriptions.approve'
      | 'admin.subscriptions.suspend'
      | 'admin.subscriptions.reactivate'
  ): RowAction<SubscriptionRow> => ({
    id,
    label: t(`admin_subscriptions.actions.${id}`),
    hidden: (row) => !visible(row),
    confirm: (row) => ({
      title: t(`admin_subscriptions.${id}.title`),
      text: t(`admin_subscriptions.${id}.text`, values(row)),
      confirmText: t(`admin_subscriptions.actions.${id}`),
      variant: id === 'suspend' ? 'danger' : 'primary',
    }),
    run: (row) => post(urlFor(route, { id: row.id })),
  })

  const columns: DataTableColumn<SubscriptionRow>[] = [
    {
      id: 'membership_number',
      header: t('admin_subscriptions.columns.number'),
      cell: (row) => (
        <span className="whitespace-nowrap">
          <span className="font-mono text-xs">{row.membership_number}</span>
          {row.custom_created ? (
            <span className="ml-1 rounded bg-gold-100 px-1 font-sans text-[10px] uppercase text-gold-900">
              {t('admin_subscriptions.custom.badge')}
            </span>
          ) : null}
        </span>
      ),
      sortable: true,
      hideable: false,
    },
    {
      id: 'member',
      header: t('admin_subscriptions.columns.member'),
      cell: (row) => (
        <span>
          <span className="block font-medium">{row.member.name}</span>
          <span className="block text-xs text-slate-500">{row.member.email}</span>
        </span>
      ),
      hideable: false,
    },
    {
      id: 'plan',
      header: t('admin_subscriptions.columns.plan'),
      cell: (row) => (
        <span>
          <span className="block">{planName(row.plan)}</span>
          <span className="block text-xs text-slate-500">
            {formatSatang(row.amount_satang)}/
            {t(`admin_subscriptions.period.${row.billing_period}`)}
          </span>
        </span>
      ),
    },
    {
      id: 'status',
      header: t('admin_subscriptions.columns.status'),
      cell: (row) => <StatusBadge status={row.status} />,
      sortable: true,
    },
    {
      id: 'applied_at',
      header: t('admin_subscriptions.columns.applied_at'),
      cell: (row) => date(row.applied_at),
      sortable: true,
    },
    {
      id: 'review_due',
      header: t('admin_subscriptions.columns.review_due'),
      cell: (row) => (
        <SlaDue
          dueAt={row.review_due_at}
          overdue={row.overdue}
          skipped={row.review_skipped_holidays}
        />
      ),
    },
    {
      id: 'current_period_end',
      header: t('admin_subscriptions.columns.period_end'),
      cell: (row) => date(row.current_period_end),
      sortable: true,
    },
  ]

  const pending = (row: SubscriptionRow) => row.status === 'pending_review'
  const rowActions: RowAction<SubscriptionRow>[] = [
    confirmed('approve', pending, 'admin.subscriptions.approve'),
    {
      id: 'reject',
      label: t('admin_subscriptions.actions.reject'),
      hidden: (row) => !pending(row),
      run: (row) => setRejecting(row),
    },
    confirmed('suspend', (row) => row.status === 'past_due', 'admin.subscriptions.suspend'),
    confirmed(
      'reactivate',
      (row) => ['suspended', 'cancelled', 'reactivation'].includes(row.status),
      'admin.subscriptions.reactivate'
    ),
    // SPEC §1: a plan change or cancellation received by email, letter or phone.
    {
      id: 'written_request',
      label: t('written_requests.action'),
      hidden: (row) => row.status !== 'active',
      run: (row) => setRecording(row),
    },
  ]

  return (
    <>
      <Seo title={t('admin_subscriptions.title')} />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{t('admin_subscriptions.title')}</h1>
        <Button onClick={() => setCreating(true)} data-testid="custom-plan-open">
          {t('admin_subscriptions.custom.open')}
        </Button>
      </div>
      <DayRangeFilter
        url={url}
        list={list as ListMeta<unknown>}
        label={t('admin_subscriptions.range.applied')}
      />
      <DataTable
        tableId="subscriptions"
        url={url}
        list={list}
        columns={columns}
        searchLabel={t('admin_subscriptions.search')}
        nothingYet={t('admin_subscriptions.nothing_yet')}
        filters={[
          {
            name: 'subscription',
            label: t('admin_subscriptions.columns.status'),
            optionLabel: (value) => t(`admin_subscriptions.status.${value}`),
          },
          {
            name: 'plan',
            label: t('admin_subscriptions.columns.plan'),
            optionLabel: (value) => t(`admin_subscriptions.plan.${value}`),
          },
          {
            name: 'period',
            label: t('admin_subscriptions.columns.period'),
            optionLabel: (value) => t(`admin_subscriptions.period.${value}`),
          },
          {
            name: 'custom',
            label: t('admin_subscriptions.columns.custom'),
            optionLabel: (value) => t(`admin_subscriptions.custom.${value}`),
          },
        ]}
        exportHref={urlFor('admin.subscriptions.export')}
        details={(row) => ({
          title: `${row.membership_number} · ${row.member.name}`,
          fields: [
            {
              label: t('admin_subscriptions.columns.status'),
              value: <StatusBadge status={row.status} />,
            },
            { label: t('admin_subscriptions.columns.member'), value: row.member.email },
            { label: t('admin_subscriptions.columns.plan'), value: planName(row.plan) },
            {
              label: t('admin_subscriptions.columns.period'),
              value: `${formatSatang(row.amount_satang)}/${t(`admin_subscriptions.period.${row.billing_period}`)}`,
            },
            { label: t('admin_subscriptions.columns.applied_at'), value: date(row.applied_at) },
            { label: t('admin_subscriptions.columns.started_at'), value: date(row.started_at) },
            {
              label: t('admin_subscriptions.columns.period_end'),
              value: date(row.current_period_end),
            },
            ...(row.rejection_reason
              ? [{ label: t('admin_subscriptions.reject.reason'), value: row.rejection_reason }]
              : []),
          ],
        })}
        rowActions={rowActions}
      />
      {rejecting ? (
        <ReasonDialog
          route="admin.subscriptions.reject"
          id={rejecting.id}
          title={t('admin_subscriptions.reject.title')}
          description={t('admin_subscriptions.reject.text', values(rejecting))}
          label={t('admin_subscriptions.reject.reason')}
          submitLabel={t('admin_subscriptions.actions.reject')}
          onClose={() => setRejecting(null)}
        />
      ) : null}
      {creating ? <CustomPlanDialog plans={plans} onClose={() => setCreating(false)} /> : null}
      {recording ? (
        <WrittenRequestDialog
          membership={recording}
          prices={prices}
          onClose={() => setRecording(null)}
        />
      ) : null}
    </>
  )
}
