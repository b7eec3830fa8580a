import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ServerStatus } from '#services/platform/server_monitor'

/** One reading of the /monitor page (SPEC §2.9): the service measures, the page shows it as it is. */
export default class ServerStatusTransformer extends BaseTransformer<ServerStatus> {
  toObject(): ServerStatus {
    return this.resource
  }
}
