import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { RoleId } from '#enums/role'
import { BillingPeriod, PaymentStatus, SubscriptionStatus as S } from '#enums/billing'
import { ConsultancyRequestStatus, SupportTicketStatus } from '#enums/content'
import { sqlTime } from '#support/columns'
import { BUSINESS_ZONE } from '#support/business_hours'
import cache, { CacheKeys } from '#services/platform/shared_cache'

export type MonthPoint = {
  /** yyyy-MM in Bangkok time. */
  month: string
  newMembers: number
  revenueSatang: number
  cancellations: number
}

export type DashboardStats = {
  members: number
  staff: number
  /** Paying memberships (active or cancellation pending) per plan. */
  activeByPlan: Array<{ slug: string; name: string; nameTh: string | null; count: number }>
  mrrSatang: number
  revenueThisMonthSatang: number
  newApplications: number
  pendingReview: number
  pastDue: number
  cancelledThisMonth: number
  /** Cancelled this month ÷ paying at its start, in percent with one decimal. */
  churnPercent: number
  openTickets: number
  openConsultancy: number
  months: MonthPoint[]
}

/** Memberships that pay this month. */
const PAYING = [S.ACTIVE, S.CANCEL_PENDING]

/**
 * The dashboard's figures (SPEC §2.9). A handful of grouped
 * queries over indexed columns, kept for a short while in the shared cache
 * (app/services/platform/shared_cache.ts): the figures are a glance, and without the
 * cache every dashboard view at 100k members would block the event loop on
 * SQLite for tens of milliseconds. Concurrent views after expiry share one
 * computation. Staff decisions that change them call `forget()`, which
 * drops the figures in every process.
 */
export class DashboardStatsService {
  static TTL = '30s'

  async get(): Promise<DashboardStats> {
    return cache.getOrSet<DashboardStats>({
      key: CacheKeys.DASHBOARD_STATS,
      ttl: DashboardStatsService.TTL,
      factory: () => this.#compute(DateTime.utc()),
    })
  }

  /** Drops the cached figures (after a write that changes them, and between tests). */
  async forget() {
    await cache.delete({ key: CacheKeys.DASHBOARD_STATS })
  }

  async #compute(now: DateTime): Promise<DashboardStats> {
    const dialect = db.connection().dialect.name
    const at = (moment: DateTime) => sqlTime(moment, dialect)
    const monthStart = now.setZone(BUSINESS_ZONE).startOf('month')
    const firstMonth = monthStart.minus({ months: 11 })
    /** The Bangkok month of a timestamp column, as yyyy-MM. */
    const month = (column: string) =>
      dialect === 'postgres'
        ? `to_char(${column} AT TIME ZONE '${BUSINESS_ZONE}', 'YYYY-MM')`
        : `strftime('%Y-%m', ${column}, '+7 hours')`
    const count = (rows: Array<{ total: number | string }>) => Number(rows[0]?.total ?? 0)

