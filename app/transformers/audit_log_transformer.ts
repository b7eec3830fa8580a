import { BaseTransformer } from '@adonisjs/core/transformers'
import type AuditLog from '#models/audit_log'

/** What an audit entry's changes hold once stored (JSON). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/**
 * One audit entry as Users History and the member view list it (SPEC §2.9):
 * who did what to which record, from where; `user` (the actor) is preloaded.
 */
export default class AuditLogTransformer extends BaseTransformer<AuditLog> {
  toObject() {
    const log = this.resource
    const actor = log.user
    return {
      id: log.id,
      action: log.action,
      actor: actor ? { id: actor.id, name: actor.name, email: actor.email } : null,
      subjectType: log.subjectType,
      subjectId: log.subjectId,
      changes: log.changes as { [key: string]: Json } | null,
      ip: log.ip,
      createdAt: log.createdAt.toISO()!,
    }
  }
}
