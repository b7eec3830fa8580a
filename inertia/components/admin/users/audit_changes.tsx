import { useTranslation } from '~/hooks/use_translation'

/** An audit entry's before/after, as readable JSON side by side. */
export function AuditChanges({ changes }: { changes: Record<string, unknown> | null }) {
  const { t } = useTranslation()
  if (!changes) return <p className="text-slate-500">{t('user_history.details.nothing')}</p>
  const split = 'before' in changes || 'after' in changes
  const blocks: Array<[string, unknown]> = split
    ? [
        [t('user_history.details.before'), changes.before ?? null],
        [t('user_history.details.after'), changes.after ?? null],
      ]
    : [[t('user_history.details.changes'), changes]]
  return (
    <div className="grid gap-3 sm:grid-cols-2" data-testid="audit-changes">
      {blocks.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
            {label}
          </p>
          <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-words rounded bg-slate-50 p-2 text-xs text-slate-800">
            {value === null ? '—' : JSON.stringify(value, null, 2)}
          </pre>
        </div>
      ))}
    </div>
  )
}
