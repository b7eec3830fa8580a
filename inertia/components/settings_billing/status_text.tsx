import { formatSatang } from '~/lib/format'

/** Satang as the member reads it (SPEC §5: whole baht without decimals). */
export const money = (satang: number) => formatSatang(satang)

const STATUS_CLASSES: Record<string, string> = {
  open: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
  void: 'bg-slate-200 text-slate-800',
  uncollectible: 'bg-red-100 text-red-900',
}

/** An invoice status in words, as a badge. */
export function InvoiceStatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASSES[status] ?? 'bg-slate-200 text-slate-800'}`}
    >
      {label}
    </span>
  )
}
