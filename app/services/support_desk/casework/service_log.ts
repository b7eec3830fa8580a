import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import router from '@adonisjs/core/services/router'
import { EntitlementKind, InvoiceStatus } from '#enums/billing'
import { UNCOUNTED_SERVICES, type ServiceKind } from '#enums/casework'
import EntitlementUsage from '#models/entitlement_usage'
import Invoice from '#models/invoice'
import type Matter from '#models/matter'
import type Subscription from '#models/subscription'
import type User from '#models/user'
import AuditLog from '#models/audit_log'
import { ENTITLEMENTS, usageFor } from '#services/memberships/entitlements'
import { nextNumber } from '#services/platform/number_sequence'
import settingsStore from '#services/platform/settings_store'
import clock from '#services/billing/clock'
import { splitVatInclusive } from '#support/money'
import { appUrl } from '#config/app'
import { ExtraServiceBilledMail } from '#mails/extra_service_mail'
import { Refusal } from '#exceptions/refusal'

type Who = { actor: User; ip: string | null }

/** Settings (the settings store) that price an extra service (SPEC §1, §9). */
export const CaseworkSettings = {
  HOURLY_RATE_SATANG: 'casework.hourly_rate_satang',
  MEMBER_DISCOUNT_PERCENT: 'casework.member_discount_percent',
} as const
export const DEFAULT_HOURLY_RATE_SATANG = 3_000_00
/** SPEC §9: the preferred-member discount is 10-25 %. */
export const DISCOUNT_RANGE = { min: 10, max: 25 } as const

/** Why a service cannot be counted against the plan (translated as `admin_matters.limits.<code>`). */
export type LimitCode =
  | 'not_included'
  | 'pages_over'
  | 'research_over'
  | 'month'
  | 'year'
  | 'total'
  | 'pages_required'
  | 'minutes_required'

export type Left = { month: number | null; year: number | null; total: number | null }

export type ServiceCheck =
  | { counted: true; unlimited: boolean; left: Left; researchMinutesLeft: number | null }
  | { counted: false; code: LimitCode; values: Record<string, number> }

export type ServiceInput = {
  kind: ServiceKind
  pages?: number | null
  minutes?: number | null
  note?: string | null
  /** Record beyond the plan's limits, billed. */
  extra?: boolean
  /**
   * Who of the membership asked for it: the member or their partner's own
   * login (DESIGN §11: usage is shared and says who used what). The member
   * when not said.
   */
  usedBy?: Pick<User, 'id'> | null
  extraReason?: string | null
}

type RefusalReason = LimitCode | 'within_limits' | 'already_reversed' | 'is_reversal' | 'closed'

/**
 * A service the plan or the log does not allow: nothing is recorded. Shown
 * under the service form's field it concerns (a reversal's: as a toast).
 */
const serviceRefused = (reason: RefusalReason, values: Record<string, number> = {}) =>
  new Refusal('E_SERVICE_REFUSED', `admin_matters.limits.${reason}`, {
    data: { reason, ...values },
    field:
      reason === 'pages_required'
        ? 'pages'
        : reason === 'minutes_required'
          ? 'minutes'
          : reason === 'is_reversal' || reason === 'already_reversed'
            ? undefined
            : 'kind',
  })

/** Research minutes already counted on this matter (reversals subtract). */
async function researchMinutesOn(matterId: number) {
  const rows = await EntitlementUsage.query()
    .where('matter_id', matterId)
    .where('kind', EntitlementKind.RESEARCH_HOURS)
    .where('extra', false)
    .sum('minutes as total')
  return Number(rows[0]?.$extras.total ?? 0)
}

/**
 * Whether one more service of this kind is within the plan at `at` and what
 * would be left after it: per use (pages, research minutes on the matter),
 * per calendar month, per membership year and in total (SPEC §9).
 */
