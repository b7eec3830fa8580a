import type { Data } from '@generated/data'
import { Badge, type Tone } from '~/components/ui/badge'
import { ClockBadge, useDeskDates } from '~/components/admin/support/desk'
import { useTranslation } from '~/hooks/use_translation'

const STATUS_TONES: Record<string, Tone> = {
  new: 'info',
  scheduled: 'warning',
  completed: 'success',
  cancelled: 'neutral',
}

/** A request's status, lawyer, clock and dates as the list and its dialog show them. */
export function useConsultancyWords() {
  const { t } = useTranslation()
  const { dateTime } = useDeskDates()
  const status = (value: string) => t(`admin_consultancy.status.${value}`)
  return {
    t,
    dateTime,
    status,
    lawyer: (row: Data.ConsultancyRequest) => row.lawyer?.name ?? t('admin_consultancy.unassigned'),
    clock: (row: Data.ConsultancyRequest) => (
      <ClockBadge clock={row.clock} namespace="admin_consultancy" />
    ),
    badge: (value: string) => (
      <Badge status={value} tones={STATUS_TONES}>
        {status(value)}
      </Badge>
    ),
  }
}
