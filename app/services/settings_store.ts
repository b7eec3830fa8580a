import Setting from '#models/setting'
import { bumpLocalContentVersion } from '#services/content_version'

const CACHE_MS = 2000

/**
 * Reads and writes run-time settings (the settings table). Every web
 * process re-reads the table at most every two seconds, so a change made
 * by one process or an ace command is seen everywhere shortly after.
 */
class SettingsStore {
  #cache: { values: Map<string, unknown>; at: number } | null = null

  async all(): Promise<Map<string, unknown>> {
    if (this.#cache && Date.now() - this.#cache.at < CACHE_MS) {
      return this.#cache.values
    }
    const rows = await Setting.all()
    const values = new Map(rows.map((row) => [row.key, row.value]))
    this.#cache = { values, at: Date.now() }
    return values
  }

  async get<T>(key: string, fallback: T): Promise<T> {
    const values = await this.all()
    return values.has(key) ? (values.get(key) as T) : fallback
  }

  async set(key: string, value: unknown) {
    await Setting.updateOrCreate({ key }, { value })
    this.forget()
    // Cached public pages show settings (contact channels, flags): render them again.
    bumpLocalContentVersion()
  }

  async delete(key: string) {
    await Setting.query().where('key', key).delete()
    this.forget()
    bumpLocalContentVersion()
  }

  forget() {
    this.#cache = null
  }
}

export default new SettingsStore()

/** Keys read by the chrome. */
export const SettingKeys = {
  MAINTENANCE: 'maintenance',
  LANGUAGE_PICKER_VISIBLE: 'language_picker_visible',
} as const