    const [
      heads,
      byPlan,
      mrr,
      revenue,
      applications,
      byStatus,
      cancelled,
      tickets,
      consultancy,
      joined,
      paid,
      ended,
    ] = await Promise.all([
      db
        .from('users')
        .whereNull('deleted_at')
        .groupBy('role_id')
        .select('role_id')
        .count('* as total'),
      db
        .from('subscriptions')
        .join('plans', 'plans.id', 'subscriptions.plan_id')
        .whereIn('subscriptions.status', PAYING)
        .groupBy('plans.id', 'plans.slug', 'plans.name', 'plans.name_th')
        .select('plans.slug', 'plans.name', 'plans.name_th')
        .count('* as total')
        .orderBy('plans.id'),
      db
        .from('subscriptions')
        .join('prices', 'prices.id', 'subscriptions.price_id')
        .whereIn('subscriptions.status', PAYING)
        .groupBy('prices.billing_period')
        .select('prices.billing_period')
        .sum('prices.amount_satang as total'),
      db
        .from('payments')
        .where('status', PaymentStatus.SUCCESSFUL)
        .where('paid_at', '>=', at(monthStart))
        .sum('amount_satang as total'),
      db.from('subscriptions').where('applied_at', '>=', at(monthStart)).count('* as total'),
      db
        .from('subscriptions')
        .whereIn('status', [S.PENDING_REVIEW, S.PAST_DUE])
        .groupBy('status')
        .select('status')
        .count('* as total'),
      db.from('subscriptions').where('cancelled_at', '>=', at(monthStart)).count('* as total'),
      db
        .from('support_tickets')
        .whereNot('status', SupportTicketStatus.COMPLETED)
        .count('* as total'),
      db
        .from('consultancy_requests')
        .whereIn('status', [ConsultancyRequestStatus.NEW, ConsultancyRequestStatus.SCHEDULED])
        .count('* as total'),
      db
        .from('subscriptions')
        .where('started_at', '>=', at(firstMonth))
        .groupByRaw(month('started_at'))
        .select(db.raw(`${month('started_at')} as month`))
        .count('* as total'),
      db
        .from('payments')
        .where('status', PaymentStatus.SUCCESSFUL)
        .where('paid_at', '>=', at(firstMonth))
        .groupByRaw(month('paid_at'))
        .select(db.raw(`${month('paid_at')} as month`))
        .sum('amount_satang as total'),
      db
        .from('subscriptions')
        .where('cancelled_at', '>=', at(firstMonth))
        .groupByRaw(month('cancelled_at'))
        .select(db.raw(`${month('cancelled_at')} as month`))
        .count('* as total'),
    ])

    let members = 0
    let staff = 0
    for (const row of heads) {
      if (Number(row.role_id) === RoleId.USER) members += Number(row.total)
      else staff += Number(row.total)
    }

    const activeByPlan = byPlan.map((row) => ({
      slug: String(row.slug),
      name: String(row.name),
      nameTh: row.name_th ? String(row.name_th) : null,
      count: Number(row.total),
    }))
    const paying = activeByPlan.reduce((sum, row) => sum + row.count, 0)
    // Annual prices count for a twelfth each month.
    const mrrSatang = Math.round(
      mrr.reduce(
        (sum, row) =>
          sum + Number(row.total ?? 0) / (row.billing_period === BillingPeriod.YEAR ? 12 : 1),
        0
      )
    )
    const statusCount = (status: string) =>
      Number(byStatus.find((row) => row.status === status)?.total ?? 0)
    const cancelledThisMonth = count(cancelled)
    const atStart = paying + cancelledThisMonth
    const series = (rows: Array<{ month: string; total: number | string | null }>) =>
      new Map(rows.map((row) => [String(row.month), Number(row.total ?? 0)]))
    const joinedBy = series(joined)
    const paidBy = series(paid)
    const endedBy = series(ended)
    const months: MonthPoint[] = Array.from({ length: 12 }, (_, index) => {
      const key = firstMonth.plus({ months: index }).toFormat('yyyy-MM')
      return {
        month: key,
        newMembers: joinedBy.get(key) ?? 0,
        revenueSatang: paidBy.get(key) ?? 0,
        cancellations: endedBy.get(key) ?? 0,
      }
    })

    return {
      members,
      staff,
      activeByPlan,
      mrrSatang,
      revenueThisMonthSatang: Number(revenue[0]?.total ?? 0),
      newApplications: count(applications),
      pendingReview: statusCount(S.PENDING_REVIEW),
      pastDue: statusCount(S.PAST_DUE),
      cancelledThisMonth,
      churnPercent: atStart === 0 ? 0 : Math.round((cancelledThisMonth / atStart) * 1000) / 10,
      openTickets: count(tickets),
      openConsultancy: count(consultancy),
      months,
    }
  }
}

const dashboardStats = new DashboardStatsService()
export default dashboardStats
