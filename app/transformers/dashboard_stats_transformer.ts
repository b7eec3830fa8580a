import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DashboardStats } from '#services/memberships/dashboard_stats'

/** The admin dashboard's figures (SPEC §2.9): computed and cached by the service, shown as they are. */
export default class DashboardStatsTransformer extends BaseTransformer<DashboardStats> {
  toObject(): DashboardStats {
    return this.resource
  }
}
