import cache from '@adonisjs/cache/services/main'

/**
 * The shared cache (DESIGN §11, config/cache.ts): bentocache, memory in
 * each process, with Redis as second level and bus when CACHE_STORE=redis.
 * Its keys, in one place, so that a writer and the listeners agree.
 */
export const CacheKeys = {
  /** The settings table (app/services/platform/settings_store.ts) and its fingerprint. */
  SETTINGS: 'settings',
  /** The admin dashboard's figures (app/services/memberships/dashboard_stats.ts). */
  DASHBOARD_STATS: 'dashboard:stats',
  /** The members' nationalities a mailing or push segment offers (app/services/marketing/segments.ts). */
  MEMBER_NATIONALITIES: 'segments:nationalities',
  /** The actors, actions and subject types Users History filters by (app/services/platform/audit_filter_values.ts). */
  AUDIT_FILTER_VALUES: 'audit:filter-values',
} as const

/** Keys whose change means the public pages must be rendered again. */
const CONTENT_KEYS: string[] = [CacheKeys.SETTINGS]

type BusEmitter = {
  on(
    event: 'bus:message:received',
    listener: (data: { message: { keys: string[]; type: string } }) => void
  ): unknown
}

/**
 * Clears an in-process render cache when another process changed the public
 * content: the bus message that drops this process's copy of the settings
 * (and with them the content version) also empties the rendered pages.
 */
export function clearOnContentChange(emitter: BusEmitter, target: { clear(): void }) {
  emitter.on('bus:message:received', ({ message }) => {
    if (message.type === 'clear' || message.keys.some((key) => CONTENT_KEYS.includes(key))) {
      target.clear()
    }
  })
}

export default cache
