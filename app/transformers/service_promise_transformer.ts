import { BaseTransformer } from '@adonisjs/core/transformers'
import type { PromiseRow } from '#services/support_desk/desk/service_promises'

/**
 * One row of Admin › Settings › Service promises (DESIGN §11): the kind of
 * request and its response time. The row doubles as the editor's values.
 */
export default class ServicePromiseTransformer extends BaseTransformer<PromiseRow> {
  toObject() {
    return { kind: this.resource.kind, unit: this.resource.unit, amount: this.resource.amount }
  }
}
