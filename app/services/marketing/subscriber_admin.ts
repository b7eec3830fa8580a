import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Subscriber from '#models/subscriber'
import AuditLog from '#models/audit_log'
import type User from '#models/user'

type Actor = { actor: User; ip: string | null }

/**
 * Staff writes on newsletter subscribers (SPEC §2.9 Subscribers). Each
 * change is written to the audit log with its before/after, in the same
 * transaction (DESIGN §8: every staff write is audited).
 */
export default class SubscriberAdmin {
  /** Marks the subscribers unsubscribed; those already out are left alone. Returns how many changed. */
  async unsubscribe(ids: number[], { actor, ip }: Actor): Promise<number> {
    return db.transaction(async (trx) => {
      const rows = await Subscriber.query({ client: trx })
        .whereIn('id', ids)
        .whereNull('unsubscribed_at')
      for (const subscriber of rows) {
        subscriber.unsubscribedAt = DateTime.now()
        await subscriber.save()
        await AuditLog.record('subscriber.unsubscribed', {
          actor,
          subject: subscriber,
          changes: {
            before: { unsubscribed_at: null },
            after: { unsubscribed_at: subscriber.unsubscribedAt.toISO() },
          },
          ip,
          client: trx,
        })
      }
      return rows.length
    })
  }

  /** Deletes the subscribers, keeping their email in the audit log. Returns how many were deleted. */
  async delete(ids: number[], { actor, ip }: Actor): Promise<number> {
    return db.transaction(async (trx) => {
      const rows = await Subscriber.query({ client: trx }).whereIn('id', ids)
      for (const subscriber of rows) {
        await AuditLog.record('subscriber.deleted', {
          actor,
          subject: subscriber,
          changes: { before: { email: subscriber.email, status: subscriber.status }, after: null },
          ip,
          client: trx,
        })
        await subscriber.delete()
      }
      return rows.length
    })
  }
}
