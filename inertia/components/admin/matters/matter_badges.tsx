import type { Data } from '@generated/data'
import { Badge } from '~/components/admin/support/desk'
import { useTranslation } from '~/hooks/use_translation'

/** The flags intake sets on a matter: not covered (excluded category), pre-existing, status. */
export function MatterBadges({
  matter,
}: {
  matter: Pick<Data.Matter, 'status' | 'notCovered' | 'preExisting'>
}) {
  const { t } = useTranslation()
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={matter.status === 'open' ? 'info' : 'neutral'} data-status={matter.status}>
        {t(`admin_matters.status.${matter.status}`)}
      </Badge>
      {matter.notCovered ? (
        <Badge tone="danger" data-flag="not-covered">
          {t('admin_matters.not_covered')}
        </Badge>
      ) : null}
      {matter.preExisting ? (
        <Badge tone="warning" data-flag="pre-existing">
          {t('admin_matters.pre_existing')}
        </Badge>
      ) : null}
    </span>
  )
}

/** Both FAQ readings of a pre-existing matter, as written (SPEC §1). */
export function PreExistingReadings({
  readings,
}: {
  readings: Array<{ question: string; answer: string }>
}) {
  const { t } = useTranslation()
  if (readings.length === 0) return null
  return (
    <section
      className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm"
      data-testid="pre-existing-readings"
    >
      <h2 className="font-semibold text-amber-900">{t('admin_matters.form.readings_title')}</h2>
      <p className="mt-1 text-amber-900">{t('admin_matters.form.readings_intro')}</p>
      {readings.map((reading) => (
        <blockquote key={reading.question} className="mt-3 border-l-4 border-amber-400 pl-3">
          <p className="font-medium text-slate-900">{reading.question}</p>
          <p className="whitespace-pre-line text-slate-800">{reading.answer}</p>
        </blockquote>
      ))}
    </section>
  )
}
