import db from '@adonisjs/lucid/services/db'
import AuditLog from '#models/audit_log'
import ServicePromise from '#models/service_promise'
import type User from '#models/user'
import { DESK_KINDS, PromiseUnit, type DeskKind } from '#enums/desk'
import { servicePromises, type PromiseTerms } from '#services/support_desk/desk/promises'
import { Refusal } from '#exceptions/refusal'

/**
 * Admin › Settings › Service promises (DESIGN §11): the response time staff
 * promise for each kind of member request, edited as one table. Every
 * change is audited (before/after per kind). A request's due time is fixed
 * when it is received, so an edit applies to requests received from now on.
 */
type Who = { actor: User; ip: string | null }

/** The largest promise the editor accepts: a week of business hours, six weeks of business days. */
export const PROMISE_MAX: Record<Exclude<PromiseUnit, 'at_once'>, number> = {
  business_hours: 40,
  business_days: 30,
}

export type PromiseRow = { kind: DeskKind; unit: PromiseUnit; amount: number }
export type PromisesForm = Record<DeskKind, { unit: PromiseUnit; amount?: number | null }>

/** The table as the editor shows it, in the desk's order. */
export async function promiseRows(): Promise<PromiseRow[]> {
  const promises = await servicePromises()
  return promises.map(({ kind, unit, amount }) => ({ kind, unit, amount }))
}

/** "At once" has no amount; the others need one within PROMISE_MAX. */
function termsOf(kind: DeskKind, input: PromisesForm[DeskKind]): PromiseTerms {
  if (input.unit === PromiseUnit.AT_ONCE) return { kind, unit: input.unit, amount: 0 }
  const amount = Number(input.amount)
  const max = PROMISE_MAX[input.unit]
  if (!Number.isInteger(amount) || amount < 1 || amount > max) {
    throw new Refusal('promise_amount', 'admin_settings.promises.amount_range', {
      field: `${kind}.amount`,
      data: { max },
    })
  }
  return { kind, unit: input.unit, amount }
}

/** Saves the changed rows in one transaction; returns the kinds that changed. */
export async function updatePromises(form: PromisesForm, { actor, ip }: Who) {
  const wanted = DESK_KINDS.map((kind) => termsOf(kind, form[kind]))
  const current = await servicePromises()
  const changed = wanted.filter((terms) => {
    const before = current.find((row) => row.kind === terms.kind)!
    return before.unit !== terms.unit || before.amount !== terms.amount
  })
  if (changed.length === 0) return []
  await db.transaction(async (trx) => {
    for (const terms of changed) {
      const before = current.find((row) => row.kind === terms.kind)!
      const row =
        (await ServicePromise.query({ client: trx }).where('kind', terms.kind).first()) ??
        new ServicePromise().fill({ kind: terms.kind })
      row.useTransaction(trx)
      row.merge({ unit: terms.unit, amount: terms.amount })
      await row.save()
      await AuditLog.record('service_promise.updated', {
        actor,
        subject: row,
        changes: {
          kind: terms.kind,
          before: { unit: before.unit, amount: before.amount },
          after: { unit: terms.unit, amount: terms.amount },
        },
        ip,
        client: trx,
      })
    }
  })
  return changed.map((terms) => terms.kind)
}
