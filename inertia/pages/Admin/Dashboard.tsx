import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { useTranslation } from '~/hooks/use_translation'
import { useShared } from '~/lib/shared_props'
import { formatNumber, formatSatang } from '~/lib/format'
import { Kpi } from '~/components/admin/dashboard/kpi'
import { BarChart } from '~/components/admin/dashboard/bar_chart'
import { ReviewQueue } from '~/components/admin/dashboard/review_queue'
import { PromisesBoard } from '~/components/admin/dashboard/promises_board'
import { formatMonth } from '~/lib/dates'
import type { Data } from '@generated/data'

type Props = {
  stats: Data.DashboardStats
  reviewQueue: { rows: Data.ReviewQueue[]; total: number }
  can: { review: boolean }
  promises: Data.PromiseBoard
  links: {
    subscriptions: string | null
    tickets: string | null
    consultancy: string | null
    transactions: string | null
  }
}

/** SPEC §2.9 Dashboard: the membership business at a glance, by role. */
export default function AdminDashboard({ stats, reviewQueue, can, promises, links }: Props) {
  const { t, locale } = useTranslation()
  const { user } = useShared()
  const monthLabel = (month: string) => formatMonth(month, locale)
  const baht = (satang: number) => formatSatang(Math.round(satang / 100) * 100)
  const withStatus = (status: string) =>
    links.subscriptions ? `${links.subscriptions}?subscription=${status}` : undefined
  const planName = (plan: Data.DashboardStats['activeByPlan'][number]) =>
    (locale === 'th' && plan.nameTh) || plan.name

  return (
    <>
      <Seo title={t('admin.dashboard')} />
      <h1 className="text-2xl font-semibold text-slate-900">{t('admin.dashboard')}</h1>
      <p className="mt-1 text-slate-600">{t('admin.welcome', { name: user?.name ?? '' })}</p>

      <section aria-labelledby="kpi-title" className="mt-6">
        <h2 id="kpi-title" className="sr-only">
          {t('admin_dashboard.kpis')}
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {stats.activeByPlan.map((plan) => (
            <Kpi
              key={plan.slug}
              label={t('admin_dashboard.active_plan', { plan: planName(plan) })}
              value={formatNumber(plan.count)}
              testId={`stat-active-${plan.slug}`}
              href={withStatus('active')}
            />
          ))}
          <Kpi
            label={t('admin_dashboard.mrr')}
            value={baht(stats.mrrSatang)}
            hint={t('admin_dashboard.mrr_hint')}
            testId="stat-mrr"
          />
          <Kpi
            label={t('admin_dashboard.revenue_month')}
            value={baht(stats.revenueThisMonthSatang)}
            testId="stat-revenue"
            href={links.transactions ?? undefined}
          />
          <Kpi
            label={t('admin_dashboard.new_applications')}
            value={formatNumber(stats.newApplications)}
            hint={t('admin_dashboard.waiting', { count: stats.pendingReview })}
            testId="stat-applications"
            href={withStatus('pending_review')}
          />
          <Kpi
            label={t('admin_dashboard.past_due')}
            value={formatNumber(stats.pastDue)}
            testId="stat-past-due"
            tone={stats.pastDue > 0 ? 'warning' : 'default'}
            href={withStatus('past_due')}
          />
          <Kpi
            label={t('admin_dashboard.churn')}
            value={`${formatNumber(stats.churnPercent)}%`}
            hint={t('admin_dashboard.churn_hint', { count: stats.cancelledThisMonth })}
            testId="stat-churn"
          />
          <Kpi
            label={t('admin.members')}
            value={formatNumber(stats.members)}
            testId="stat-members"
          />
          <Kpi label={t('admin.staff')} value={formatNumber(stats.staff)} testId="stat-staff" />
        </div>
      </section>

      <ReviewQueue
        queue={reviewQueue}
        canReview={can.review}
        allHref={withStatus('pending_review')}
      />

      <PromisesBoard board={promises} links={links} />

      <section aria-labelledby="work-title" className="mt-8">
        <h2 id="work-title" className="mb-3 text-lg font-semibold text-slate-900">
          {t('admin_dashboard.open_work')}
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:gap-4">
          <Kpi
            label={t('admin_dashboard.open_tickets')}
            value={formatNumber(stats.openTickets)}
            testId="stat-tickets"
            href={links.tickets ?? undefined}
          />
          <Kpi
            label={t('admin_dashboard.open_consultancy')}
            value={formatNumber(stats.openConsultancy)}
            testId="stat-consultancy"
            href={links.consultancy ?? undefined}
          />
        </div>
      </section>

      <section aria-labelledby="charts-title" className="mt-8">
        <h2 id="charts-title" className="mb-3 text-lg font-semibold text-slate-900">
          {t('admin_dashboard.charts')}
        </h2>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <BarChart
            testId="chart-revenue"
            title={t('admin_dashboard.chart_revenue')}
            description={t('admin_dashboard.chart_revenue_desc')}
            points={stats.months.map((point) => ({
              label: monthLabel(point.month),
              value: point.revenueSatang,
            }))}
            format={(value) => baht(value)}
            color="#CC8809"
          />
          <BarChart
            testId="chart-members"
            title={t('admin_dashboard.chart_members')}
            description={t('admin_dashboard.chart_members_desc')}
            points={stats.months.map((point) => ({
              label: monthLabel(point.month),
              value: point.newMembers,
            }))}
            format={(value) => formatNumber(value)}
          />
          <BarChart
            testId="chart-cancellations"
            title={t('admin_dashboard.chart_cancellations')}
            description={t('admin_dashboard.chart_cancellations_desc')}
            points={stats.months.map((point) => ({
              label: monthLabel(point.month),
              value: point.cancellations,
            }))}
            format={(value) => formatNumber(value)}
            color="#64748b"
          />
        </div>
      </section>
      {links.subscriptions ? (
        <p className="mt-6 text-sm">
          <Link href={links.subscriptions} className="font-medium text-navy-700 underline">
            {t('admin_dashboard.all_subscriptions')}
          </Link>
        </p>
      ) : null}
    </>
  )
}
