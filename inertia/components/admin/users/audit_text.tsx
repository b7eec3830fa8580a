import type { Data } from '@generated/data'
import type { RowDetails } from '~/components/data_table/types'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'
import { AuditChanges } from './audit_changes'

type Row = Data.AuditLog

/** How Users History words an audit entry: who wrote, on what, and its information dialog. */
export function useAuditText() {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const who = (row: Row) => (row.actor ? row.actor.name : t('user_history.system'))
  const subject = (row: Row) => (row.subjectType ? `${row.subjectType} #${row.subjectId}` : '—')
  const details = (row: Row): RowDetails => ({
    title: row.action,
    fields: [
      { label: t('user_history.columns.created_at'), value: dateTime(row.createdAt) },
      {
        label: t('user_history.columns.actor'),
        value: row.actor ? `${row.actor.name} <${row.actor.email}>` : t('user_history.system'),
      },
      { label: t('user_history.columns.subject'), value: subject(row) },
      { label: t('user_history.columns.ip'), value: row.ip ?? '—' },
      { label: t('user_history.details.changes'), value: <AuditChanges changes={row.changes} /> },
    ],
  })
  return { who, subject, details }
}
