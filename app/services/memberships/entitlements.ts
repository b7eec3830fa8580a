import { DateTime } from 'luxon'
import { EntitlementKind, PlanSlug } from '#enums/billing'
import EntitlementUsage from '#models/entitlement_usage'
import type Subscription from '#models/subscription'
import { Refusal } from '#exceptions/refusal'
import type User from '#models/user'

/**
 * Plan entitlements of SPEC §9, as data. `perMonth`/`perYear` cap how many
 * uses (or units) fall in a calendar month/membership year; `perUse` caps a
 * single use (pages per document, research hours per matter). `note`
 * carries the wording SPEC keeps as written, including where the FAQ and
 * the plan modal disagree.
 */
export type Entitlement = {
  kind: EntitlementKind
  perMonth?: number
  perYear?: number
  perUse?: { pages?: number; hours?: number }
  total?: number
  notes: string[]
}

export const ENTITLEMENTS: Record<PlanSlug, Entitlement[]> = {
  [PlanSlug.PERSONAL]: [
    {
      kind: EntitlementKind.LETTER_OR_CALL,
      perMonth: 1,
      notes: ['One letter or call on your behalf per month.'],
    },
    {
      kind: EntitlementKind.DOCUMENT_REVIEW,
      perUse: { pages: 15 },
      notes: [
        'Document review up to 15 pages to start (FAQ).',
        'Document review of 10 pages per month (plan details).',
      ],
    },
  ],
  [PlanSlug.BUSINESS]: [
    {
      kind: EntitlementKind.LETTER_OR_CALL,
      perYear: 30,
      perMonth: 6,
      notes: ['Up to 30 letters or calls per year, at most 6 per month.'],
    },
    {
      kind: EntitlementKind.DOCUMENT_REVIEW,
      perYear: 24,
      perMonth: 2,
      perUse: { pages: 10 },
      notes: ['24 documents per year, at most 2 per month, each up to 10 pages.'],
    },
    {
      kind: EntitlementKind.COLLECTION_LETTER,
      perMonth: 2,
      notes: ['Collection letters: up to 2 per month (extra fees beyond 10).'],
    },
    {
      kind: EntitlementKind.LEGAL_OPINION,
      perMonth: 1,
      notes: ['One legal opinion per month.'],
    },
    {
      kind: EntitlementKind.RESEARCH_HOURS,
      perUse: { hours: 1 },
      notes: ['Up to one hour of research per matter.'],
    },
    {
      kind: EntitlementKind.SPOKESPERSON,
      total: 2,
      notes: ['Up to two written spokespersons.'],
    },
    {
      kind: EntitlementKind.BUSINESS_REGISTRATION,
      total: 1,
      notes: ['One business registration number.'],
    },
  ],
}

/**
 * The Personal plan's monthly document-review reading ("10 pages per
 * month", plan modal) kept alongside the FAQ's "up to 15 pages to start".
 */
export const PERSONAL_MONTHLY_REVIEW_PAGES = 10

export type UsageLine = {
  kind: EntitlementKind
  notes: string[]
  month: { used: number; limit: number | null; left: number | null }
  year: { used: number; limit: number | null; left: number | null }
  total: { used: number; limit: number | null; left: number | null }
  perUse: Entitlement['perUse'] | null
}

function membershipYearStart(subscription: Subscription, at: DateTime): DateTime {
  const start = (subscription.startedAt ?? subscription.appliedAt).setZone('Asia/Bangkok')
  const years = Math.max(0, Math.floor(at.setZone('Asia/Bangkok').diff(start, 'years').years))
  return start.plus({ years })
}

function line(used: number, limit: number | undefined) {
  return {
    used,
    limit: limit ?? null,
    left: limit === undefined ? null : Math.max(0, limit - used),
  }
}

/**
 * What a member has used and has left this month and this membership year.
 * The limits are the membership's: what the partner's own login uses counts
 * here too (DESIGN §11).
 */
export async function usageFor(subscription: Subscription, at: DateTime = DateTime.now()) {
  await subscription.load('plan')
  const entitlements = ENTITLEMENTS[subscription.plan.slug]
  const monthStart = at.setZone('Asia/Bangkok').startOf('month')
  const yearStart = membershipYearStart(subscription, at)

  const rows = await EntitlementUsage.query()
    .where('subscription_id', subscription.id)
    // Extra services are billed, not counted against the plan.
    .where('extra', false)
    .select('kind', 'used_at', 'quantity')
  const sum = (kind: string, from?: DateTime) =>
    rows
      .filter((row) => row.kind === kind && row.usedAt <= at && (!from || row.usedAt >= from))
      .reduce((total, row) => total + row.quantity, 0)

  return entitlements.map<UsageLine>((entitlement) => ({
    kind: entitlement.kind,
    notes: entitlement.notes,
    month: line(sum(entitlement.kind, monthStart), entitlement.perMonth),
    year: line(sum(entitlement.kind, yearStart), entitlement.perYear),
    total: line(sum(entitlement.kind), entitlement.total),
    perUse: entitlement.perUse ?? null,
  }))
}

/** A use the plan's limits do not allow: nothing is recorded. */
const exhausted = (rule: string, data: Record<string, unknown>) =>
  new Refusal('E_ENTITLEMENT_EXHAUSTED', `errors.refused.${rule}`, { data })

/**
 * Records one use, refusing (and recording nothing) when it would exceed a
 * limit of the plan.
 */
export async function recordUsage(
  subscription: Subscription,
  kind: EntitlementKind,
  options: {
    pages?: number
    hours?: number
    at?: DateTime
    matterId?: number
    note?: string
    /** Who of the membership used it (the member or their partner); the member when not said. */
    usedBy?: Pick<User, 'id'> | null
  } = {}
) {
  const at = options.at ?? DateTime.now()
  const usage = await usageFor(subscription, at)
  const current = usage.find((entry) => entry.kind === kind)
  if (!current) {
    throw exhausted('not_included', { plan: subscription.plan.name, kind })
  }
  const quantity = kind === EntitlementKind.RESEARCH_HOURS ? (options.hours ?? 1) : 1
  if (current.perUse?.pages !== undefined && (options.pages ?? 0) > current.perUse.pages) {
    throw exhausted('pages_per_use', { pages: current.perUse.pages })
  }
  if (current.perUse?.hours !== undefined && quantity > current.perUse.hours) {
    throw exhausted('hours_per_use', { hours: current.perUse.hours })
  }
  for (const scope of ['month', 'year', 'total'] as const) {
    const left = current[scope].left
    if (left !== null && quantity > left) {
      throw exhausted(`none_left_${scope}`, { kind: kind.replaceAll('_', ' ') })
    }
  }
  return EntitlementUsage.create({
    subscriptionId: subscription.id,
    kind,
    quantity,
    pages: options.pages ?? null,
    usedAt: at,
    matterId: options.matterId ?? null,
    note: options.note ?? null,
    usedById: options.usedBy?.id ?? subscription.userId,
  })
}
