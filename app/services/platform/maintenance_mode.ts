import settings, { SettingKeys } from '#services/platform/settings_store'

export type MaintenanceState = { message: string | null; retryAfter: number; since: string }

/**
 * Maintenance mode is a setting, so that every web process behind a load
 * balancer sees it (within the settings cache's two seconds).
 */
export default {
  state(): Promise<MaintenanceState | null> {
    return settings.get<MaintenanceState | null>(SettingKeys.MAINTENANCE, null)
  },

  async enable(options: { message?: string | null; retryAfter?: number } = {}) {
    const state: MaintenanceState = {
      message: options.message ?? null,
      retryAfter: options.retryAfter ?? 60,
      since: new Date().toISOString(),
    }
    await settings.set(SettingKeys.MAINTENANCE, state)
    return state
  },

  disable() {
    return settings.delete(SettingKeys.MAINTENANCE)
  },
}
