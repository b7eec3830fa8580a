import type { HttpContext } from '@adonisjs/core/http'
import { serverStatus } from '#services/platform/server_monitor'
import ServerStatusTransformer from '#transformers/server_status_transformer'

/** SPEC §2.9 /monitor: the developer account's read-only server monitor. */
export default class MonitorController {
  async index({ inertia }: HttpContext) {
    return inertia.render('Admin/Monitor', {
      status: ServerStatusTransformer.transform(await serverStatus()),
    })
  }
}
