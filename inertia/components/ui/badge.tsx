import type { ReactNode } from 'react'
import { cn } from '~/components/ui/cn'

export type Tone = 'info' | 'warning' | 'success' | 'danger' | 'neutral' | 'muted'

const TONES: Record<Tone, string> = {
  info: 'bg-sky-100 text-sky-900',
  warning: 'bg-amber-100 text-amber-900',
  success: 'bg-emerald-100 text-emerald-900',
  danger: 'bg-red-100 text-red-900',
  neutral: 'bg-slate-100 text-slate-700',
  muted: 'bg-slate-100 text-slate-600',
}

/**
 * The tone of a status word, by the meaning most screens give it; a page
 * passes its own `tones` when a word means something else there.
 */
const STATUS_TONES: Record<string, Tone> = {
  active: 'success',
  subscribed: 'success',
  paid: 'success',
  sent: 'success',
  completed: 'success',
  approved: 'success',
  published: 'success',
  pending: 'warning',
  pending_review: 'warning',
  queued: 'info',
  scheduled: 'info',
  reactivation: 'info',
  requested: 'info',
  past_due: 'warning',
  failed: 'danger',
  suspended: 'danger',
  rejected: 'danger',
  refunded: 'neutral',
  cancelled: 'muted',
  cancel_pending: 'neutral',
  unsubscribed: 'muted',
  draft: 'muted',
}

export function toneOf(status: string, tones: Record<string, Tone> = {}): Tone {
  return tones[status] ?? STATUS_TONES[status] ?? 'neutral'
}

/**
 * The one badge of the interface: a status in words, coloured by its tone.
 * Give `status` to take the tone from the word (and mark it `data-status`).
 */
export function Badge({
  tone,
  status,
  tones,
  className,
  children,
}: {
  tone?: Tone
  status?: string
  tones?: Record<string, Tone>
  className?: string
  children: ReactNode
}) {
  const chosen = tone ?? (status ? toneOf(status, tones) : 'neutral')
  return (
    <span
      data-status={status}
      data-tone={chosen}
      className={cn(
        'inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium',
        TONES[chosen],
        className
      )}
    >
      {children}
    </span>
  )
}
