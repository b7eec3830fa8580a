import type { Data } from '@generated/data'
import type { RowDetails } from '~/components/data_table/types'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'

type Row = Data.ScheduledMail

/** How Mail Schedule History words a scheduled mailing: its audience, its counts and its information dialog. */
export function useScheduledMailText() {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const status = (value: string) => t(`admin_mail.status.${value}`)
  const audience = (row: Row) =>
    [t(`admin_mail.audiences.${row.audience}`), row.segmentValue].filter(Boolean).join(': ')
  const counts = (row: Row) =>
    t('admin_mail.history.counts', {
      sent: row.sentCount,
      failed: row.failedCount,
      total: row.totalCount,
    })
  const details = (row: Row): RowDetails => ({
    title: row.eventTitle ?? row.template,
    fields: [
      { label: t('admin_mail.history.columns.kind'), value: t(`admin_mail.kinds.${row.kind}`) },
      { label: t('admin_mail.fields.template_id'), value: row.template },
      ...(row.kind === 'event'
        ? [
            { label: t('admin_mail.fields.starts_at'), value: dateTime(row.eventStartsAt) },
            { label: t('admin_mail.fields.place'), value: row.eventPlace ?? '—' },
          ]
        : []),
      { label: t('admin_mail.fields.audience'), value: audience(row) },
      { label: t('admin_mail.fields.scheduled_at'), value: dateTime(row.scheduledAt) },
      { label: t('admin_mail.history.columns.status'), value: status(row.status) },
      { label: t('admin_mail.history.columns.counts'), value: counts(row) },
      { label: t('admin_mail.history.skipped'), value: String(row.skippedCount) },
      { label: t('admin_mail.history.created_by'), value: row.createdBy ?? '—' },
      { label: t('admin_mail.history.finished_at'), value: dateTime(row.finishedAt) },
      ...(row.failureReason
        ? [{ label: t('admin_mail.history.failure'), value: row.failureReason }]
        : []),
    ],
  })
  return { audience, counts, details }
}
