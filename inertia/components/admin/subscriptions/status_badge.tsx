import { cn } from '~/components/ui/cn'
import { useTranslation } from '~/hooks/use_translation'

const TONES: Record<string, string> = {
  pending_review: 'bg-amber-100 text-amber-900',
  active: 'bg-emerald-100 text-emerald-900',
  past_due: 'bg-orange-100 text-orange-900',
  suspended: 'bg-red-100 text-red-900',
  cancel_pending: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-slate-100 text-slate-600',
  reactivation: 'bg-sky-100 text-sky-900',
  rejected: 'bg-red-50 text-red-800',
}

/** A membership status in words (DESIGN §3 states), coloured by how urgent it is. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation()
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium',
        TONES[status] ?? 'bg-slate-100 text-slate-700'
      )}
    >
      {t(`admin_subscriptions.status.${status}`)}
    </span>
  )
}
