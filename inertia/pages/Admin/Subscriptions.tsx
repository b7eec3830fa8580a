import { useState } from 'react'
import type { Data } from '@generated/data'
import { PageHeading } from '~/components/admin/page_heading'
import { Button } from '~/components/ui/button'
import { Badge } from '~/components/ui/badge'
import { DataTable } from '~/components/data_table/data_table'
import { send } from '~/components/data_table/actions'
import type { ListMeta, RowAction } from '~/components/data_table/types'
import { formatSatang } from '~/lib/format'
import { urlFor } from '~/client'
import { useSubscriptionColumns } from '~/components/admin/memberships/subscription_columns'
import { ReasonDialog } from '~/components/admin/subscriptions/reason_dialog'
import { CustomPlanDialog } from '~/components/admin/subscriptions/custom_plan_dialog'
import { useReviewFormat } from '~/components/admin/subscriptions/format'
import {
  WrittenRequestDialog,
  type WrittenRequestPrice,
} from '~/components/admin/subscriptions/written_request_dialog'

type Row = Data.SubscriptionRow
type Props = {
  list: ListMeta<Row>
  plans: Array<{ id: number; slug: string; name: string; name_th: string | null }>
  prices: WrittenRequestPrice[]
}
type Decision = 'approve' | 'suspend' | 'reactivate'

/** SPEC §2.9 Subscriptions: every membership, the review queue's decisions and custom plans (app/lists/subscriptions_list.ts). */
export default function AdminSubscriptions({ list, plans, prices }: Props) {
  const { t, date, planName: named } = useReviewFormat()
  const [rejecting, setRejecting] = useState<Row | null>(null)
  const [creating, setCreating] = useState(false)
  const [recording, setRecording] = useState<Row | null>(null)
  const planName = (row: Row) => named({ name: row.plan.name, name_th: row.plan.nameTh })
  const values = (row: Row) => ({ number: row.membershipNumber, name: row.member.name })
  const price = (row: Row) =>
    `${formatSatang(row.amountSatang)}/${t(`admin_subscriptions.period.${row.billingPeriod}`)}`
  const status = (row: Row) => (
    <Badge status={row.status}>{t(`admin_subscriptions.status.${row.status}`)}</Badge>
  )
  const decided = (id: Decision, visible: (row: Row) => boolean): RowAction<Row> => ({
    id,
    label: t(`admin_subscriptions.actions.${id}`),
    hidden: (row) => !visible(row),
    confirm: (row) => ({
      title: t(`admin_subscriptions.${id}.title`),
      text: t(`admin_subscriptions.${id}.text`, values(row)),
      confirmText: t(`admin_subscriptions.actions.${id}`),
      variant: id === 'suspend' ? 'danger' : 'primary',
    }),
    run: (row) => send('post', urlFor(`admin.subscriptions.${id}`, { id: row.id })),
  })
  const pending = (row: Row) => row.status === 'pending_review'

  const columns = useSubscriptionColumns(planName, price, status)

  return (
    <>
      <PageHeading title={t('admin_subscriptions.title')}>
        <Button onClick={() => setCreating(true)} data-testid="custom-plan-open">
          {t('admin_subscriptions.custom.open')}
        </Button>
      </PageHeading>
      <DataTable
        tableId="subscriptions"
        list={list}
        columns={columns}
        exportable
        details={(row) => ({
          title: `${row.membershipNumber} · ${row.member.name}`,
          fields: [
            { label: t('admin_subscriptions.columns.status'), value: status(row) },
            { label: t('admin_subscriptions.columns.member'), value: row.member.email },
            { label: t('admin_subscriptions.columns.plan'), value: planName(row) },
            { label: t('admin_subscriptions.columns.period'), value: price(row) },
            { label: t('admin_subscriptions.columns.applied_at'), value: date(row.appliedAt) },
            { label: t('admin_subscriptions.columns.started_at'), value: date(row.startedAt) },
            {
              label: t('admin_subscriptions.columns.current_period_end'),
              value: date(row.currentPeriodEnd),
            },
            ...(row.rejectionReason
              ? [{ label: t('admin_subscriptions.reject.reason'), value: row.rejectionReason }]
              : []),
          ],
        })}
        rowActions={[
          decided('approve', pending),
          { id: 'reject', hidden: (row) => !pending(row), run: (row) => setRejecting(row) },
          decided('suspend', (row) => row.status === 'past_due'),
          decided('reactivate', (row) =>
            ['suspended', 'cancelled', 'reactivation'].includes(row.status)
          ),
          // SPEC §1: a plan change or cancellation received by email, letter or phone.
          {
            id: 'written_request',
            label: t('written_requests.action'),
            hidden: (row) => row.status !== 'active',
            run: (row) => setRecording(row),
          },
        ]}
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
