import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { errors } from '@vinejs/vine'
import { BillingPeriod, CURRENT_STATUSES, SubscriptionStatus as S } from '#enums/billing'
import { RoleId } from '#enums/role'
import User from '#models/user'
import Plan from '#models/plan'
import type Price from '#models/price'
import Subscription from '#models/subscription'
import AuditLog from '#models/audit_log'
import clock from '#services/billing/clock'
import { claimImportedNumber } from '#services/platform/number_sequence'
import { BUSINESS_ZONE } from '#support/business_hours'
import { parseCsv, CsvSyntaxError, type CsvSource } from '#support/csv_reader'
import { LEGACY_MEMBERS_HEADER, legacyMemberValidator } from '#validators/legacy_members'
import { convertCountry, convertPhone } from '#services/accounts/contact_details_conversion'

/**
 * The legacy members import: members of an earlier
 * system come in from a CSV file, each with their membership as it stands.
 *
 * - Every row is checked first; a bad row is reported with its file line
 *   and nothing is written for it. Good rows are written one transaction
 *   each, so one bad row never undoes the others.
 * - Idempotent by email: a row whose member and membership already hold
 *   what it says is "unchanged", and a second run of a file changes nothing.
 * - A membership paid through a day already past comes in `suspended`, not
 *   `active` or `past_due` (DESIGN §3): past_due means Lexpat is retrying a
 *   charge of its own invoice, and an imported member has no Lexpat invoice
 *   to retry; suspended is the state the lifecycle reaches when nothing was
 *   paid, and the member reactivates from it by paying what is due (or by
 *   staff, DESIGN §10).
 * - `billed_outside=yes` sets users.is_omise_user (DESIGN §10): the billing
 *   engine leaves the membership alone and the member menu hides the
 *   billing pages (SPEC §6).
 * - Imported membership numbers are kept; the numbering service is moved
 *   past them so that it never issues one of them again.
 */

export type ImportAction = 'create' | 'update' | 'unchanged' | 'error'

export type LineOutcome = {
  line: number
  action: ImportAction
  email?: string
  membershipNumber?: string
  /** Why a row is refused, or which fields an update changes. */
  detail?: string
}

export type ImportSummary = Record<ImportAction, number>

export type ImportResult = {
  outcomes: LineOutcome[]
  summary: ImportSummary
  /** A file-level problem (wrong header, broken quoting): nothing was read. */
  fileError?: string
  /** Members created (and so owed a set-password mail). */
  createdUserIds: number[]
}

export type ImportOptions = { dryRun?: boolean; now?: DateTime }

/** A row that passed every check, in the shapes the tables use. */
export type LegacyMember = {
  name: string
  email: string
  /** E.164 when it reads as a number (Thailand by default), else as in the file. */
  phone: string | null
  phoneNeedsReview: boolean
  /** An ISO 3166 code when it names a country, else as in the file. */
  country: string | null
  countryNeedsReview: boolean
  plan: Plan['slug']
  billingPeriod: BillingPeriod
  membershipNumber: string
  started: DateTime
  paidThrough: DateTime
  billedOutside: boolean
}

export type RowCheck = { ok: true; member: LegacyMember } | { ok: false; reason: string }

/** A calendar day of the file, as the start of that day in Bangkok. */
function day(value: string): DateTime | null {
  const parsed = DateTime.fromISO(value, { zone: BUSINESS_ZONE })
  return parsed.isValid ? parsed.startOf('day') : null
}

/** Checks one row's fields (in header order); the reason names the column. */
export async function checkLegacyRow(fields: string[]): Promise<RowCheck> {
  if (fields.length !== LEGACY_MEMBERS_HEADER.length) {
    return {
      ok: false,
      reason: `expected ${LEGACY_MEMBERS_HEADER.length} columns, found ${fields.length}`,
    }
  }
  const input: Record<string, string | undefined> = {}
  LEGACY_MEMBERS_HEADER.forEach((key, index) => {
    const value = fields[index].trim()
    input[key] = value === '' ? undefined : value
  })
  let data
  try {
    data = await legacyMemberValidator.validate(input)
  } catch (error) {
    if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
    const messages = error.messages as Array<{ field: string; message: string }>
    return { ok: false, reason: messages.map((m) => `${m.field}: ${m.message}`).join('; ') }
  }
  const started = day(data.started)
  if (!started) return { ok: false, reason: `started: ${data.started} is not a calendar date` }
  const paidThrough = day(data.paid_through)
  if (!paidThrough) {
    return { ok: false, reason: `paid_through: ${data.paid_through} is not a calendar date` }
  }
  if (paidThrough < started) {
    return { ok: false, reason: 'paid_through: must not be before started' }
  }
  // The old system's values, read as the stored ones were (SPEC §2.8): what
  // cannot be read is kept and flagged for staff.
  const phone = convertPhone(data.phone)
  const country = convertCountry(data.country)
  return {
    ok: true,
    member: {
      name: data.name,
      email: data.email,
      phone: phone.value,
      phoneNeedsReview: phone.needsReview,
      country: country.value,
      countryNeedsReview: country.needsReview,
      plan: data.plan,
      billingPeriod: data.billing_period,
      membershipNumber: data.membership_number,
      started,
      paidThrough,
      billedOutside: data.billed_outside === 'yes',
    },
  }
}

