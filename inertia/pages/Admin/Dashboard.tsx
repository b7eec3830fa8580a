import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { useTranslation } from '~/hooks/use_translation'
import { useShared } from '~/lib/shared_props'
import { formatNumber, formatSatang } from '~/lib/format'
import { Kpi } from '~/components/admin/dashboard/kpi'
import { BarChart } from '~/components/admin/dashboard/bar_chart'
import { ReviewQueue } from '~/components/admin/dashboard/review_queue'
import { PromisesBoard } from '~/components/admin/dashboard/promises_board'
import { DashboardSection } from '~/components/admin/dashboard/section'
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
  const count = (value: number) => formatNumber(value)
  const charts: {
    key: string
    field: 'revenueSatang' | 'newMembers' | 'cancellations'
    format: (value: number) => string
    color?: string
  }[] = [
    { key: 'revenue', field: 'revenueSatang', format: baht, color: '#CC8809' },
    { key: 'members', field: 'newMembers', format: count },
    { key: 'cancellations', field: 'cancellations', format: count, color: '#64748b' },
  ]
  /** The open work: each figure links to its list, filtered to what is open. */
  const openWork = [
    { key: 'tickets', count: stats.openTickets },
    { key: 'consultancy', count: stats.openConsultancy },
  ] as const

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

      <DashboardSection id="work" title={t('admin_dashboard.open_work')}>
        <div className="grid grid-cols-2 gap-3 sm:gap-4">
          {openWork.map(({ key, count: open }) => (
            <Kpi
              key={key}
              label={t(`admin_dashboard.open_${key}`)}
              value={formatNumber(open)}
              testId={`stat-${key}`}
              href={links[key] ?? undefined}
            />
          ))}
        </div>
      </DashboardSection>

      <DashboardSection id="charts" title={t('admin_dashboard.charts')}>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {charts.map((chart) => (
            <BarChart
              key={chart.key}
              testId={`chart-${chart.key}`}
              title={t(`admin_dashboard.chart_${chart.key}`)}
              description={t(`admin_dashboard.chart_${chart.key}_desc`)}
              points={stats.months.map((point) => ({
                label: monthLabel(point.month),
                value: point[chart.field],
              }))}
              format={chart.format}
              color={chart.color}
            />
          ))}
        </div>
      </DashboardSection>
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
