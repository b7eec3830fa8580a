import type { Data } from '@generated/data'
import { DataTable } from '~/components/data_table/data_table'
import { PageHeading } from '~/components/admin/page_heading'
import { useRowDialog } from '~/components/data_table/use_row_dialog'
import type { ListMeta } from '~/components/data_table/types'
import {
  ErasureReasonDialog,
  type ErasureStep,
} from '~/components/admin/erasure_requests/erasure_reason_dialog'
import { useErasureRequestColumns } from '~/components/admin/erasure_requests/erasure_request_columns'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'

type Row = Data.DeletionRequest
type Props = { list: ListMeta<Row>; can: { erase: boolean } }

/**
 * SPEC §2.9 Request Delete (super_admin): PDPA erasure requests with their 30-day legal
 * deadline; identity verified, then executed or refused (app/lists/request_delete_list.ts).
 */
export default function AdminRequestDelete({ list, can }: Props) {
  const { t } = useTranslation()
  const { date } = useDates()
  const pending = (row: Row) => row.status === 'pending'
  const ask = useRowDialog<{ row: Row; step: ErasureStep }>(({ row, step }, close) => (
    <ErasureReasonDialog row={row} step={step} onClose={close} />
  ))
  const columns = useErasureRequestColumns()

  return (
    <>
      <PageHeading title={t('request_delete.title')} intro={t('request_delete.intro')} />
      <DataTable
        list={list}
        columns={columns}
        details={{
          title: (row) => row.email,
          extra: {
            reason: (row) => row.reason ?? '—',
            verified: (row) => date(row.verifiedAt),
            verification_note: (row) => row.verificationNote ?? '—',
            refusal_reason: (row) => row.refusalReason ?? '—',
            processed_at: (row) => date(row.processedAt),
          },
        }}
        rowActions={[
          {
            id: 'verify',
            hidden: (row) => !pending(row) || Boolean(row.verifiedAt),
            run: (row) => ask.open({ row, step: 'verify' }),
          },
          {
            id: 'execute',
            route: 'admin.request_delete.execute',
            allowed: can.erase,
            hidden: (row) => !pending(row) || !row.verifiedAt,
            confirm: (row) => ({
              title: t('request_delete.execute.title'),
              text: t('request_delete.execute.text', { email: row.email }),
              confirmText: t('request_delete.actions.execute'),
              variant: 'danger',
            }),
          },
          {
            id: 'refuse',
            hidden: (row) => !pending(row),
            run: (row) => ask.open({ row, step: 'refuse' }),
          },
        ]}
      />
      {ask.dialog}
    </>
  )
}
