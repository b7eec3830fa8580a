import AuditLog from '#models/audit_log'
import AuditLogTransformer from '#transformers/audit_log_transformer'
import { defineList, search, personColumns } from '#lists/kit'
import { auditFilterValues, type AuditFilter } from '#services/platform/audit_filter_values'

/** The most rows one CSV export holds: past it, the staff member narrows the filters. */
export const HISTORY_EXPORT_MAX = 100_000

/** The filter values are what the log holds (actors, actions, subject types), kept a minute. */
const held = (filter: AuditFilter) => () => auditFilterValues().then((values) => values[filter])

/** SPEC §2.9 Users History: the audit log of every staff write (DESIGN §8). */
export const userHistoryList = defineList({
  name: 'user_history',
  route: 'admin.user_history',
  model: AuditLog,
  // Part of the action or IP, the exact subject id, or the actor's name or email.
  search: ['action', 'ip', search.exact('subject_id'), search.members('user_id')],
  sorts: { created_at: 'id', action: 'action' },
  defaultSort: 'created_at',
  filters: {
    actor: { values: held('actor'), apply: (query, id) => query.where('user_id', Number(id)) },
    action: { values: held('action'), apply: (query, action) => query.where('action', action) },
    subject_type: {
      values: held('subject_type'),
      apply: (query, type) => query.where('subject_type', type),
    },
  },
  textFilters: { subject_id: { apply: (query, id) => query.where('subject_id', id) } },
  dateRange: 'created_at',
  preload: (query) => query.preload('user', personColumns),
  transformer: AuditLogTransformer,
  csv: {
    filename: 'user-history.csv',
    columns: {
      'Id': 'id',
      'At': 'createdAt',
      'Actor': (row) => row.actor?.email ?? '',
      'Action': 'action',
      'Subject type': 'subjectType',
      'Subject id': 'subjectId',
      'IP': 'ip',
      'Changes': (row) => (row.changes ? JSON.stringify(row.changes) : ''),
    },
    max: HISTORY_EXPORT_MAX,
    audit: 'user_history.exported',
  },
})
