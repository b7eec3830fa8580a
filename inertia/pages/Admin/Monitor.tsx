import type { ReactNode } from 'react'
import { Link } from '~/components/link'
import { Seo } from '~/components/seo'
import { buttonClasses } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import { formatDateTime } from '~/lib/dates'
import type { Data } from '@generated/data'

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg bg-white p-5 shadow-sm">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      <dl className="space-y-2 text-sm">{children}</dl>
    </section>
  )
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium tabular-nums text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}

/** SPEC §2.9 /monitor (DESIGN §10): the developer's read-only view of this server. */
export default function AdminMonitor({ status }: { status: Data.ServerStatus }) {
  const { t, locale } = useTranslation()
  const when = (iso: string) => formatDateTime(iso, locale, 'medium', 'medium')
  const mb = (value: number | null) => (value === null ? '—' : t('monitor.units.mb', { value }))
  const ms = (value: number) => t('monitor.units.ms', { value })
  const uptime = (seconds: number) => {
    const d = Math.floor(seconds / 86_400)
    const h = Math.floor((seconds % 86_400) / 3600)
    const m = Math.floor((seconds % 3600) / 60)
    return d > 0 ? t('monitor.units.days', { d, h, m }) : t('monitor.units.hours', { h, m })
  }
  const health = (ok: boolean | null) => (
    <span className={cn(ok ? 'text-green-700' : 'text-red-700')}>
      {t(ok ? 'monitor.ok' : 'monitor.down')}
    </span>
  )
  const { memory, eventLoop, database, redis, queue, worker, disk, errors } = status

  return (
    <>
      <Seo title={t('monitor.title')} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{t('monitor.title')}</h1>
          <p className="mt-1 text-slate-600">{t('monitor.intro')}</p>
        </div>
        <Link href={urlFor('admin.monitor')} className={buttonClasses('secondary')}>
          {t('monitor.refresh')}
        </Link>
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <Card title={t('monitor.app.title')}>
          <Row label={t('monitor.app.version')} testId="monitor-version">
            {status.version}
          </Row>
          <Row label={t('monitor.app.node')}>{status.node}</Row>
          <Row label={t('monitor.app.environment')}>{status.nodeEnv}</Row>
          <Row label={t('monitor.app.pid')}>{status.pid}</Row>
          <Row label={t('monitor.app.started')}>{when(status.startedAt)}</Row>
          <Row label={t('monitor.app.uptime')}>{uptime(status.uptimeSeconds)}</Row>
          <Row label={t('monitor.app.load')}>{status.loadAverage.join(' · ')}</Row>
        </Card>
        <Card title={t('monitor.memory.title')}>
          <Row label={t('monitor.memory.rss')} testId="monitor-rss">
            {mb(memory.rssMb)}
          </Row>
          <Row label={t('monitor.memory.heap')}>
            {mb(memory.heapUsedMb)} / {mb(memory.heapTotalMb)}
          </Row>
          <Row label={t('monitor.memory.external')}>{mb(memory.externalMb)}</Row>
          <Row label={t('monitor.memory.system')}>
            {mb(memory.systemFreeMb)} / {mb(memory.systemTotalMb)}
          </Row>
        </Card>
        <Card title={t('monitor.loop.title')}>
          <Row label={t('monitor.loop.mean')}>{ms(eventLoop.meanMs)}</Row>
          <Row label={t('monitor.loop.p50')}>{ms(eventLoop.p50Ms)}</Row>
          <Row label={t('monitor.loop.p99')}>{ms(eventLoop.p99Ms)}</Row>
          <Row label={t('monitor.loop.max')}>{ms(eventLoop.maxMs)}</Row>
          <p className="text-xs text-slate-500">{t('monitor.loop.since')}</p>
        </Card>
        <Card title={t('monitor.deps.title')}>
          <Row label={`${t('monitor.deps.database')} (${database.dialect})`} testId="monitor-db">
            {health(database.ok)}
            {database.ms !== null ? ` · ${t('monitor.deps.latency', { ms: database.ms })}` : ''}
          </Row>
          <Row label={t('monitor.deps.redis')} testId="monitor-redis">
            {redis ? health(redis.ok) : t('monitor.not_used')}
            {redis?.ms != null ? ` · ${t('monitor.deps.latency', { ms: redis.ms })}` : ''}
          </Row>
          <Row label={t('monitor.disk.free')}>
            {disk.ok ? `${mb(disk.freeMb)} / ${mb(disk.totalMb)}` : health(false)}
          </Row>
        </Card>
        <Card title={t('monitor.queue.title')}>
          <Row label={t('monitor.worker.label')} testId="monitor-worker">
            {worker === null ? (
              <span className="text-red-700">{t('monitor.worker.unknown')}</span>
            ) : worker.status === 'running' ? (
              <span className="text-green-700">
                {t('monitor.worker.running', { seconds: worker.ageSeconds ?? 0 })}
              </span>
            ) : (
              <span className="text-red-700">
                {worker.status === 'never'
                  ? t('monitor.worker.never')
                  : t('monitor.worker.stopped', { seconds: worker.ageSeconds ?? 0 })}
              </span>
            )}
          </Row>
          {worker && worker.running > 1 ? (
            <Row label={t('monitor.worker.count')}>{worker.running}</Row>
          ) : null}
          {queue.present ? (
            <>
              <Row label={t('monitor.queue.waiting')}>{queue.waiting}</Row>
              <Row label={t('monitor.queue.active')}>{queue.active}</Row>
              <Row label={t('monitor.queue.failed')}>{queue.failed}</Row>
              <Row label={t('monitor.queue.oldest')}>
                {queue.oldestWaitingAt ? when(queue.oldestWaitingAt) : '—'}
              </Row>
              {!queue.ok ? <p className="text-xs text-red-700">{queue.detail}</p> : null}
            </>
          ) : (
            <p className="text-slate-600" data-testid="monitor-queue-absent">
              {t('monitor.queue.absent')}
            </p>
          )}
        </Card>
      </div>
      <section className="mt-6 rounded-lg bg-white p-5 shadow-sm" data-testid="monitor-errors">
        <h2 className="text-lg font-semibold text-slate-900">{t('monitor.errors.title')}</h2>
        {errors.length === 0 ? (
          <p className="mt-2 text-slate-600">{t('monitor.errors.none')}</p>
        ) : (
          <>
            <p className="mt-1 text-xs text-slate-500">
              {t('monitor.errors.note', { count: errors.length })}
            </p>
            <div className="mt-3 overflow-x-auto">
              <table className="min-w-full text-left text-sm">
                <thead className="text-slate-500">
                  <tr>
                    <th className="py-1 pr-4 font-medium">{t('monitor.errors.at')}</th>
                    <th className="py-1 pr-4 font-medium">{t('monitor.errors.kind')}</th>
                    <th className="py-1 font-medium">{t('monitor.errors.message')}</th>
                  </tr>
                </thead>
                <tbody>
                  {errors.map((entry, index) => (
                    <tr
                      key={`${entry.at}-${index}`}
                      className="border-t border-slate-100 align-top"
                    >
                      <td className="py-1 pr-4 whitespace-nowrap">{when(entry.at)}</td>
                      <td className="py-1 pr-4">{entry.name ?? entry.level}</td>
                      <td className="py-1 break-all">{entry.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
    </>
  )
}