/** The membership a row describes: period end, start and state on `now`. */
export function membershipTerms(member: LegacyMember, now: DateTime) {
  // Paid through a day = covered to the end of that day, Bangkok time.
  const periodEnd = member.paidThrough.plus({ days: 1 }).toUTC()
  const oneBack =
    member.billingPeriod === BillingPeriod.YEAR
      ? member.paidThrough.plus({ days: 1 }).minus({ years: 1 })
      : member.paidThrough.plus({ days: 1 }).minus({ months: 1 })
  const periodStart = (oneBack < member.started ? member.started : oneBack).toUTC()
  const status = periodEnd <= now ? S.SUSPENDED : S.ACTIVE
  return { periodEnd, periodStart, startedAt: member.started.toUTC(), status }
}

type Prices = Map<string, Price>

async function activePrices(): Promise<Prices> {
  const plans = await Plan.query().preload('prices', (query) => query.where('is_active', true))
  const map: Prices = new Map()
  for (const plan of plans) {
    for (const price of plan.prices) map.set(`${plan.slug}/${price.billingPeriod}`, price)
  }
  return map
}

const same = (a: DateTime | null, b: DateTime) => a !== null && a.toMillis() === b.toMillis()

/** What is to happen to one good row, and the write that does it. */
type RowPlan =
  | { action: 'error'; reason: string }
  | { action: 'unchanged' }
  | {
      action: 'create' | 'update'
      changed: string[]
      apply: (trx: TransactionClientContract) => Promise<User>
    }

async function planRow(member: LegacyMember, price: Price, now: DateTime): Promise<RowPlan> {
  const user = await User.query().where('email', member.email).first()
  if (user?.deletedAt) return { action: 'error', reason: 'email belongs to a deleted account' }
  if (user && user.roleId !== RoleId.USER) {
    return { action: 'error', reason: 'email belongs to a staff account' }
  }
  const numbered = await Subscription.findBy('membership_number', member.membershipNumber)
  if (numbered && numbered.userId !== user?.id) {
    return { action: 'error', reason: 'membership_number belongs to another member' }
  }
  if (user && !numbered) {
    const current = await Subscription.query()
      .where('user_id', user.id)
      .whereIn('status', [...CURRENT_STATUSES])
      .first()
    if (current) {
      return {
        action: 'error',
        reason: `member already has the current membership ${current.membershipNumber}`,
      }
    }
  }
  const terms = membershipTerms(member, now)
  const userValues = {
    name: member.name,
    phone: member.phone,
    phoneNeedsReview: member.phoneNeedsReview,
    country: member.country,
    countryNeedsReview: member.countryNeedsReview,
    isOmiseUser: member.billedOutside,
  }
  const changed: string[] = []
  if (user) {
    if (user.name !== member.name) changed.push('name')
    if (user.phone !== member.phone) changed.push('phone')
    if (user.country !== member.country) changed.push('country')
    if (user.isOmiseUser !== member.billedOutside) changed.push('billed_outside')
  }
  // A state Lexpat moved the membership into since (cancel_pending, cancelled…) is kept.
  const importedState = (status: string) => status === S.ACTIVE || status === S.SUSPENDED
  if (numbered) {
    if (numbered.priceId !== price.id) changed.push('plan')
    if (!same(numbered.startedAt, terms.startedAt)) changed.push('started')
    if (!same(numbered.currentPeriodEnd, terms.periodEnd)) changed.push('paid_through')
    if (importedState(numbered.status) && numbered.status !== terms.status) changed.push('status')
  } else if (user) {
    changed.push('membership')
  }
  if (user && changed.length === 0) return { action: 'unchanged' }

  return {
    action: user ? 'update' : 'create',
    changed,
    apply: async (trx) => {
      const row = user ?? new User()
      row.useTransaction(trx)
      if (!user) {
        row.merge({
          roleId: RoleId.USER,
          email: member.email,
          password: null,
          isFreeMember: false,
          // Verified when they set their password from the mailed link.
          emailVerifiedAt: null,
        })
      }
      row.merge(userValues)
      await row.save()
      const subscription = numbered ?? new Subscription()
      subscription.useTransaction(trx)
      subscription.merge({
        userId: row.id,
        planId: price.planId,
        priceId: price.id,
        membershipNumber: member.membershipNumber,
        startedAt: terms.startedAt,
        currentPeriodStart: terms.periodStart,
        currentPeriodEnd: terms.periodEnd,
      })
      if (!numbered) {
        subscription.merge({
          appliedAt: terms.startedAt,
          customCreated: false,
          declaredIncarcerated: false,
        })
      }
      if (!numbered || importedState(numbered.status)) {
        subscription.status = terms.status
        subscription.suspendedAt = terms.status === S.SUSPENDED ? terms.periodEnd : null
      }
      await subscription.save()
      await claimImportedNumber('membership', member.membershipNumber, trx)
      await AuditLog.record(user ? 'member.import_updated' : 'member.imported', {
        subject: row,
        changes: {
          after: {
            membership_number: member.membershipNumber,
            status: subscription.status,
            billed_outside: member.billedOutside,
            ...(user ? { changed } : {}),
          },
        },
        client: trx,
      })
      return row
    },
  }
}

