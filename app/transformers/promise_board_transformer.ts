import { BaseTransformer } from '@adonisjs/core/transformers'
import type { PromiseBoard } from '#services/support_desk/desk/promise_board'

/**
 * Service promises on the admin dashboard (DESIGN §11): the requests due
 * today and overdue, and this month's promises met per service. Built by
 * the service as rows already; shown as they are.
 */
export default class PromiseBoardTransformer extends BaseTransformer<PromiseBoard> {
  toObject(): PromiseBoard {
    return this.resource
  }
}
