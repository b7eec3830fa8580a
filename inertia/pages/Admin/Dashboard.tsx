import { Seo } from '~/components/seo'
import { useTranslation } from '~/hooks/use_translation'
import { useShared } from '~/lib/shared_props'
import { formatNumber } from '~/lib/format'

export default function AdminDashboard({ stats }: { stats: { members: number; staff: number } }) {
  const { t } = useTranslation()
  const { user } = useShared()
  return (
    <>
      <Seo title={t('admin.dashboard')} />
      <h1 className="text-2xl font-semibold text-slate-900">{t('admin.dashboard')}</h1>
      <p className="mt-1 text-slate-600">{t('admin.welcome', { name: user?.name ?? '' })}</p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="rounded-lg bg-white p-5 shadow-sm">
          <dt className="text-sm text-slate-500">{t('admin.members')}</dt>
          <dd className="mt-2 text-3xl font-semibold" data-testid="stat-members">
            {formatNumber(stats.members)}
          </dd>
        </div>
        <div className="rounded-lg bg-white p-5 shadow-sm">
          <dt className="text-sm text-slate-500">{t('admin.staff')}</dt>
          <dd className="mt-2 text-3xl font-semibold" data-testid="stat-staff">
            {formatNumber(stats.staff)}
          </dd>
        </div>
      </dl>
    </>
  )
}
