import { BaseTransformer } from '@adonisjs/core/transformers'
import type { QueueSnapshot } from '#services/platform/queue_monitor'

/** What the /queue monitor shows (SPEC §2.9): counts and the failed and active jobs, as read. */
export default class QueueSnapshotTransformer extends BaseTransformer<QueueSnapshot> {
  toObject(): QueueSnapshot {
    return this.resource
  }
}
