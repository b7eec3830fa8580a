import db from '@adonisjs/lucid/services/db'
import cache, { CacheKeys } from '#services/platform/shared_cache'

/** The columns Users History offers as filter menus, by filter name. */
const COLUMNS = { actor: 'user_id', action: 'action', subject_type: 'subject_type' } as const
export type AuditFilter = keyof typeof COLUMNS
export type AuditFilterValues = Record<AuditFilter, string[]>

/**
 * What the audit log holds in each filtered column (Users History's filter
 * menus, SPEC §2.9). Three `select distinct` over a log that only grows, so
 * they are kept in the shared cache rather than read on every view; a row
 * that brings a value the menus lack drops them at once (`auditRowWritten`),
 * and they expire after a minute in any case (a row written outside
 * `AuditLog.record`, another process's write without the shared bus).
 */
export function auditFilterValues(): Promise<AuditFilterValues> {
  return cache.getOrSet<AuditFilterValues>({
    key: CacheKeys.AUDIT_FILTER_VALUES,
    ttl: '1m',
    factory: async () => {
      const entries = await Promise.all(
        Object.entries(COLUMNS).map(async ([filter, column]) => {
          const rows = await db
            .from('audit_logs')
            .distinct(column)
            .whereNotNull(column)
            .orderBy(column)
          return [filter, rows.map((row) => String(row[column]))] as const
        })
      )
      return Object.fromEntries(entries) as AuditFilterValues
    },
  })
}

/**
 * A new audit row: when one of its values is not in the kept menus (a first
 * action of its kind, a staff member's first write), they are dropped so the
 * next view reads them again. Deleting, never adding, keeps a write that is
 * then rolled back from leaving a value behind.
 */
export async function auditRowWritten(row: {
  userId: number | null
  action: string
  subjectType: string | null
}) {
  const kept = await cache.get<AuditFilterValues>({ key: CacheKeys.AUDIT_FILTER_VALUES })
  if (!kept) return
  const known =
    (row.userId === null || kept.actor.includes(String(row.userId))) &&
    kept.action.includes(row.action) &&
    (row.subjectType === null || kept.subject_type.includes(row.subjectType))
  if (!known) await cache.delete({ key: CacheKeys.AUDIT_FILTER_VALUES })
}
