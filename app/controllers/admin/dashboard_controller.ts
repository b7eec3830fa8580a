import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { roleIdFor, RoleSlug } from '#enums/role'

export default class DashboardController {
  async index({ inertia }: HttpContext) {
    const [members, staff] = await Promise.all([
      User.query()
        .whereNull('deleted_at')
        .where('role_id', roleIdFor(RoleSlug.USER))
        .count('* as total'),
      User.query()
        .whereNull('deleted_at')
        .whereNot('role_id', roleIdFor(RoleSlug.USER))
        .count('* as total'),
    ])
    return inertia.render('Admin/Dashboard', {
      stats: {
        members: Number(members[0].$extras.total),
        staff: Number(staff[0].$extras.total),
      },
    })
  }
}
