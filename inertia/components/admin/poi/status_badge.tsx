import { cn } from '~/components/ui/cn'
import { useTranslation } from '~/hooks/use_translation'

const TONES: Record<string, string> = {
  requested: 'bg-sky-100 text-sky-900',
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
}

/** An identity verification's status in words. */
export function PoiStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation()
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium',
        TONES[status] ?? 'bg-slate-100 text-slate-700'
      )}
    >
      {t(`poi.status.${status}`)}
    </span>
  )
}