/**
 * Reads the file (text, or a stream of it; comma or semicolon separated)
 * and imports (or, with `dryRun`, only judges) each row. The whole file is
 * parsed before anything is written, so a file with broken quoting imports
 * nothing. Never throws for a bad file or row: they are in the result (a
 * read error of the stream itself is thrown).
 */
export async function importLegacyMembers(
  input: CsvSource,
  { dryRun = false, now = clock.now() }: ImportOptions = {}
): Promise<ImportResult> {
  const result: ImportResult = {
    outcomes: [],
    summary: { create: 0, update: 0, unchanged: 0, error: 0 },
    createdUserIds: [],
  }
  let records
  try {
    records = await parseCsv(input)
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error
    return { ...result, fileError: error.message }
  }
  const [header, ...rows] = records
  const expected = LEGACY_MEMBERS_HEADER.join(',')
  if (!header || header.fields.map((field) => field.trim()).join(',') !== expected) {
    return { ...result, fileError: `line 1: the header must be exactly ${expected}` }
  }
  const prices = await activePrices()
  const seenEmails = new Map<string, number>()
  const seenNumbers = new Map<string, number>()

  const report = (outcome: LineOutcome) => {
    result.outcomes.push(outcome)
    result.summary[outcome.action]++
  }

  for (const { line, fields } of rows) {
    const check = await checkLegacyRow(fields)
    if (!check.ok) {
      report({ line, action: 'error', email: fields[1]?.trim(), detail: check.reason })
      continue
    }
    const member = check.member
    const base = { line, email: member.email, membershipNumber: member.membershipNumber }
    const emailLine = seenEmails.get(member.email)
    const numberLine = seenNumbers.get(member.membershipNumber)
    seenEmails.set(member.email, emailLine ?? line)
    seenNumbers.set(member.membershipNumber, numberLine ?? line)
    if (emailLine !== undefined || numberLine !== undefined) {
      const what = emailLine !== undefined ? 'email' : 'membership_number'
      report({
        ...base,
        action: 'error',
        detail: `${what} repeats line ${emailLine ?? numberLine}`,
      })
      continue
    }
    const price = prices.get(`${member.plan}/${member.billingPeriod}`)
    if (!price) {
      report({
        ...base,
        action: 'error',
        detail: `plan: no active ${member.plan} price per ${member.billingPeriod}`,
      })
      continue
    }
    const plan = await planRow(member, price, now)
    if (plan.action === 'error' || plan.action === 'unchanged') {
      report({ ...base, action: plan.action, detail: plan.action === 'error' ? plan.reason : '' })
      continue
    }
    const detail = plan.changed.length ? plan.changed.join(', ') : ''
    if (!dryRun) {
      try {
        const user = await db.transaction((trx) => plan.apply(trx))
        if (plan.action === 'create') result.createdUserIds.push(user.id)
      } catch (error) {
        // A row written meanwhile by someone else (a sign-up with the same email): reported, rolled back.
        report({ ...base, action: 'error', detail: `not written: ${(error as Error).message}` })
        continue
      }
    }
    report({ ...base, action: plan.action, detail })
  }
  return result
}
