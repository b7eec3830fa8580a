import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import TermsAndCondition from '#models/terms_and_condition'
import AuditLog from '#models/audit_log'
import type User from '#models/user'
import { bumpContentVersion } from '#services/content/content_version'

/**
 * Makes a draft the current version of the Terms & Conditions (SPEC §2.9):
 * the only active one from now on, audited with the version it replaces, and
 * cached public pages render anew.
 */
export async function publishTerms(
  terms: TermsAndCondition,
  { actor, ip }: { actor: User; ip: string | null }
) {
  const previous = await TermsAndCondition.current()
  await db.transaction(async (trx) => {
    await trx.from(TermsAndCondition.table).whereNot('id', terms.id).update({ is_active: false })
    terms.useTransaction(trx)
    terms.merge({ isActive: true, publishedAt: DateTime.now() })
    await terms.save()
    await AuditLog.record('terms.published', {
      actor,
      ip,
      subject: terms,
      client: trx,
      changes: {
        before: { current_version: previous?.version ?? null },
        after: { current_version: terms.version },
      },
    })
  })
  await bumpContentVersion()
}
