import type { LucidRow } from '@adonisjs/lucid/types/model'
import type User from '#models/user'
import AuditLog from '#models/audit_log'
import { bumpContentVersion } from '#services/content/content_version'

export type Who = { actor: User; ip: string }

/** Long texts (rich text) are summarised in the audit log by their length. */
function auditable(value: unknown): unknown {
  if (typeof value === 'string' && value.length > 300) return `[${value.length} characters]`
  if (value && typeof value === 'object' && 'toISO' in value) {
    return (value as { toISO: () => string }).toISO()
  }
  return value
}

/**
 * Every staff write of public content: the change is
 * saved, recorded in the audit log with the fields before and after
 * (DESIGN §8), and cached public pages are rendered again
 * (app/services/content/content_version.ts).
 */
export async function saveContent<T extends LucidRow>(
  record: T,
  values: Partial<T>,
  action: string,
  who: Who
): Promise<T> {
  const isNew = !record.$isPersisted
  record.merge(values as never)
  const dirty = Object.keys(record.$dirty)
  const before = isNew
    ? null
    : Object.fromEntries(dirty.map((key) => [key, auditable(record.$original[key])]))
  await record.save()
  const after = Object.fromEntries(
    dirty.map((key) => [key, auditable((record as Record<string, unknown>)[key])])
  )
  await AuditLog.record(action, {
    actor: who.actor,
    ip: who.ip,
    subject: record,
    changes: { before, after },
  })
  await bumpContentVersion()
  return record
}

/** Deletes public content, audited with what it was. */
export async function deleteContent(
  record: LucidRow,
  action: string,
  who: Who,
  summary: Record<string, unknown>
) {
  await record.delete()
  await AuditLog.record(action, {
    actor: who.actor,
    ip: who.ip,
    subject: record,
    changes: { before: summary, after: null },
  })
  await bumpContentVersion()
}

/**
 * A slug for `text` that no other row of `table` uses: `my-title`, then
 * `my-title-2`… (a staff-typed slug is checked by the validator instead).
 */
export async function uniqueSlug(table: string, text: string, ownId?: number): Promise<string> {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const { default: string } = await import('@adonisjs/core/helpers/string')
  const base = string.slug(text, { lower: true, strict: true }).slice(0, 100) || 'item'
  let candidate = base
  for (let n = 2; ; n++) {
    const taken = await db
      .from(table)
      .where('slug', candidate)
      .if(ownId, (query) => query.whereNot('id', ownId!))
      .first()
    if (!taken) return candidate
    candidate = `${base}-${n}`
  }
}
