import type { HttpContext } from '@adonisjs/core/http'
import dashboardStats from '#services/dashboard_stats'

export default class DashboardController {
  async index({ inertia }: HttpContext) {
    return inertia.render('Admin/Dashboard', { stats: await dashboardStats.get() })
  }
}