export async function checkService(
  subscription: Subscription,
  matter: Pick<Matter, 'id'>,
  input: Pick<ServiceInput, 'kind' | 'pages' | 'minutes'>,
  at: DateTime = clock.now()
): Promise<ServiceCheck> {
  if (input.kind === EntitlementKind.DOCUMENT_REVIEW && !input.pages)
    return { counted: false, code: 'pages_required', values: {} }
  if (input.kind === EntitlementKind.RESEARCH_HOURS && !input.minutes)
    return { counted: false, code: 'minutes_required', values: {} }
  if (UNCOUNTED_SERVICES.includes(input.kind)) {
    return {
      counted: true,
      unlimited: true,
      left: { month: null, year: null, total: null },
      researchMinutesLeft: null,
    }
  }
  await subscription.load('plan')
  const entitlement = ENTITLEMENTS[subscription.plan.slug].find((e) => e.kind === input.kind)
  if (!entitlement) return { counted: false, code: 'not_included', values: {} }
  const pagesLimit = entitlement.perUse?.pages
  if (pagesLimit !== undefined && (input.pages ?? 0) > pagesLimit)
    return { counted: false, code: 'pages_over', values: { limit: pagesLimit } }
  let researchMinutesLeft: number | null = null
  if (entitlement.perUse?.hours !== undefined) {
    const limit = entitlement.perUse.hours * 60
    const used = await researchMinutesOn(matter.id)
    const left = Math.max(0, limit - used)
    if ((input.minutes ?? 0) > left)
      return { counted: false, code: 'research_over', values: { limit, left } }
    researchMinutesLeft = left - (input.minutes ?? 0)
  }
  const lines = await usageFor(subscription, at)
  const usage = lines.find((line) => line.kind === input.kind)!
  for (const scope of ['month', 'year', 'total'] as const) {
    const { left, limit } = usage[scope]
    if (left !== null && left < 1) return { counted: false, code: scope, values: { limit: limit! } }
  }
  const after = (value: number | null) => (value === null ? null : value - 1)
  return {
    counted: true,
    unlimited: false,
    left: {
      month: after(usage.month.left),
      year: after(usage.year.left),
      total: after(usage.total.left),
    },
    researchMinutesLeft,
  }
}

/** The firm's hourly rate less the preferred-member discount (both settings, SPEC §9). */
export async function extraPricing() {
  const rate = Number(
    await settingsStore.get(CaseworkSettings.HOURLY_RATE_SATANG, DEFAULT_HOURLY_RATE_SATANG)
  )
  const discount = Number(
    await settingsStore.get(CaseworkSettings.MEMBER_DISCOUNT_PERCENT, DISCOUNT_RANGE.min)
  )
  const hourlyRateSatang =
    Number.isSafeInteger(rate) && rate > 0 ? rate : DEFAULT_HOURLY_RATE_SATANG
  const discountPercent = Math.min(
    DISCOUNT_RANGE.max,
    Math.max(DISCOUNT_RANGE.min, Number.isFinite(discount) ? discount : DISCOUNT_RANGE.min)
  )
  return { hourlyRateSatang, discountPercent }
}

/** An extra service is billed by the hour: research by its minutes, anything else as one hour. */
export async function extraPrice(input: Pick<ServiceInput, 'kind' | 'minutes'>) {
  const { hourlyRateSatang, discountPercent } = await extraPricing()
  const minutes =
    input.kind === EntitlementKind.RESEARCH_HOURS && input.minutes ? input.minutes : 60
  return Math.round((hourlyRateSatang * minutes * (100 - discountPercent)) / (60 * 100))
}

/** The invoice of its own an extra service is billed on (paid from Settings › Invoices). */
export async function issueExtraInvoice(
  subscription: Subscription,
  amountSatang: number,
  at: DateTime
) {
  await subscription.load('user')
  return db.transaction(async (trx) => {
    const number = await nextNumber('invoice', at.setZone('Asia/Bangkok').year, trx)
    return Invoice.create(
      {
        number,
        subscriptionId: subscription.id,
        userId: subscription.userId,
        periodStart: at.toUTC(),
        periodEnd: at.toUTC(),
        ...splitVatInclusive(amountSatang),
        status: InvoiceStatus.OPEN,
        billToName: subscription.user.name,
        billToEmail: subscription.user.email,
        issuedAt: at.toUTC(),
        dueAt: at.toUTC().plus({ days: 7 }),
      },
      { client: trx }
    )
  })
}

/**
 * Logs one service on a matter. Within the plan it is
 * counted; beyond a limit it is refused unless staff record it as an extra
 * service with a reason, which is priced, invoiced and mailed to the member.
 */
