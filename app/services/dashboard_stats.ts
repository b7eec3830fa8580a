import db from '@adonisjs/lucid/services/db'
import { RoleId } from '#enums/role'

export type DashboardStats = { members: number; staff: number }

/**
 * The dashboard's head counts. One grouped count over the
 * (deleted_at, role_id) index, kept for a short while in the process: the
 * figures are a glance, and without the cache every dashboard view at 100k
 * members would block the event loop on SQLite for tens of milliseconds.
 */
export class DashboardStatsService {
  static TTL_MS = 30_000

  #cached: { at: number; stats: DashboardStats } | null = null
  #pending: Promise<DashboardStats> | null = null

  async get(now = Date.now()): Promise<DashboardStats> {
    if (this.#cached && now - this.#cached.at < DashboardStatsService.TTL_MS) {
      return this.#cached.stats
    }
    // Concurrent requests after expiry share one query instead of stampeding.
    this.#pending ??= this.#count().finally(() => (this.#pending = null))
    const stats = await this.#pending
    this.#cached = { at: now, stats }
    return stats
  }

  /** Drops the cached figures (after a write that changes them, and between tests). */
  forget() {
    this.#cached = null
  }

  async #count(): Promise<DashboardStats> {
    const rows: Array<{ role_id: number; total: number | string }> = await db
      .from('users')
      .whereNull('deleted_at')
      .groupBy('role_id')
      .select('role_id')
      .count('* as total')
    let members = 0
    let staff = 0
    for (const row of rows) {
      if (Number(row.role_id) === RoleId.USER) members += Number(row.total)
      else staff += Number(row.total)
    }
    return { members, staff }
  }
}

const dashboardStats = new DashboardStatsService()
export default dashboardStats
