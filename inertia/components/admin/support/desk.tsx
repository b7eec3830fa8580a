import type { ReactNode } from 'react'
import { cn } from '~/components/ui/cn'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'
import { SkippedHolidays, useBusinessHint } from '~/components/business_hours_note'
import type { Data } from '@generated/data'

export type Tone = 'info' | 'warning' | 'success' | 'danger' | 'neutral'

const TONES: Record<Tone, string> = {
  info: 'bg-sky-100 text-sky-900',
  warning: 'bg-amber-100 text-amber-900',
  success: 'bg-emerald-100 text-emerald-900',
  danger: 'bg-red-100 text-red-900',
  neutral: 'bg-slate-100 text-slate-700',
}

/** A status in words, coloured by its tone (SPEC §4: info, warning, success). */
export function Badge({
  tone,
  children,
  ...data
}: { tone: Tone; children: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <span
      {...data}
      data-tone={tone}
      className={cn(
        'inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium',
        TONES[tone]
      )}
    >
      {children}
    </span>
  )
}

/** Dates as staff read them: Bangkok time, in the page's language. */
export function useDeskDates() {
  const { date, dateTime } = useDates()
  return {
    date: (iso: string | null) => date(iso),
    dateTime: (iso: string | null) => dateTime(iso),
  }
}

/** A response or call-back clock (`clockOf` in app/transformers/support_desk_transformer.ts). */
export type Clock = Data.SupportTicket['clock']

const CLOCK_TONES: Record<Clock['state'], Tone> = {
  running: 'info',
  overdue: 'danger',
  met: 'success',
  missed: 'warning',
}

/** The response (or call-back) clock: due time and whether it was kept. */
export function ClockBadge({ clock, namespace }: { clock: Clock; namespace: string }) {
  const { t } = useTranslation()
  const { dateTime } = useDeskDates()
  const hint = useBusinessHint()
  return (
    <span
      className="inline-flex flex-col items-start gap-0.5"
      title={clock.businessHours === false ? undefined : hint}
    >
      <Badge tone={CLOCK_TONES[clock.state]} data-clock={clock.state}>
        {t(`${namespace}.clock.${clock.state}`, { time: dateTime(clock.dueAt) })}
      </Badge>
      {clock.state === 'running' || clock.state === 'overdue' ? (
        <SkippedHolidays holidays={clock.skippedHolidays} />
      ) : null}
    </span>
  )
}

/** A read-only list of dated entries (a ticket's history, a request's notes) for the information dialog. */
export function Timeline({
  items,
  empty,
}: {
  items: Array<{ id: number; at: string; by: string | null; text: ReactNode }>
  empty: string
}) {
  const { dateTime } = useDeskDates()
  if (items.length === 0) return <p className="text-slate-500">{empty}</p>
  return (
    <ol className="space-y-2" data-testid="timeline">
      {items.map((item) => (
        <li key={item.id} className="rounded-md bg-slate-50 p-2">
          <p className="text-xs text-slate-500">
            {dateTime(item.at)}
            {item.by ? ` · ${item.by}` : ''}
          </p>
          <div className="whitespace-pre-line text-sm text-slate-900">{item.text}</div>
        </li>
      ))}
    </ol>
  )
}
