import { Form, SubmitButton, useRouteForm } from '~/components/form'
import { useTranslation } from '~/hooks/use_translation'
import { SettingsPanel } from './settings_panel'
import type { Data } from '@generated/data'

type Unit = Data.ServicePromise['unit']
type Kind = Data.ServicePromise['kind']
export type PromisesProps = {
  rows: Data.ServicePromise[]
  max: { business_hours: number; business_days: number }
}

const UNITS: Unit[] = ['business_hours', 'business_days', 'at_once']

/**
 * Admin › Settings › Service promises (DESIGN §11): for each kind of member
 * request, the response time in business hours or business days on the
 * holiday-aware business clock, or at once. Saved as one table; a request
 * keeps the due time it was given when it was received.
 */
export function PromisesSection({ promises }: { promises: PromisesProps }) {
  const { t } = useTranslation()
  const initial = Object.fromEntries(
    promises.rows.map((row) => [row.kind, { unit: row.unit, amount: row.amount }])
  ) as Record<Kind, { unit: Unit; amount: number | null }>
  const form = useRouteForm('admin.settings.service-promises.update', initial as never, {
    preserveScroll: true,
  })
  const data = form.data as unknown as typeof initial
  const errors = form.errors as Record<string, string | undefined>
  const set = (kind: Kind, change: Partial<{ unit: Unit; amount: number | null }>) =>
    (form.setData as unknown as (key: string, value: unknown) => void)(kind, {
      ...data[kind],
      ...change,
    })

  return (
    <SettingsPanel name="promises">
      <Form form={form} className="mt-4 space-y-4">
        <ul className="divide-y divide-slate-100 border-y border-slate-100">
          {promises.rows.map(({ kind }) => {
            const row = data[kind]
            const error = errors[`${kind}.amount`] ?? errors[`${kind}.unit`] ?? errors[kind]
            const atOnce = row.unit === 'at_once'
            return (
              <li
                key={kind}
                className="grid gap-2 py-3 text-sm md:grid-cols-[1fr_12rem_7rem] md:items-start md:gap-4"
                data-testid="promise-row"
                data-kind={kind}
              >
                <div>
                  <p className="font-medium text-slate-900" id={`promise-${kind}`}>
                    {t(`admin_settings.promises.kinds.${kind}`)}
                  </p>
                  <p className="text-xs text-slate-500">
                    {atOnce
                      ? t('admin_settings.promises.summary_at_once')
                      : t(`admin_settings.promises.summary_${row.unit}`, {
                          count: row.amount ?? 0,
                        })}
                  </p>
                </div>
                <label className="flex flex-col gap-1">
                  <span className="text-xs text-slate-600">
                    {t('admin_settings.promises.unit')}
                  </span>
                  <select
                    name={`${kind}[unit]`}
                    className="rounded-md border border-slate-300 px-2 py-1.5"
                    value={row.unit}
                    aria-describedby={`promise-${kind}`}
                    onChange={(event) => {
                      const unit = event.target.value as Unit
                      set(kind, { unit, amount: unit === 'at_once' ? 0 : row.amount || 1 })
                    }}
                  >
                    {UNITS.map((unit) => (
                      <option key={unit} value={unit}>
                        {t(`admin_settings.promises.units.${unit}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="flex flex-col gap-1">
                  <span className="text-xs text-slate-600">
                    {t('admin_settings.promises.amount')}
                  </span>
                  <input
                    type="number"
                    name={`${kind}[amount]`}
                    className="rounded-md border border-slate-300 px-2 py-1.5 disabled:bg-slate-100"
                    min={1}
                    max={atOnce ? undefined : promises.max[row.unit as keyof PromisesProps['max']]}
                    step={1}
                    value={atOnce ? '' : (row.amount ?? '')}
                    disabled={atOnce}
                    required={!atOnce}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `promise-${kind}-error` : `promise-${kind}`}
                    onChange={(event) =>
                      set(kind, {
                        amount: event.target.value === '' ? null : event.target.valueAsNumber,
                      })
                    }
                  />
                </label>
                {error ? (
                  <p
                    id={`promise-${kind}-error`}
                    className="text-sm text-red-700 md:col-span-3"
                    role="alert"
                  >
                    {error}
                  </p>
                ) : null}
              </li>
            )
          })}
        </ul>
        <p className="text-xs text-slate-500">{t('admin_settings.promises.note')}</p>
        <SubmitButton form={form}>{t('admin_settings.promises.save')}</SubmitButton>
      </Form>
    </SettingsPanel>
  )
}
