import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { LucidRow } from '@adonisjs/lucid/types/model'
import AuditLog from '#models/audit_log'
import type User from '#models/user'
import { Refusal } from '#exceptions/refusal'
import clock from '#services/billing/clock'
import { ScheduledMailStatus } from '#enums/content'

/**
 * What mailings and push campaigns share: both wait in `queued` until due,
 * and both leave it by one conditional update, so a cancel and a send (or
 * two workers) never both win.
 */
type QueuedTable = 'scheduled_mails' | 'push_campaigns'

/** Cancels a send still queued; refused (`refusal`, an i18n key) once it has started or ended. */
export async function cancelQueued(
  table: QueuedTable,
  send: LucidRow & { id: number; status: string },
  audit: { action: string; refusal: string },
  { actor, ip }: { actor: User; ip: string | null }
): Promise<void> {
  await db.transaction(async (trx) => {
    const now = clock.now().toSQL({ includeOffset: false })
    const changed = await trx
      .from(table)
      .where('id', send.id)
      .where('status', ScheduledMailStatus.QUEUED)
      .update({ status: ScheduledMailStatus.CANCELLED, cancelled_at: now, updated_at: now })
    if (!Number(changed?.[0] ?? changed)) {
      throw new Refusal('E_ALREADY_STARTED', audit.refusal)
    }
    await AuditLog.record(audit.action, {
      actor,
      subject: send,
      changes: { before: { status: send.status }, after: { status: 'cancelled' } },
      ip,
      client: trx,
    })
  })
}

/** Claims a due send for this worker (queued → sending); false when another has it or it is not due. */
export async function claimDue(table: QueuedTable, id: number, now: string): Promise<boolean> {
  const claimed = await db
    .from(table)
    .where('id', id)
    .where('status', ScheduledMailStatus.QUEUED)
    .where('scheduled_at', '<=', now)
    .update({ status: ScheduledMailStatus.SENDING, started_at: now, updated_at: now })
  return Boolean(Number(claimed?.[0] ?? claimed))
}

/**
 * Hands a due send to the worker (its job claims it; a second claim does
 * nothing). Not awaited: the staff member's request never waits on the
 * queue's store, and a failure to queue is only logged because the worker's
 * minute tick sends every due send anyway.
 */
export function handToWorker(
  queue: () => Promise<void>,
  log: { [key: string]: number },
  what: 'mailing' | 'push'
): void {
  void Promise.resolve()
    .then(queue)
    .catch((error: unknown) =>
      logger.error({ err: error, ...log }, `${what} not queued; the minute tick will send it`)
    )
}
