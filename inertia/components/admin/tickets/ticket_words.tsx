import { Badge, type Tone } from '~/components/ui/badge'
import { useTranslation } from '~/hooks/use_translation'

/** SPEC §4: pending (info), resolving (warning), completed (success). */
const STATUS_TONES: Record<string, Tone> = {
  pending: 'info',
  resolving: 'warning',
  completed: 'success',
}

/** A ticket's status and category in words, as the list and its dialog show them. */
export function useTicketWords() {
  const { t } = useTranslation()
  const status = (value: string) => t(`admin_tickets.status.${value}`)
  return {
    t,
    status,
    badge: (value: string) => (
      <Badge status={value} tones={STATUS_TONES}>
        {status(value)}
      </Badge>
    ),
    // Categories are stored as the form wrote them; one the translations do not know shows as stored.
    category: (value: string) => {
      const label = t(`admin_tickets.categories.${value}`)
      return label.startsWith('admin_tickets.') ? value : label
    },
  }
}
