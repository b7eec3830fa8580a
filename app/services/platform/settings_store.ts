import Setting from '#models/setting'
import cache, { CacheKeys } from '#services/platform/shared_cache'
import { cacheStore } from '#config/cache'

/**
 * How long a process keeps the settings without asking again. With the
 * Redis bus every write through this store reaches the other processes at
 * once, so the copy may live longer; memory alone keeps the two seconds
 * that let a change made by another process (an ace command) show soon.
 */
const TTL = cacheStore === 'redis' ? '1m' : '2s'

type Snapshot = { entries: Array<[string, unknown]> }

/**
 * Reads and writes run-time settings (the settings table), kept in the
 * shared cache (app/services/platform/shared_cache.ts). A write drops the cached
 * copy everywhere; cached public pages follow through the content version.
 */
class SettingsStore {
  /**
   * The settings as read during this turn of the event loop. A page view asks
   * for seven of them (site name, language picker, social links, contact
   * channels, maintenance…), and each read went through the cache and parsed
   * its JSON copy again. Reads in the same turn now share one; the next turn
   * reads again, and a write through this store starts over at once.
   */
  #thisTurn: Promise<Map<string, unknown>> | null = null

  all(): Promise<Map<string, unknown>> {
    if (!this.#thisTurn) {
      this.#thisTurn = this.#read()
      const read = this.#thisTurn
      setImmediate(() => {
        if (this.#thisTurn === read) this.#thisTurn = null
      })
    }
    return this.#thisTurn
  }

  async #read(): Promise<Map<string, unknown>> {
    const snapshot = await cache.getOrSet<Snapshot>({
      key: CacheKeys.SETTINGS,
      ttl: TTL,
      factory: async () => {
        const rows = await Setting.all()
        return { entries: rows.map((row) => [row.key, row.value]) }
      },
    })
    return new Map(snapshot.entries)
  }

  async get<T>(key: string, fallback: T): Promise<T> {
    const values = await this.all()
    return values.has(key) ? (values.get(key) as T) : fallback
  }

  async set(key: string, value: unknown) {
    await Setting.updateOrCreate({ key }, { value })
    await this.forget()
  }

  async delete(key: string) {
    await Setting.query().where('key', key).delete()
    await this.forget()
  }

  /** Drops the cached settings in every process (after a write, and between tests). */
  async forget() {
    this.#thisTurn = null
    await cache.delete({ key: CacheKeys.SETTINGS })
  }
}

export default new SettingsStore()

/** Keys read by the chrome. */
export const SettingKeys = {
  MAINTENANCE: 'maintenance',
  LANGUAGE_PICKER_VISIBLE: 'language_picker_visible',
} as const
