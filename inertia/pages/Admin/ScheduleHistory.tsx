import type { Data } from '@generated/data'
import { DataTable } from '~/components/data_table/data_table'
import { send } from '~/components/data_table/actions'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { statusColumn } from '~/components/admin/columns'
import { PageHeading } from '~/components/admin/page_heading'
import { MailingTotals, type MailingStatus } from '~/components/admin/mail/mailing_totals'
import { useScheduledMailText } from '~/components/admin/mail/scheduled_mail_text'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'
import { urlFor } from '~/client'

type Row = Data.ScheduledMail
type Props = { list: ListMeta<Row>; totals: Record<MailingStatus, number> }

/** SPEC §2.9 Mail Schedule History: scheduled, sending, sent, failed; cancel before it starts (app/lists/schedule_history_list.ts). */
export default function AdminScheduleHistory({ list, totals }: Props) {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const { audience, counts, details } = useScheduledMailText()
  const columns: DataTableColumn<Row>[] = [
    {
      id: 'mailing',
      hideable: false,
      cell: (row) => (
        <span>
          <span className="block font-medium text-slate-900">{row.eventTitle ?? row.template}</span>
          <span className="text-xs text-slate-600">{t(`admin_mail.kinds.${row.kind}`)}</span>
        </span>
      ),
    },
    { id: 'audience', cell: audience },
    { id: 'scheduled_at', cell: (row) => dateTime(row.scheduledAt), sortable: true },
    statusColumn('admin_mail.status', { sortable: true }),
    { id: 'counts', cell: counts },
  ]
  return (
    <>
      <PageHeading title={t('admin_mail.history.title')} />
      <MailingTotals totals={totals} />
      <DataTable
        list={list}
        columns={columns}
        details={details}
        rowActions={[
          {
            id: 'cancel',
            label: t('admin_mail.history.cancel'),
            hidden: (row) => row.status !== 'queued',
            confirm: () => ({
              title: t('admin_mail.history.cancel'),
              text: t('admin_mail.history.cancel_text'),
              confirmText: t('admin_mail.history.cancel'),
              variant: 'danger',
            }),
            run: (row) => send('post', urlFor('admin.schedule_history.cancel', { id: row.id })),
          },
        ]}
      />
    </>
  )
}
