import db from '@adonisjs/lucid/services/db'
import type Plan from '#models/plan'
import Price from '#models/price'
import PlanDetailItem from '#models/plan_detail_item'
import AuditLog from '#models/audit_log'
import type User from '#models/user'
import type { BillingPeriod } from '#enums/billing'
import { bumpContentVersion } from '#services/content/content_version'
import { moveInList, type MoveDirection } from '#services/content/ordering'

type Who = { actor: User; ip: string | null }

/** The plan's own words on its public pages (the hero text of each plan page). */
export type PlanCopyInput = {
  description: string | null
  description_th: string | null
}

export type DetailItemInput = {
  question: string
  question_th: string | null
  description: string | null
  description_th: string | null
  variants: Array<string | null>
  variants_th: Array<string | null>
  answers: Array<string | null>
  answers_th: Array<string | null>
}

function itemSnapshot(item: PlanDetailItem) {
  return {
    question: item.question,
    question_th: item.questionTh,
    description: item.description,
    description_th: item.descriptionTh,
    variants: item.variants ?? [],
    variants_th: item.variantsTh ?? [],
    answers: item.answers ?? [],
    answers_th: item.answersTh ?? [],
    position: item.position,
  }
}

/** Whether HTML has any visible text (or an image). */
export function hasText(html: string): boolean {
  return /<img\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== ''
}

const blankToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value

/** The plan's latest prices for its staff page, the ones offered now first. */
export function recentPrices(plan: Plan) {
  return Price.query()
    .where('plan_id', plan.id)
    .withCount('subscriptions')
    .orderBy('is_active', 'desc')
    .orderBy('id', 'desc')
    .limit(20)
}

/**
 * Staff writes on a plan's public content (SPEC §2.9
 * Manage Plan Details): marketing copy, the detail accordion and prices.
 * Every write is audited in its transaction and makes cached public pages
 * render anew (content_version).
 *
 * Prices are never edited in place: a new amount is a new `prices` row and
 * the old one stops being offered (`is_active = false`). Memberships point
 * at their own price row, so existing members keep paying what they
 * signed up for.
 */
export default class PlanContentAdmin {
  async updateCopy(plan: Plan, input: PlanCopyInput, who: Who): Promise<boolean> {
    const before = {
      description: plan.description,
      description_th: plan.descriptionTh,
    }
    const after = {
      description: blankToNull(input.description),
      description_th: blankToNull(input.description_th),
    }
    if (JSON.stringify(before) === JSON.stringify(after)) return false
    await db.transaction(async (trx) => {
      plan.useTransaction(trx)
      plan.merge({
        description: after.description,
        descriptionTh: after.description_th,
      })
      await plan.save()
      await AuditLog.record('plan.copy_updated', {
        ...who,
        subject: plan,
        changes: { before, after },
        client: trx,
      })
    })
    await bumpContentVersion()
    return true
  }

  /**
   * Puts a new amount on sale for one billing period. Returns the new price,
   * or null when the amount is the one already on sale (nothing changes).
   */
  async changePrice(
    plan: Plan,
    billingPeriod: BillingPeriod,
    amountSatang: number,
    who: Who
  ): Promise<Price | null> {
    const created = await db.transaction(async (trx) => {
      const current = await Price.query({ client: trx })
        .where('plan_id', plan.id)
        .where('billing_period', billingPeriod)
        .where('is_active', true)
        .orderBy('id', 'desc')
        .forUpdate()
      if (current[0]?.amountSatang === amountSatang) return null
      await Price.query({ client: trx })
        .whereIn(
          'id',
          current.map((price) => price.id)
        )
        .update({ is_active: false, updated_at: new Date() })
      const price = await Price.create(
        { planId: plan.id, billingPeriod, amountSatang, isActive: true },
        { client: trx }
      )
      await AuditLog.record('plan.price_changed', {
        ...who,
        subject: plan,
        changes: {
          before: { price_id: current[0]?.id ?? null, amount_satang: current[0]?.amountSatang },
          after: { price_id: price.id, amount_satang: amountSatang },
          billing_period: billingPeriod,
        },
        client: trx,
      })
      return price
    })
    if (created) await bumpContentVersion()
    return created
  }

  async createItem(plan: Plan, input: DetailItemInput, who: Who): Promise<PlanDetailItem> {
    const item = await db.transaction(async (trx) => {
      const last = await PlanDetailItem.query({ client: trx })
        .where('plan_id', plan.id)
        .max('position as max')
      const row = new PlanDetailItem()
      row.useTransaction(trx)
      row.merge({ planId: plan.id, position: Number(last[0]?.$extras.max ?? -1) + 1 })
      this.#fill(row, input)
      await row.save()
      await AuditLog.record('plan_detail.created', {
        ...who,
        subject: row,
        changes: { before: null, after: itemSnapshot(row) },
        client: trx,
      })
      return row
    })
    await bumpContentVersion()
    return item
  }

  async updateItem(item: PlanDetailItem, input: DetailItemInput, who: Who): Promise<void> {
    await db.transaction(async (trx) => {
      const before = itemSnapshot(item)
      item.useTransaction(trx)
      this.#fill(item, input)
      await item.save()
      await AuditLog.record('plan_detail.updated', {
        ...who,
        subject: item,
        changes: { before, after: itemSnapshot(item) },
        client: trx,
      })
    })
    await bumpContentVersion()
  }

  async deleteItem(item: PlanDetailItem, who: Who): Promise<void> {
    await db.transaction(async (trx) => {
      item.useTransaction(trx)
      await AuditLog.record('plan_detail.deleted', {
        ...who,
        subject: item,
        changes: { before: itemSnapshot(item), after: null },
        client: trx,
      })
      await item.delete()
    })
    await bumpContentVersion()
  }

  async moveItem(item: PlanDetailItem, direction: MoveDirection, who: Who): Promise<boolean> {
    const moved = await db.transaction(async (trx) => {
      const rows = await PlanDetailItem.query({ client: trx })
        .where('plan_id', item.planId)
        .orderBy('position')
        .orderBy('id')
      const change = await moveInList(rows, item.id, direction)
      if (change) {
        await AuditLog.record('plan_detail.moved', {
          ...who,
          subject: item,
          changes: { before: { position: change.from }, after: { position: change.to } },
          client: trx,
        })
      }
      return change !== null
    })
    if (moved) await bumpContentVersion()
    return moved
  }

  #fill(item: PlanDetailItem, input: DetailItemInput) {
    const lines = (values: Array<string | null>) =>
      values.map((value) => (value ?? '').trim()).filter(Boolean)
    // An emptied editor leaves `<p></p>`: a line with no text is no answer.
    const answers = (values: Array<string | null>) => lines(values).filter((html) => hasText(html))
    item.merge({
      question: input.question,
      questionTh: blankToNull(input.question_th),
      description: blankToNull(input.description),
      descriptionTh: blankToNull(input.description_th),
      variants: lines(input.variants),
      variantsTh: lines(input.variants_th),
      answers: answers(input.answers),
      answersTh: answers(input.answers_th),
    })
  }
}