export async function recordService(
  matter: Matter,
  input: ServiceInput,
  who: Who,
  at: DateTime = clock.now()
) {
  // An extra service is invoiced to the member: staff say why.
  if (input.extra && !input.extraReason) {
    throw new Refusal('E_REASON_REQUIRED', 'admin_matters.service.reason_required', {
      field: 'extra_reason',
    })
  }
  if (matter.status === 'closed') throw serviceRefused('closed')
  await matter.load('subscription', (query) => query.preload('plan').preload('user'))
  const subscription = matter.subscription
  const check = await checkService(subscription, matter, input, at)
  if (!check.counted && (check.code === 'pages_required' || check.code === 'minutes_required'))
    throw serviceRefused(check.code)
  if (input.extra && check.counted) throw serviceRefused('within_limits')
  if (!input.extra && !check.counted) throw serviceRefused(check.code, check.values)

  const priceSatang = input.extra ? await extraPrice(input) : null
  const invoice = priceSatang ? await issueExtraInvoice(subscription, priceSatang, at) : null
  const entry = await EntitlementUsage.create({
    subscriptionId: subscription.id,
    matterId: matter.id,
    kind: input.kind,
    quantity: 1,
    pages: input.kind === EntitlementKind.DOCUMENT_REVIEW ? (input.pages ?? null) : null,
    minutes: input.kind === EntitlementKind.RESEARCH_HOURS ? (input.minutes ?? null) : null,
    usedAt: at.toUTC(),
    note: input.note ?? null,
    recordedById: who.actor.id,
    usedById: input.usedBy?.id ?? subscription.userId,
    extra: Boolean(input.extra),
    extraReason: input.extra ? (input.extraReason ?? null) : null,
    priceSatang,
    invoiceId: invoice?.id ?? null,
  })
  await AuditLog.record('matter.service_recorded', {
    actor: who.actor,
    subject: matter,
    changes: {
      entry_id: entry.id,
      kind: entry.kind,
      pages: entry.pages,
      minutes: entry.minutes,
      extra: entry.extra,
      extra_reason: entry.extraReason,
      price_satang: entry.priceSatang,
      invoice: invoice?.number ?? null,
    },
    ip: who.ip,
  })
  if (invoice) {
    const member = subscription.user
    await mail.sendLater(
      new ExtraServiceBilledMail(
        { email: member.email, name: member.name, locale: member.locale },
        {
          kind: entry.kind,
          matter: matter.title,
          reason: entry.extraReason ?? '',
          invoiceNumber: invoice.number,
          totalSatang: invoice.totalSatang,
          invoicesUrl: `${appUrl}${router.makeUrl('settings.invoices')}`,
        }
      )
    )
  }
  return { entry, check, invoice }
}

/**
 * A correction: never an edit, a new entry with the
 * opposite quantity, pages and minutes, naming the entry it reverses and
 * why. An extra service's open invoice is voided with it.
 */
export async function reverseService(
  matter: Matter,
  entry: EntitlementUsage,
  reason: string,
  who: Who
) {
  if (entry.reversesId) throw serviceRefused('is_reversal')
  const existing = await EntitlementUsage.query().where('reverses_id', entry.id).first()
  if (existing) throw serviceRefused('already_reversed')
  const reversal = await EntitlementUsage.create({
    subscriptionId: entry.subscriptionId,
    matterId: entry.matterId,
    kind: entry.kind,
    quantity: -entry.quantity,
    pages: entry.pages ? -entry.pages : null,
    minutes: entry.minutes ? -entry.minutes : null,
    usedAt: entry.usedAt,
    recordedById: who.actor.id,
    usedById: entry.usedById,
    extra: entry.extra,
    priceSatang: entry.priceSatang ? -entry.priceSatang : null,
    reversesId: entry.id,
    reversalReason: reason,
  })
  let voided: string | null = null
  if (entry.invoiceId) {
    const invoice = await Invoice.find(entry.invoiceId)
    if (invoice && invoice.status === InvoiceStatus.OPEN) {
      invoice.status = InvoiceStatus.VOID
      await invoice.save()
      voided = invoice.number
    }
  }
  await AuditLog.record('matter.service_reversed', {
    actor: who.actor,
    subject: matter,
    changes: { entry_id: entry.id, reversal_id: reversal.id, reason, voided_invoice: voided },
    ip: who.ip,
  })
  return reversal
}

/** What a member is billed per hour for extra services now (shown to staff before they record one). */
export async function extraPriceHint() {
  const pricing = await extraPricing()
  return { ...pricing, hourSatang: await extraPrice({ kind: EntitlementKind.ADVICE }) }
}
